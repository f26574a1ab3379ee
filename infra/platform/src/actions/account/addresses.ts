import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type AddressFields } from '@specify/contracts';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';
import { defineAction, type ActionContext } from '../action';
import { presentAccount } from './present';
import { requireAccount } from './require-account';
import { PlatformError } from '../../kernel/platform-error';

type DefaultFlag = 'isDefaultBillingAddress' | 'isDefaultShippingAddress';

/** Making an address the default takes the flag off every other address of the account. */
async function setDefault(
  db: Database,
  accountId: string,
  addressId: string,
  flag: DefaultFlag,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ addressId: addresses.addressId })
      .from(addresses)
      .where(and(eq(addresses.accountId, accountId), eq(addresses.addressId, addressId)));
    if (!row) throw new PlatformError(404, 'error.address.unknown', 'That address does not exist.');
    await tx
      .update(addresses)
      .set({ [flag]: false })
      .where(eq(addresses.accountId, accountId));
    await tx
      .update(addresses)
      .set({ [flag]: true })
      .where(eq(addresses.addressId, addressId));
  });
}

async function addAddressTo(context: ActionContext, fields: AddressFields) {
  const account = await requireAccount(context);
  const addressId = randomUUID();
  const { isDefaultBillingAddress, isDefaultShippingAddress, ...rest } = fields;
  await context.db.insert(addresses).values({ ...rest, addressId, accountId: account.accountId });
  if (isDefaultBillingAddress)
    await setDefault(context.db, account.accountId, addressId, 'isDefaultBillingAddress');
  if (isDefaultShippingAddress)
    await setDefault(context.db, account.accountId, addressId, 'isDefaultShippingAddress');
  return presentAccount(context.db, account);
}

export const addAddress = defineAction('account/addAddress', (body, context) =>
  addAddressTo(context, body.address),
);

export const addShippingAddress = defineAction('account/addShippingAddress', (body, context) =>
  addAddressTo(context, { ...body.address, isShippingAddress: true }),
);

export const addBillingAddress = defineAction('account/addBillingAddress', (body, context) =>
  addAddressTo(context, { ...body.address, isBillingAddress: true }),
);

export const updateAddress = defineAction('account/updateAddress', async (body, context) => {
  const account = await requireAccount(context);
  const { addressId, isDefaultBillingAddress, isDefaultShippingAddress, ...fields } = body.address;
  const updated = await context.db
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.accountId, account.accountId), eq(addresses.addressId, addressId)))
    .returning({ addressId: addresses.addressId });
  if (updated.length === 0)
    throw new PlatformError(404, 'error.address.unknown', 'That address does not exist.');
  if (isDefaultBillingAddress)
    await setDefault(context.db, account.accountId, addressId, 'isDefaultBillingAddress');
  if (isDefaultShippingAddress)
    await setDefault(context.db, account.accountId, addressId, 'isDefaultShippingAddress');
  return presentAccount(context.db, account);
});

export const removeAddress = defineAction('account/removeAddress', async (body, context) => {
  const account = await requireAccount(context);
  const removed = await context.db
    .delete(addresses)
    .where(and(eq(addresses.accountId, account.accountId), eq(addresses.addressId, body.addressId)))
    .returning({ addressId: addresses.addressId });
  if (removed.length === 0)
    throw new PlatformError(404, 'error.address.unknown', 'That address does not exist.');
  return presentAccount(context.db, account);
});

export const setDefaultBillingAddress = defineAction(
  'account/setDefaultBillingAddress',
  async (body, context) => {
    const account = await requireAccount(context);
    await setDefault(context.db, account.accountId, body.addressId, 'isDefaultBillingAddress');
    return presentAccount(context.db, account);
  },
);

export const setDefaultShippingAddress = defineAction(
  'account/setDefaultShippingAddress',
  async (body, context) => {
    const account = await requireAccount(context);
    await setDefault(context.db, account.accountId, body.addressId, 'isDefaultShippingAddress');
    return presentAccount(context.db, account);
  },
);
