import type { FastifyRequest } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE } from '@specify/contracts';

/** How the platform names and flags its cookies; read by every cookie writer and reader. */
export interface CookiePolicy {
  /**
   * The session cookie's name. Production's `__Host-` prefix makes the browser refuse the cookie
   * unless it is Secure, host-only and for path /, so no subdomain or plain-http page can plant
   * one. Development keeps the plain name, which works on http://localhost.
   */
  sessionCookie: string;
  /**
   * The double-submit CSRF cookie's name, `__Host-` in production for the same reason: a sibling
   * subdomain could otherwise plant a token of its choosing beside the page's. The action client
   * reads either name (CSRF_COOKIE_NAMES).
   */
  csrfCookie: string;
  /** Production marks every cookie Secure; development only when the request came over https. */
  alwaysSecure: boolean;
}

export function cookiePolicy(production: boolean): CookiePolicy {
  return production
    ? {
        sessionCookie: `__Host-${SESSION_COOKIE}`,
        csrfCookie: `__Host-${CSRF_COOKIE}`,
        alwaysSecure: true,
      }
    : { sessionCookie: SESSION_COOKIE, csrfCookie: CSRF_COOKIE, alwaysSecure: false };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by buildPlatform; a router mounted on its own (in a test) has development's. */
    cookiePolicy?: CookiePolicy;
  }
}

/** The policy of the app that answers this request. */
export function cookiePolicyOf(request: FastifyRequest): CookiePolicy {
  return request.server.cookiePolicy ?? cookiePolicy(false);
}

/** Whether a cookie set in answer to this request is Secure. */
export function secureCookie(request: FastifyRequest): boolean {
  return cookiePolicyOf(request).alwaysSecure || request.protocol === 'https';
}
