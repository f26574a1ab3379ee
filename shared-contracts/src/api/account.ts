import * as v from 'valibot';
import { boundedText, idSchema } from './common';

const email = boundedText(100);
const password = boundedText(200);

export const loginRequestSchema = v.object({
  email,
  /** base64-encoded */
  password,
  remember: v.optional(v.boolean()),
});

export const auth0LoginRequestSchema = v.object({
  Username: email,
  /** base64-encoded */
  Password: password,
  /** prefix-{locale}, e.g. specify-au */
  storeKey: v.optional(boundedText(50)),
  remember: v.optional(v.boolean()),
});

export const registerRequestSchema = v.object({
  Username: email,
  /** base64-encoded */
  Password: password,
  ConfirmPassword: password,
  website: v.optional(boundedText(200)),
  stores: v.optional(v.array(boundedText(50))),
});

export const emailRequestSchema = v.object({ email });
export const confirmRequestSchema = v.object({ token: boundedText(200) });
export const requestConfirmationEmailSchema = v.object({ email, password });
export const changePasswordRequestSchema = v.object({
  oldPassword: password,
  newPassword: password,
});
export const resetPasswordRequestSchema = v.object({
  token: boundedText(200),
  newPassword: password,
});
export const deleteAccountRequestSchema = v.object({ password });

export const updateAccountRequestSchema = v.object({
  firstName: v.optional(boundedText(50)),
  lastName: v.optional(boundedText(50)),
  role: v.optional(boundedText(100)),
  phone: v.optional(boundedText(12)),
  companyName: v.optional(boundedText(150)),
  companyType: v.optional(boundedText(100)),
  country: v.optional(boundedText(100)),
  state: v.optional(boundedText(100)),
  legal_entity: v.optional(boundedText(10)),
  postal_code: v.optional(boundedText(20)),
  customer_marketing_consent: v.optional(v.picklist(['yes', ''])),
});
export type UpdateAccountRequest = v.InferOutput<typeof updateAccountRequestSchema>;

export const addressFieldsSchema = v.object({
  salutation: v.optional(boundedText(20)),
  firstName: v.optional(boundedText(50)),
  lastName: v.optional(boundedText(50)),
  streetName: v.optional(boundedText(250)),
  streetNumber: v.optional(boundedText(20)),
  additionalStreetInfo: v.optional(boundedText(250)),
  additionalAddressInfo: v.optional(boundedText(250)),
  city: v.optional(boundedText(100)),
  state: v.optional(boundedText(100)),
  country: v.optional(boundedText(100)),
  postalCode: v.optional(boundedText(20)),
  phone: v.optional(boundedText(20)),
  isShippingAddress: v.optional(v.boolean()),
  isBillingAddress: v.optional(v.boolean()),
  isDefaultBillingAddress: v.optional(v.boolean()),
  isDefaultShippingAddress: v.optional(v.boolean()),
});
export type AddressFields = v.InferOutput<typeof addressFieldsSchema>;

export const addAddressRequestSchema = v.object({ address: addressFieldsSchema });
export const updateAddressRequestSchema = v.object({
  address: v.object({ ...addressFieldsSchema.entries, addressId: idSchema }),
});
export const addressIdRequestSchema = v.object({ addressId: idSchema });
export const accountAddressRequestSchema = v.object({
  account: v.optional(v.object({ accountId: v.optional(idSchema) })),
  address: addressFieldsSchema,
});

export interface Address extends Required<AddressFields> {
  addressId: string;
}

/** The account as the spec lists it (storefront §3). */
export interface Account {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  phone: string;
  companyName: string;
  company_type: string;
  country: string;
  state: string;
  postal_code: string;
  customer_marketing_consent: string;
  customerType: string;
  legal_entity: string;
  isInternalUser: boolean;
  loggedIn: true;
  addresses: Address[];
}

export type GetAccountResponse = { loggedIn: false } | { loggedIn: true; account: Account };

export type LoginStatusCode = 'OK' | 'EMAIL_NOT_VERIFIED';

export interface LoginResponse {
  loginStatusCode: LoginStatusCode;
  firstName: string;
  companyName: string;
  /** How many verification reminders were sent; present when the email is not verified. */
  emailRemainderCount?: number;
  account?: Account;
}
