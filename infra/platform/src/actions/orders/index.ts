import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  MARKET_DEFINITIONS,
  MAX_ORDER_IDS,
  type AddressFields,
  type Cart,
  type CheckoutResponse,
  type CheckoutSessionTokenResponse,
  type Market,
  type Order,
} from '@specify/contracts';
import { deliveryProblem } from '@specify/contracts/account/delivery';
import { addresses, carts, orders, shippingMethods } from '../../db/schema';
import { defineAction, type Action, type ActionContext } from '../action';
import { requireAccount } from '../account/require-account';
import { currentOwner, lockOwner, type Owner } from '../cart/owner';
import { availableShippingMethods } from '../cart/pricing';
import { cartContents, findCart, presentCart, sameContents } from '../cart/store';
import { PlatformError } from '../../kernel/platform-error';

type OrderRow = typeof orders.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
/** What an order keeps of its cart: everything but what the row's own columns hold. */
type OrderSnapshot = Omit<Order, 'orderId' | 'orderNumber' | 'status' | 'createdAt' | 'market'>;

const NOT_FOUND = 'That order does not exist.';
const TOKEN_LIFETIME_MS = 30 * 60_000;

/**
 * The account's own address, complete enough to deliver to, in the market's country. Another
 * account's address is answered as unknown, like one that does not exist.
 */
async function deliveryAddress(
  context: ActionContext,
  accountId: string,
  addressId: string,
): Promise<AddressFields> {
  const [row] = await context.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), eq(addresses.addressId, addressId)));
  if (!row) throw new PlatformError(404, 'error.address.unknown', 'That address does not exist.');
  const problem = deliveryProblem(row, context.market);
  if (problem === 'incomplete')
    throw new PlatformError(
      400,
      'error.address.incomplete',
      'That address is missing details needed for delivery. Please edit it and try again.',
    );
  if (problem === 'abroad')
    throw new PlatformError(
      400,
      'error.address.incomplete',
      `We deliver orders from this site within ${MARKET_DEFINITIONS[context.market].region} only.`,
    );
  return addressFieldsOf(row);
}

/** The address as the order keeps it: its fields as they are now, without the book's flags. */
function addressFieldsOf(row: AddressRow): AddressFields {
  return {
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    streetName: row.streetName,
    streetNumber: row.streetNumber,
    additionalStreetInfo: row.additionalStreetInfo,
    additionalAddressInfo: row.additionalAddressInfo,
    city: row.city,
    state: row.state,
    country: row.country,
    postalCode: row.postalCode,
    phone: row.phone,
  };
}

/** The method must be one the market offers; it becomes the cart's, as the review showed it. */
async function chooseShippingMethod(
  context: ActionContext,
  cartId: string,
  methodId: string,
): Promise<void> {
  const all = await context.db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.sortOrder));
  if (
    !availableShippingMethods(all, context.market).some(
      (method) => method.shippingMethodId === methodId,
    )
  )
    throw new PlatformError(
      404,
      'error.cart.shippingMethod',
      'That shipping method is not available.',
    );
  await context.db
    .update(carts)
    .set({ shippingMethodId: methodId })
    .where(eq(carts.cartId, cartId));
}

/** The number people read: the market's prefix and the database's count, AU-000123. */
function orderNumberOf(row: OrderRow): string {
  return `${row.market.toUpperCase()}-${String(row.orderNumber).padStart(6, '0')}`;
}

function snapshotOf(cart: Cart, shippingAddress: AddressFields): OrderSnapshot {
  return {
    items: cart.lineItems,
    shippingAddress,
    sum: cart.sum,
    taxed: cart.taxed,
    ...(cart.shippingInfo ? { shippingInfo: cart.shippingInfo } : {}),
    discountCodes: cart.discountCodes,
    totals: cart.totals,
  };
}

function presentOrder(row: OrderRow): Order {
  // Only checkout writes snapshots, always from snapshotOf.
  const snapshot = row.snapshot as unknown as OrderSnapshot;
  return {
    orderId: row.orderId,
    orderNumber: orderNumberOf(row),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    market: row.market as Market,
    ...snapshot,
  };
}

/**
 * Places the signed-in account's cart as an order to be confirmed (no payment is taken): to one of
 * its own addresses, by a method the market offers, at the total the review showed. Pricing reads
 * the catalogue, so it happens first; the transaction then takes the owner's lock and writes only
 * if the cart is still the one priced. A second checkout at the same time finds no cart.
 */
const checkout = defineAction('cart/checkout', async (body, context): Promise<CheckoutResponse> => {
  const account = await requireAccount(context);
  const owner: Owner = {
    accountId: account.accountId,
    sessionId: null,
    key: `a:${account.accountId}`,
  };
  const shippingAddress = await deliveryAddress(
    context,
    account.accountId,
    body.shippingAddress.addressId,
  );
  const found = await findCart(context.db, owner, context.market);
  if (!found) throw new PlatformError(400, 'error.cart.empty', 'Your cart is empty.');
  await chooseShippingMethod(context, found.cartId, body.shippingMethod.id);
  const row = { ...found, shippingMethodId: body.shippingMethod.id };
  const contents = await cartContents(context.db, row);
  const cart = await presentCart(context, row, contents);
  if (cart.lineItems.length === 0)
    throw new PlatformError(400, 'error.cart.empty', 'Your cart is empty.');
  if (cart.lineItems.some((lineItem) => !lineItem.variant.isOnStock))
    throw new PlatformError(
      409,
      'error.cart.outOfStock',
      'Some items in your cart are out of stock. Remove them to check out.',
    );
  const changed = () =>
    new PlatformError(
      409,
      'error.cart.changed',
      'Your cart changed while checking out. Please review it and try again.',
    );
  if (cart.totals.total.centAmount !== body.total.centAmount) throw changed();
  const order = await context.db.transaction(async (tx) => {
    await lockOwner(tx, 'cart', owner);
    const [current] = await tx.select().from(carts).where(eq(carts.cartId, row.cartId));
    if (!current) throw new PlatformError(400, 'error.cart.empty', 'Your cart is empty.');
    if (!sameContents(contents, await cartContents(tx, current))) throw changed();
    const [created] = await tx
      .insert(orders)
      .values({
        orderId: randomUUID(),
        accountId: account.accountId,
        sessionId: null,
        market: context.market,
        snapshot: snapshotOf(cart, shippingAddress) as unknown as Record<string, unknown>,
        createdAt: context.now(),
      })
      .returning();
    if (!created) throw new Error('checkout: order insert returned nothing');
    await tx.delete(carts).where(eq(carts.cartId, row.cartId));
    return presentOrder(created);
  });
  return { orderId: order.orderId, order, cart: await presentCart(context, undefined) };
});

/**
 * The signed-in account's orders, newest first; `orderIds` narrows them (others' ids are simply
 * absent). Orders belong to accounts only: a visitor has none to read.
 */
const queryOrders = defineAction('cart/queryOrders', async (body, context): Promise<Order[]> => {
  const account = await context.session.account();
  if (!account) return [];
  const rows = await context.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountId, account.accountId),
        body.orderIds ? inArray(orders.orderId, body.orderIds) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(MAX_ORDER_IDS);
  return rows.map(presentOrder);
});

const getOrder = defineAction('cart/getOrder', async (body, context): Promise<Order> => {
  const account = await context.session.account();
  const [row] = account
    ? await context.db
        .select()
        .from(orders)
        .where(and(eq(orders.accountId, account.accountId), eq(orders.orderId, body.orderId)))
    : [];
  if (!row) throw new PlatformError(404, 'error.order.unknown', NOT_FOUND);
  return presentOrder(row);
});

/**
 * A short-lived signed token naming the session and its cart, for a payment step. Without a
 * session it fails with 401: the client reads that as "session expired" (storefront §7).
 */
const getCheckoutSessionToken = defineAction(
  'cart/getCheckoutSessionToken',
  async (_body, context: ActionContext): Promise<CheckoutSessionTokenResponse> => {
    const owner = await currentOwner(context, false);
    const sessionId = await context.session.existingId();
    if (!owner || !sessionId)
      throw new PlatformError(401, 'error.session.expired', 'Your session has expired.');
    const cart = await findCart(context.db, owner, context.market);
    const expiresAt = new Date(context.now().getTime() + TOKEN_LIFETIME_MS);
    const payload = Buffer.from(
      JSON.stringify({ s: sessionId, c: cart?.cartId ?? null, e: expiresAt.getTime() }),
    ).toString('base64url');
    const signature = createHmac('sha256', context.secrets.checkoutToken)
      .update(payload)
      .digest('base64url');
    return { token: `${payload}.${signature}`, expiresAt: expiresAt.toISOString() };
  },
);

export const orderActions: Action[] = [checkout, queryOrders, getOrder, getCheckoutSessionToken];
