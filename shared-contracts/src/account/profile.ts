// A subpath module: only mf-account's profile screens load it, so it stays off the shell's first
// visit. It imports the core by package name, so core code comes from the one shared copy.
import {
  MARKET_DEFINITIONS,
  type Account,
  type Market,
  type UpdateAccountRequest,
} from '@specify/contracts';

/**
 * The profile form (storefront §5 "Profile form", project-builder §5 "Profile"): the same rules
 * in the browser and, for what the server checks, on the platform.
 */

export const PROFILE_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'role',
  'phone',
  'companyName',
  'companyType',
  'country',
  'state',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string> & { marketingConsent: boolean };

export const PROFILE_LIMITS: Partial<Record<ProfileField, number>> = {
  firstName: 50,
  lastName: 50,
  email: 100,
  phone: 12,
  companyName: 150,
  country: 100,
};

export const PROFILE_LABELS: Record<ProfileField, string> = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  phone: 'Phone',
  companyName: 'Company name',
  companyType: 'Company type',
  country: 'Country',
  state: 'State',
};

export const PROFILE_MESSAGES = {
  role: 'Role is required.',
  phoneRequired: 'phone is required and must be upto 12 digits',
  phonePattern: 'phone number must be of 12 digits',
  success: 'Profile has been successfully updated.',
  failure: 'Something went wrong!',
} as const;

/** The option lists the spec leaves to us (§5 "option lists are not shown"). */
export const PROFILE_ROLES = [
  'Architect',
  'Builder',
  'Designer',
  'Developer',
  'Hydraulic Consultant',
  'Plumber',
  'Plumbing Merchant',
  'Project Manager',
  'Other',
] as const;
export const COMPANY_TYPES = [
  'Architecture practice',
  'Building company',
  'Design studio',
  'Property developer',
  'Hydraulic consultancy',
  'Plumbing business',
  'Merchant',
  'Government',
  'Other',
] as const;
/** Australian states for au, New Zealand regions for nz. */
export const PROFILE_STATES: Record<Market, readonly string[]> = {
  au: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
  nz: [
    'Auckland',
    'Bay of Plenty',
    'Canterbury',
    'Hawke’s Bay',
    'Manawatū-Whanganui',
    'Northland',
    'Otago',
    'Southland',
    'Taranaki',
    'Waikato',
    'Wellington',
    'West Coast',
  ],
};

const PHONE = /^\d{1,12}$/;

/** A value containing '*' counts as missing, as an empty one does. */
function missing(value: string): boolean {
  return !value.trim() || value.includes('*');
}

/** One field's message, or undefined when it holds (for revalidating on blur and change). */
export function profileFieldError(field: ProfileField, value: string): string | undefined {
  if (missing(value)) {
    if (field === 'role') return PROFILE_MESSAGES.role;
    if (field === 'phone') return PROFILE_MESSAGES.phoneRequired;
    return `${PROFILE_LABELS[field]} is required.`;
  }
  if (field === 'phone' && !PHONE.test(value.trim())) return PROFILE_MESSAGES.phonePattern;
  const max = PROFILE_LIMITS[field];
  if (max !== undefined && value.length > max)
    return `${PROFILE_LABELS[field]} must be at most ${max} characters.`;
  return undefined;
}

export function validateProfile(values: ProfileValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const error = profileFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** Which fields the visitor may not edit: email and country always; company fields by entity. */
export function readOnlyProfileFields(account: Account, market: Market): Set<ProfileField> {
  const locked = new Set<ProfileField>(['email', 'country']);
  if (account.legal_entity && account.legal_entity !== market) {
    locked.add('companyName');
    locked.add('companyType');
    locked.add('state');
  }
  return locked;
}

/** The form's starting values: the account's, the market's country where none is set yet. */
export function profileValuesOf(account: Account, market: Market): ProfileValues {
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    role: account.role,
    phone: account.phone,
    companyName: account.companyName,
    companyType: account.company_type,
    country: account.country || MARKET_DEFINITIONS[market].region,
    state: account.state,
    marketingConsent: account.customer_marketing_consent === 'yes',
  };
}

/** The `account/update` body (storefront §7): the server owns customerType. */
export function profileUpdateRequest(
  values: ProfileValues,
  account: Account,
  market: Market,
): UpdateAccountRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role: values.role,
    phone: values.phone.trim(),
    companyName: values.companyName.trim(),
    companyType: values.companyType,
    country: values.country,
    state: values.state,
    legal_entity: account.legal_entity || market,
    postal_code: account.postal_code,
    customer_marketing_consent: values.marketingConsent ? 'yes' : '',
  };
}
