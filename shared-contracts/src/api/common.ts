import * as v from 'valibot';
import type { ActionErrorCode } from './action-errors';

/** State-changing actions must echo the CSRF cookie in this header (double-submit). */
export const CSRF_COOKIE = 'specify_csrf';
/** The names the CSRF cookie may have: production's `__Host-` one first, then development's. */
export const CSRF_COOKIE_NAMES = [`__Host-${CSRF_COOKIE}`, CSRF_COOKIE] as const;
export const CSRF_HEADER = 'x-csrf-token';
/** The market a request acts for; falls back to the locale cookie, then au. */
export const MARKET_HEADER = 'x-specify-market';
export const SESSION_COOKIE = 'specify_session';

/** The body of every failed action: a stable code and a message fit to show. */
export interface ActionErrorBody {
  isError: true;
  statusCode: number;
  code: ActionErrorCode;
  message: string;
  /** The spec's readers look for `error.message` (contact) and `details.errorMessage` (sign-up). */
  error: { message: string };
  /** Registration errors carry the message here too (storefront §7 "a 400 carries details.errorMessage"). */
  details?: { errorMessage: string; issues?: string[] };
}

export const actionErrorSchema = v.object({
  isError: v.literal(true),
  statusCode: v.number(),
  code: v.string(),
  message: v.string(),
  error: v.optional(v.object({ message: v.string() })),
  details: v.optional(
    v.object({ errorMessage: v.string(), issues: v.optional(v.array(v.string())) }),
  ),
});

/** Trimmed, bounded text: every free-text field has a ceiling so no body can be unbounded. */
export function boundedText(max: number) {
  return v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`));
}

export const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
