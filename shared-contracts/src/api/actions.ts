import * as v from 'valibot';
import { searchKeyResponseSchema } from '../search-config';
import * as account from './account';
import type { DomainErrorCode, RouterErrorCode } from './action-errors';
import * as cart from './cart';
import * as catalogue from './catalogue';
import * as contact from './contact';
import * as downloads from './download-files';
import * as feedback from './feedback';
import * as project from './project';
import * as wishlist from './wishlist';

/** The request of an action that takes no input. */
export const NO_BODY = v.object({});

/** What the catalogue knows of one action; both the client and the platform read it. */
export interface ActionSpec {
  /** Validates the JSON body (or a GET's query string) before the handler runs. */
  readonly request: v.GenericSchema;
  /** The answer; the platform's tests parse every answer with it, the client parses it too. */
  readonly response: v.GenericSchema;
  /** State-changing actions answer only POST, with CSRF protection; the rest also answer GET. */
  readonly changesState: boolean;
  /** The handler's own error codes; the router's (`RouterErrorCode`) come on top for every action. */
  readonly errors: readonly DomainErrorCode[];
}

function reads<
  Request extends v.GenericSchema,
  Response extends v.GenericSchema,
  const Errors extends readonly DomainErrorCode[],
>(request: Request, response: Response, ...errors: Errors) {
  return { request, response, changesState: false as const, errors };
}

function writes<
  Request extends v.GenericSchema,
  Response extends v.GenericSchema,
  const Errors extends readonly DomainErrorCode[],
>(request: Request, response: Response, ...errors: Errors) {
  return { request, response, changesState: true as const, errors };
}

const signIn = ['error.auth.wrong', 'error.auth.throttled', 'error.wrong.email'] as const;
const link = ['error.link.invalid', 'error.link.already.used', 'error.link.expired'] as const;
const signedIn = 'error.auth.required';
const address = 'error.address.unknown';
const unavailable = 'error.product.unavailable';
const projectNotFound = 'error.project.notFound';
const stale = 'error.project.stale';

/** Every platform action, at `/action/<name>` (storefront §7 "Calls"). */
export const ACTIONS = {
  'account/login': writes(account.loginRequestSchema, account.loginResponseSchema, ...signIn),
  'account/auth0login': writes(
    account.auth0LoginRequestSchema,
    account.loginResponseSchema,
    ...signIn,
  ),
  'account/logout': writes(NO_BODY, account.loggedOutResponseSchema),
  'account/getAccount': reads(NO_BODY, account.getAccountResponseSchema),
  'account/register': writes(
    account.registerRequestSchema,
    account.registerResponseSchema,
    'error.auth.wrong.details',
    'error.auth.email.wrong',
    'error.password.notConfirmed',
    'error.auth.password.wrong',
    'error.account.exists',
    'error.verification.send',
  ),
  'account/confirm': writes(account.confirmRequestSchema, account.statusOkResponseSchema, ...link),
  'account/resendEmailVerification': writes(
    account.emailRequestSchema,
    account.statusOkResponseSchema,
    'error.auth.email.wrong',
    'error.verification.send',
  ),
  'account/requestConfirmationEmail': writes(
    account.requestConfirmationEmailSchema,
    account.statusOkResponseSchema,
    'error.wrong.email',
    'error.auth.throttled',
    'error.verification.send',
  ),
  'account/update': writes(
    account.updateAccountRequestSchema,
    account.accountSchema,
    signedIn,
    'error.profile.missing',
    'error.profile.role',
    'error.profile.phone',
    'error.profile.readonly',
  ),
  'account/changePassword': writes(
    account.changePasswordRequestSchema,
    account.accountSchema,
    signedIn,
    'error.password.old.wrong',
    'error.auth.password.wrong',
  ),
  'account/requestResetPassword': writes(
    account.emailRequestSchema,
    account.statusCodeResponseSchema,
    'error.auth.email.wrong',
  ),
  'account/resetPassword': writes(
    account.resetPasswordRequestSchema,
    account.statusCodeResponseSchema,
    'error.auth.password.wrong',
    ...link,
  ),
  'account/deleteAccount': writes(
    account.deleteAccountRequestSchema,
    account.deleteAccountResponseSchema,
    signedIn,
    'error.password.wrong',
  ),
  'account/addAddress': writes(account.addAddressRequestSchema, account.accountSchema, signedIn),
  'account/addShippingAddress': writes(
    account.accountAddressRequestSchema,
    account.accountSchema,
    signedIn,
  ),
  'account/addBillingAddress': writes(
    account.accountAddressRequestSchema,
    account.accountSchema,
    signedIn,
  ),
  'account/updateAddress': writes(
    account.updateAddressRequestSchema,
    account.accountSchema,
    signedIn,
    address,
  ),
  'account/removeAddress': writes(
    account.addressIdRequestSchema,
    account.accountSchema,
    signedIn,
    address,
  ),
  'account/setDefaultBillingAddress': writes(
    account.addressIdRequestSchema,
    account.accountSchema,
    signedIn,
    address,
  ),
  'account/setDefaultShippingAddress': writes(
    account.addressIdRequestSchema,
    account.accountSchema,
    signedIn,
    address,
  ),

  'product/queryCategories': reads(NO_BODY, catalogue.queryCategoriesResponseSchema),
  'product/query': reads(catalogue.productQueryRequestSchema, catalogue.productQueryResponseSchema),
  'product/getProduct': reads(
    catalogue.getProductRequestSchema,
    catalogue.getProductResponseSchema,
    unavailable,
  ),
  'product/getRelatedProducts': reads(
    catalogue.getRelatedProductsRequestSchema,
    catalogue.productQueryResponseSchema,
    unavailable,
  ),
  'product/getBundleData': reads(
    catalogue.getBundleDataRequestSchema,
    catalogue.bundleDataResponseSchema,
  ),
  'product/searchableAttributes': reads(NO_BODY, catalogue.searchableAttributesResponseSchema),
  'product/getJWTToken': writes(NO_BODY, catalogue.jwtTokenResponseSchema),
  'product/downloadFiles': reads(
    downloads.downloadFilesRequestSchema,
    downloads.downloadFilesResponseSchema,
    unavailable,
  ),

  'cart/getCart': reads(NO_BODY, cart.cartSchema),
  'cart/getShippingMethods': reads(NO_BODY, v.array(cart.shippingMethodSchema)),
  'cart/getAvailableShippingMethods': reads(NO_BODY, v.array(cart.shippingMethodSchema)),
  'cart/addItem': writes(
    cart.addCartItemRequestSchema,
    cart.cartSchema,
    unavailable,
    'error.cart.full',
    'error.cart.count',
  ),
  'cart/updateItem': writes(
    cart.updateCartItemRequestSchema,
    cart.cartSchema,
    'error.cart.lineItem',
  ),
  'cart/removeItem': writes(
    cart.removeCartItemRequestSchema,
    cart.cartSchema,
    'error.cart.lineItem',
  ),
  'cart/updateCart': writes(
    cart.updateCartRequestSchema,
    cart.cartSchema,
    'error.auth.email.wrong',
    'error.cart.shippingMethod',
  ),
  'cart/setShippingMethod': writes(
    cart.setShippingMethodRequestSchema,
    cart.cartSchema,
    'error.cart.shippingMethod',
  ),
  'cart/redeemDiscountCode': writes(
    cart.redeemDiscountCodeRequestSchema,
    cart.cartSchema,
    'error.discount.invalid',
  ),
  'cart/removeDiscountCode': writes(
    cart.removeDiscountCodeRequestSchema,
    cart.cartSchema,
    'error.discount.notOnCart',
  ),
  'cart/resetCart': writes(NO_BODY, cart.cartSchema),
  'cart/checkout': writes(
    NO_BODY,
    cart.checkoutResponseSchema,
    'error.cart.empty',
    'error.cart.outOfStock',
    'error.cart.changed',
  ),
  'cart/queryOrders': reads(cart.queryOrdersRequestSchema, v.array(cart.orderSchema)),
  'cart/getOrder': reads(cart.getOrderRequestSchema, cart.orderSchema, 'error.order.unknown'),
  'cart/getCheckoutSessionToken': writes(
    NO_BODY,
    cart.checkoutSessionTokenResponseSchema,
    'error.session.expired',
  ),

  'wishlist/getWishlist': reads(NO_BODY, wishlist.wishlistSchema),
  'wishlist/addItem': writes(
    wishlist.addWishlistItemRequestSchema,
    wishlist.wishlistSchema,
    unavailable,
    'error.wishlist.full',
    'error.wishlist.count',
  ),
  'wishlist/updateItem': writes(
    wishlist.updateWishlistItemRequestSchema,
    wishlist.wishlistSchema,
    'error.wishlist.lineItem',
  ),
  'wishlist/removeItem': writes(
    wishlist.removeWishlistItemRequestSchema,
    wishlist.wishlistSchema,
    'error.wishlist.lineItem',
  ),
  'wishlist/deleteWishlist': writes(NO_BODY, wishlist.wishlistSchema),

  'contact/getCaptchaChallenge': reads(
    NO_BODY,
    contact.captchaChallengeResponseSchema,
    'error.captcha.remote',
  ),
  'contact/submitContactForm': writes(
    contact.submitContactFormRequestSchema,
    contact.submitContactFormResponseSchema,
    'error.contact.invalid',
    'error.contact.captcha',
    'error.contact.unavailable',
  ),
  'feedback/submit': writes(
    feedback.feedbackRequestSchema,
    feedback.feedbackResponseSchema,
    'error.feedback.throttled',
  ),

  'search/getSearchKey': reads(NO_BODY, searchKeyResponseSchema),

  // Project Builder (project-builder.md §7). Every project call needs a signed-in user; a project
  // the caller may not see answers error.project.notFound, exactly as one that does not exist.
  'project/createShoppingList': writes(
    project.createShoppingListRequestSchema,
    project.projectSchema,
    signedIn,
    'error.project.rooms',
  ),
  'project/getProjectById': reads(
    project.getProjectByIdRequestSchema,
    project.projectSchema,
    signedIn,
    projectNotFound,
  ),
  'project/updateShoppingList': writes(
    project.updateShoppingListRequestSchema,
    project.projectSchema,
    signedIn,
    projectNotFound,
    unavailable,
    'error.project.lineItem',
    'error.project.rooms',
    'error.project.full',
  ),
  'project/performMutationOnMyProjectById': writes(
    project.performMutationRequestSchema,
    project.projectSchema,
    signedIn,
    projectNotFound,
    stale,
    'error.project.lineItem',
    'error.project.rooms',
  ),
  'project/updateProjectStatus': writes(
    project.updateProjectStatusRequestSchema,
    project.projectSchema,
    signedIn,
    projectNotFound,
    stale,
    'error.project.rooms',
  ),
  'project/deleteProject': writes(
    project.deleteProjectRequestSchema,
    project.deleteProjectResponseSchema,
    signedIn,
    projectNotFound,
    stale,
  ),
  'project/cloneProject': writes(
    project.cloneProjectRequestSchema,
    project.cloneProjectResponseSchema,
    signedIn,
    projectNotFound,
  ),
  'project/getProjectCategories': reads(
    project.getProjectCategoriesRequestSchema,
    project.projectCategoriesResponseSchema,
    signedIn,
    projectNotFound,
  ),
  'project/getMyProjectsDashboard': reads(
    project.dashboardRequestSchema,
    project.dashboardResponseSchema,
    signedIn,
  ),
  'project/getMyProjectsDashboardV2': reads(
    project.dashboardRequestSchema,
    project.dashboardResponseSchema,
    signedIn,
    projectNotFound,
  ),
  'project/suggestUserNames': reads(
    project.suggestUserNamesRequestSchema,
    project.suggestUserNamesResponseSchema,
    signedIn,
    projectNotFound,
  ),
  'project/getProjectMetadata': reads(NO_BODY, project.projectMetadataResponseSchema),
  'project/getShoppingLists': reads(NO_BODY, project.shoppingListsResponseSchema, signedIn),
  'project/getProjectSettings': reads(NO_BODY, project.projectSettingsResponseSchema),
  'project/getSettings': reads(NO_BODY, project.builderSettingsResponseSchema),
  // The share link (§2 share-summary): the owner (or an internal user) gets or revokes the token;
  // anyone holding it reads the summary, signed in or not. A wrong or revoked token is not found.
  'project/getShareLink': writes(
    project.shareLinkRequestSchema,
    project.shareLinkResponseSchema,
    signedIn,
    projectNotFound,
  ),
  'project/revokeShareLink': writes(
    project.shareLinkRequestSchema,
    project.revokeShareLinkResponseSchema,
    signedIn,
    projectNotFound,
  ),
  'project/getSharedSummary': reads(
    project.getSharedSummaryRequestSchema,
    project.sharedProjectSchema,
    projectNotFound,
  ),
} as const satisfies Record<string, ActionSpec>;

export type ActionName = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];

type SpecOf<N extends ActionName> = (typeof ACTIONS)[N];

/** What a caller sends; an action without input takes no fields. */
export type ActionRequest<N extends ActionName> = keyof v.InferInput<
  SpecOf<N>['request']
> extends never
  ? Record<string, never>
  : v.InferInput<SpecOf<N>['request']>;
/** What the handler receives: the request after validation (defaults filled in). */
export type ActionBody<N extends ActionName> = v.InferOutput<SpecOf<N>['request']>;
/** What the action answers. */
export type ActionResult<N extends ActionName> = v.InferOutput<SpecOf<N>['response']>;
/** Every code a call of this action may fail with. */
export type ActionErrorCodeOf<N extends ActionName> = RouterErrorCode | SpecOf<N>['errors'][number];

/** Actions that change nothing: safe to repeat, to cache and to revalidate. */
export type ReadActionName = {
  [N in ActionName]: SpecOf<N>['changesState'] extends false ? N : never;
}[ActionName];
export type WriteActionName = Exclude<ActionName, ReadActionName>;

export function actionUrl(name: ActionName): string {
  return `/action/${name}`;
}

/**
 * GET for a read-only action without input (cacheable, and what the platform has always been
 * called with); POST otherwise, as a GET query string cannot carry typed JSON.
 */
export function actionMethod(name: ActionName): 'GET' | 'POST' {
  const spec: ActionSpec = ACTIONS[name];
  return !spec.changesState && spec.request === NO_BODY ? 'GET' : 'POST';
}
