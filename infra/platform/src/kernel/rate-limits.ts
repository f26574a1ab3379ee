import type { FastifyRequest } from 'fastify';
import { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { ActionName } from '@specify/contracts';
import type { Services } from './services';
import { databaseRateLimitStore } from './database-rate-limit-store';

/** At most `max` requests of one kind from one client address in any `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Per client address (`request.ip`: the socket's, or the proxy's forwarded one when trustProxy is
 * set). Generous, so an office behind one address and the end-to-end suites never meet them; they
 * stop floods and spraying, while the per-email sign-in throttle (actions/account/auth.ts) stops
 * guessing one password. Counts live in the database (rate_limit_counters), so N instances behind
 * a load balancer allow what one does.
 */
export const RATE_LIMITS = {
  signIn: { max: 60, windowMs: MINUTE },
  signUp: { max: 20, windowMs: 60 * MINUTE },
  passwordReset: { max: 20, windowMs: 15 * MINUTE },
  verificationMail: { max: 20, windowMs: 15 * MINUTE },
  contact: { max: 10, windowMs: 10 * MINUTE },
  feedback: { max: 20, windowMs: 10 * MINUTE },
  // Every catalogue page view asks for a key; signing it is cheap.
  searchKey: { max: 300, windowMs: MINUTE },
  // A widget token may start a session: a page view asks for one, a flood is stopped.
  widgetToken: { max: 300, windowMs: MINUTE },
  // Rendering a PDF takes a browser page: the PDF routes share one budget.
  pdf: { max: 20, windowMs: MINUTE },
  upload: { max: 30, windowMs: MINUTE },
  // The shell sends a batch or two per page view; above this, events are only lost samples.
  remoteEvents: { max: 120, windowMs: MINUTE },
  // Search insights (/1/events): a page view sends a few; they are stored, so they are bounded.
  insights: { max: 300, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
/** Replaces some of RATE_LIMITS (tests set small ones). */
export type RateLimitSettings = Partial<Record<RateLimitName, RateLimit>>;

/** The actions with a limit of their own; actions sharing a name share one count. */
export const ACTION_RATE_LIMITS: Partial<Record<ActionName, RateLimitName>> = {
  'account/login': 'signIn',
  'account/auth0login': 'signIn',
  'account/register': 'signUp',
  'account/requestResetPassword': 'passwordReset',
  'account/resetPassword': 'passwordReset',
  'account/resendEmailVerification': 'verificationMail',
  'account/requestConfirmationEmail': 'verificationMail',
  'contact/submitContactForm': 'contact',
  'feedback/submit': 'feedback',
  'search/getSearchKey': 'searchKey',
  'product/getJWTToken': 'widgetToken',
};

/** Which limit a route's requests count against: a name, or one chosen per request. */
export type RateLimitedBy =
  RateLimitName | ((request: FastifyRequest) => RateLimitName | undefined);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on a route to limit it (kernel/rate-limits.ts); routes without it are not limited. */
    rateLimitedBy?: RateLimitedBy;
  }
}

/** `/action/<namespace>/<action>`'s limit, by the action's name. */
export function actionRateLimit(request: FastifyRequest): RateLimitName | undefined {
  const { namespace, action } = request.params as { namespace?: string; action?: string };
  return ACTION_RATE_LIMITS[`${namespace}/${action}` as ActionName];
}

/** What a limited request is answered with (429, Retry-After in seconds already set). */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED';
  /** Its message is written for the client: the app's error handler passes it on (errors.ts). */
  readonly expose = true;

  constructor(retryAfter: string) {
    super(`Too many requests. Please try again in ${retryAfter}.`);
    this.name = 'RateLimitedError';
  }
}

function limitNameOf(request: FastifyRequest): RateLimitName | undefined {
  const limitedBy = request.routeOptions.config.rateLimitedBy;
  return typeof limitedBy === 'function' ? limitedBy(request) : limitedBy;
}

/**
 * @fastify/rate-limit's options: one count per limit name and client address, applied on every
 * route that names a limit (`config: { rateLimitedBy }`), before its body is read. The counts are
 * kept in the services' database, shared by every instance on it; an app without services (the
 * site alone) keeps them in memory.
 */
export function rateLimitPluginOptions(
  settings: RateLimitSettings = {},
  counts?: Pick<Services, 'db' | 'now'>,
): RateLimitPluginOptions {
  const limits: Record<RateLimitName, RateLimit> = { ...RATE_LIMITS, ...settings };
  const limitOf = (request: FastifyRequest) => {
    const name = limitNameOf(request);
    return name ? limits[name] : undefined;
  };
  return {
    global: true,
    hook: 'onRequest',
    ...(counts ? { store: databaseRateLimitStore(counts.db, counts.now) } : { cache: 50_000 }),
    keyGenerator: (request) => {
      const name = limitNameOf(request);
      return name ? `${name}|${normalizeIP(request.ip)}` : '';
    },
    // Every route passes through here; only the named ones are counted.
    allowList: (_request, key) => key === '',
    max: (request) => limitOf(request)?.max ?? Number.MAX_SAFE_INTEGER,
    timeWindow: (request) => limitOf(request)?.windowMs ?? MINUTE,
    // Only a refused request says anything about the limits.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
    errorResponseBuilder: (_request, context) => new RateLimitedError(context.after),
  };
}
