import {
  MARKET_DEFINITIONS,
  type Address,
  type AddressFields,
  type Market,
} from '@specify/contracts';

/** The fields the address form edits, as text. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetNumber',
  'streetName',
  'additionalStreetInfo',
  'city',
  'state',
  'postalCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

export const ADDRESS_LIMITS: Record<AddressField, number> = {
  firstName: 50,
  lastName: 50,
  streetNumber: 20,
  streetName: 250,
  additionalStreetInfo: 250,
  city: 100,
  state: 100,
  postalCode: 4,
  phone: 12,
};

const REQUIRED: readonly AddressField[] = [
  'firstName',
  'lastName',
  'streetName',
  'city',
  'state',
  'postalCode',
];

export type AddressErrorKind = 'required' | 'postalCode' | 'phone';

/**
 * What is wrong with an address, by field: the name, street, city, state and postcode are needed
 * to deliver to it; both markets' postcodes are four digits; a phone is digits only, up to 12 (the
 * profile's rule).
 */
export function validateAddress(
  values: AddressValues,
): Partial<Record<AddressField, AddressErrorKind>> {
  const errors: Partial<Record<AddressField, AddressErrorKind>> = {};
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = 'required';
  if (values.postalCode.trim() && !/^\d{4}$/.test(values.postalCode.trim()))
    errors.postalCode = 'postalCode';
  if (values.phone.trim() && !/^\d{1,12}$/.test(values.phone.trim())) errors.phone = 'phone';
  return errors;
}

export function addressValuesOf(address?: Address): AddressValues {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address?.[field] ?? '']),
  ) as AddressValues;
}

/** The request body for add and update: trimmed text, in the market's country. */
export function addressFieldsOf(values: AddressValues, market: Market): AddressFields {
  return {
    ...Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field].trim()])),
    country: MARKET_DEFINITIONS[market].country,
  };
}
