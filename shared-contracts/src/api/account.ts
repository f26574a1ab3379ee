import * as v from 'valibot';
import { NO_BODY, SIGNED_IN, writes, reads } from './action-spec';
import { MARKETS, type Market } from '../markets';
import { boundedText, idSchema } from './common';

/** A market's commerce store, `{prefix}-{locale}` (storefront §7 auth0login, register). */
export const STORE_KEY_PREFIX = 'specify';
export type StoreKey = `${typeof STORE_KEY_PREFIX}-${Market}`;
export const storeKeyOf = (market: Market): StoreKey => `${STORE_KEY_PREFIX}-${market}`;
/** Every market's store: sign-up registers with all of them. */
export const MARKET_STORE_KEYS: readonly StoreKey[] = MARKETS.map(storeKeyOf);
const storeKeySchema = v.picklist(MARKET_STORE_KEYS);

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
  /** prefix-{locale}, e.g. specify-au: required, so a client cannot sign in to no store. */
  storeKey: storeKeySchema,
  remember: v.optional(v.boolean()),
});

export const registerRequestSchema = v.object({
  Username: email,
  /** base64-encoded */
  Password: password,
  ConfirmPassword: password,
  /** The site the visitor signed up on: required, so a client cannot leave it out. */
  website: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** The stores of both markets, always (storefront §7 "register"). */
  stores: v.pipe(
    v.array(storeKeySchema),
    v.maxLength(MARKET_STORE_KEYS.length),
    v.check(
      (stores) => MARKET_STORE_KEYS.every((store) => stores.includes(store)),
      'must list the stores of both markets',
    ),
  ),
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

export const addressSchema = v.object({
  addressId: v.string(),
  salutation: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  streetName: v.string(),
  streetNumber: v.string(),
  additionalStreetInfo: v.string(),
  additionalAddressInfo: v.string(),
  city: v.string(),
  state: v.string(),
  country: v.string(),
  postalCode: v.string(),
  phone: v.string(),
  isShippingAddress: v.boolean(),
  isBillingAddress: v.boolean(),
  isDefaultBillingAddress: v.boolean(),
  isDefaultShippingAddress: v.boolean(),
});
export type Address = v.InferOutput<typeof addressSchema>;

/** The account as the spec lists it (storefront §3). */
export const accountSchema = v.object({
  accountId: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.string(),
  phone: v.string(),
  companyName: v.string(),
  company_type: v.string(),
  country: v.string(),
  state: v.string(),
  postal_code: v.string(),
  customer_marketing_consent: v.string(),
  customerType: v.string(),
  legal_entity: v.string(),
  isInternalUser: v.boolean(),
  loggedIn: v.literal(true),
  addresses: v.array(addressSchema),
});
export type Account = v.InferOutput<typeof accountSchema>;

export const getAccountResponseSchema = v.variant('loggedIn', [
  v.object({ loggedIn: v.literal(false) }),
  v.object({ loggedIn: v.literal(true), account: accountSchema }),
]);
export type GetAccountResponse = v.InferOutput<typeof getAccountResponseSchema>;

export const loginStatusCodeSchema = v.picklist(['OK', 'EMAIL_NOT_VERIFIED']);
export type LoginStatusCode = v.InferOutput<typeof loginStatusCodeSchema>;

export const loginResponseSchema = v.object({
  loginStatusCode: loginStatusCodeSchema,
  firstName: v.string(),
  companyName: v.string(),
  /** How many verification reminders were sent; present when the email is not verified. */
  emailRemainderCount: v.optional(v.number()),
  account: v.optional(accountSchema),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;

export const loggedOutResponseSchema = v.object({ loggedIn: v.literal(false) });
/** The spec's plain acknowledgement of an account step (confirm, resend, register). */
export const statusOkResponseSchema = v.object({
  status: v.literal('OK'),
  statusCode: v.literal(200),
});
export const registerResponseSchema = v.object({
  ...statusOkResponseSchema.entries,
  email: v.string(),
});
export const statusCodeResponseSchema = v.object({ statusCode: v.literal(200) });
export const deleteAccountResponseSchema = v.object({ deleted: v.literal(true) });

const signIn = ['error.auth.wrong', 'error.auth.throttled', 'error.wrong.email'] as const;
const link = ['error.link.invalid', 'error.link.already.used', 'error.link.expired'] as const;
const address = 'error.address.unknown';

/** The account actions (storefront §7 "Calls"). */
export const ACCOUNT_ACTIONS = {
  'account/login': writes(loginRequestSchema, loginResponseSchema, ...signIn),
  'account/auth0login': writes(auth0LoginRequestSchema, loginResponseSchema, ...signIn),
  'account/logout': writes(NO_BODY, loggedOutResponseSchema),
  'account/getAccount': reads(NO_BODY, getAccountResponseSchema),
  'account/register': writes(
    registerRequestSchema,
    registerResponseSchema,
    'error.auth.wrong.details',
    'error.auth.email.wrong',
    'error.password.notConfirmed',
    'error.auth.password.wrong',
    'error.verification.send',
  ),
  'account/confirm': writes(confirmRequestSchema, statusOkResponseSchema, ...link),
  'account/resendEmailVerification': writes(
    emailRequestSchema,
    statusOkResponseSchema,
    'error.auth.email.wrong',
    'error.verification.send',
  ),
  'account/requestConfirmationEmail': writes(
    requestConfirmationEmailSchema,
    statusOkResponseSchema,
    'error.wrong.email',
    'error.auth.throttled',
    'error.verification.send',
  ),
  'account/update': writes(
    updateAccountRequestSchema,
    accountSchema,
    SIGNED_IN,
    'error.profile.missing',
    'error.profile.role',
    'error.profile.phone',
    'error.profile.readonly',
  ),
  'account/changePassword': writes(
    changePasswordRequestSchema,
    accountSchema,
    SIGNED_IN,
    'error.password.old.wrong',
    'error.auth.password.wrong',
  ),
  'account/requestResetPassword': writes(
    emailRequestSchema,
    statusCodeResponseSchema,
    'error.auth.email.wrong',
  ),
  'account/resetPassword': writes(
    resetPasswordRequestSchema,
    statusCodeResponseSchema,
    'error.auth.password.wrong',
    ...link,
  ),
  'account/deleteAccount': writes(
    deleteAccountRequestSchema,
    deleteAccountResponseSchema,
    SIGNED_IN,
    'error.password.wrong',
  ),
  'account/addAddress': writes(addAddressRequestSchema, accountSchema, SIGNED_IN),
  'account/addShippingAddress': writes(accountAddressRequestSchema, accountSchema, SIGNED_IN),
  'account/addBillingAddress': writes(accountAddressRequestSchema, accountSchema, SIGNED_IN),
  'account/updateAddress': writes(updateAddressRequestSchema, accountSchema, SIGNED_IN, address),
  'account/removeAddress': writes(addressIdRequestSchema, accountSchema, SIGNED_IN, address),
  'account/setDefaultBillingAddress': writes(
    addressIdRequestSchema,
    accountSchema,
    SIGNED_IN,
    address,
  ),
  'account/setDefaultShippingAddress': writes(
    addressIdRequestSchema,
    accountSchema,
    SIGNED_IN,
    address,
  ),
} as const;
