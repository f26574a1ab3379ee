import { MARKET_DEFINITIONS, type AddressFields, type Market } from '@specify/contracts';

/** What a courier needs of an address; the rest of the address form is optional. */
export const DELIVERY_FIELDS = [
  'firstName',
  'lastName',
  'streetName',
  'city',
  'state',
  'postalCode',
] as const satisfies readonly (keyof AddressFields)[];

/**
 * Why an order cannot be shipped to an address from a market's site, or undefined when it can:
 * the checkout lists only the deliverable ones, and `cart/checkout` refuses the others.
 */
export function deliveryProblem(
  address: Pick<AddressFields, (typeof DELIVERY_FIELDS)[number] | 'country'>,
  market: Market,
): 'incomplete' | 'abroad' | undefined {
  if (DELIVERY_FIELDS.some((field) => !address[field]?.trim())) return 'incomplete';
  if (address.country !== MARKET_DEFINITIONS[market].country) return 'abroad';
  return undefined;
}
