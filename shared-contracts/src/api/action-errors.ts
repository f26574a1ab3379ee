/**
 * Every code a failed action may answer with (the `code` of `ActionErrorBody`). A code never
 * changes meaning; front ends branch on it and show the message that comes with it.
 */

/** What the action router itself answers, before or around any handler. */
export const ROUTER_ERROR_CODES = [
  'UNKNOWN_ACTION',
  'METHOD_NOT_ALLOWED',
  'CSRF',
  'INVALID_JSON',
  'INVALID_BODY',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** Too many requests of this kind from one address: 429 with Retry-After (seconds). */
  'RATE_LIMITED',
  'INTERNAL',
] as const;

/** What handlers answer; the action catalogue lists which of them each action may answer. */
export const DOMAIN_ERROR_CODES = [
  'error.auth.wrong',
  'error.auth.wrong.details',
  'error.auth.email.wrong',
  'error.auth.password.wrong',
  'error.auth.throttled',
  'error.auth.required',
  'error.wrong.email',
  'error.password.notConfirmed',
  'error.password.old.wrong',
  'error.password.wrong',
  'error.verification.send',
  'error.link.invalid',
  'error.link.already.used',
  'error.link.expired',
  'error.profile.missing',
  'error.profile.role',
  'error.profile.phone',
  'error.profile.readonly',
  'error.address.unknown',
  'error.address.incomplete',
  'error.product.unavailable',
  'error.cart.lineItem',
  'error.cart.shippingMethod',
  'error.cart.full',
  'error.cart.count',
  'error.cart.empty',
  'error.cart.outOfStock',
  'error.cart.changed',
  'error.discount.invalid',
  'error.discount.notOnCart',
  'error.order.unknown',
  'error.session.expired',
  'error.wishlist.lineItem',
  'error.wishlist.full',
  'error.wishlist.count',
  'error.contact.invalid',
  'error.contact.captcha',
  'error.contact.unavailable',
  'error.feedback.throttled',
  'error.project.notFound',
  'error.project.stale',
  'error.project.lineItem',
  'error.project.rooms',
  'error.project.full',
] as const;

export const ACTION_ERROR_CODES = [...ROUTER_ERROR_CODES, ...DOMAIN_ERROR_CODES] as const;

export type RouterErrorCode = (typeof ROUTER_ERROR_CODES)[number];
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
/** A code the platform answers a failed action with. */
export type ActionErrorCode = (typeof ACTION_ERROR_CODES)[number];

/**
 * Failures the client names itself: `HTTP` (an error without a readable body), `TIMEOUT` (no
 * answer in time) and `SPEC-CONTRACT-001` (an answer in a shape the catalogue does not allow).
 */
/** NETWORK: the request never reached the platform (offline, DNS, connection refused). */
export const CLIENT_ERROR_CODES = ['HTTP', 'TIMEOUT', 'NETWORK', 'SPEC-CONTRACT-001'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export function isActionErrorCode(code: unknown): code is ActionErrorCode {
  return (ACTION_ERROR_CODES as readonly unknown[]).includes(code);
}
