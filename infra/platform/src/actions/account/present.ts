import { asc, eq } from 'drizzle-orm';
import type { Account, Address } from '@specify/contracts';
import type { Database } from '../../db/client';
import { addresses } from '../../db/schema';
import type { AccountRow } from '../../kernel/session';

type AddressRow = typeof addresses.$inferSelect;

export function presentAddress(row: AddressRow): Address {
  return {
    addressId: row.addressId,
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
    isShippingAddress: row.isShippingAddress,
    isBillingAddress: row.isBillingAddress,
    isDefaultBillingAddress: row.isDefaultBillingAddress,
    isDefaultShippingAddress: row.isDefaultShippingAddress,
  };
}

/** The account in the spec's field names (storefront §3). */
export async function presentAccount(db: Database, row: AccountRow): Promise<Account> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, row.accountId))
    .orderBy(asc(addresses.createdAt), asc(addresses.addressId));
  return {
    accountId: row.accountId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    phone: row.phone,
    companyName: row.companyName,
    company_type: row.companyType,
    country: row.country,
    state: row.state,
    postal_code: row.postalCode,
    customer_marketing_consent: row.customerMarketingConsent,
    customerType: row.customerType,
    legal_entity: row.legalEntity,
    isInternalUser: row.isInternalUser,
    loggedIn: true,
    addresses: rows.map(presentAddress),
  };
}
