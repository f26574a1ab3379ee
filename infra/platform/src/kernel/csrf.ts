import type {} from '@fastify/cookie';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@specify/contracts';
import { cookiePolicyOf, secureCookie } from './cookie-policy';

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Double-submit CSRF: a state-changing call must echo the readable CSRF cookie in a header. */
export function csrfHolds(request: FastifyRequest): boolean {
  const cookie = request.cookies[cookiePolicyOf(request).csrfCookie];
  const header = request.headers[CSRF_HEADER];
  return typeof cookie === 'string' && typeof header === 'string' && sameToken(cookie, header);
}

/**
 * Readable by the page's script (callAction echoes it); `__Host-` and Secure in production
 * (cookie-policy.ts).
 */
function setCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.setCookie(cookiePolicyOf(request).csrfCookie, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    secure: secureCookie(request),
  });
}

export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.cookies[cookiePolicyOf(request).csrfCookie]) setCsrfCookie(request, reply);
}

/** A new token whenever the session changes hands (login, logout). */
export function rotateCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  setCsrfCookie(request, reply);
}
