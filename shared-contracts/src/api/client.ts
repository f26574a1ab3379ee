import * as v from 'valibot';
import type { Market } from '../markets';
import { ACCOUNT_ACTIONS } from './account';
import { isActionErrorCode, type ActionErrorCode, type ClientErrorCode } from './action-errors';
import { actionMethod, actionUrl } from './action-http';
import type { ActionSpec } from './action-spec';
import type { ActionName, ActionNamespace, ActionRequest, ActionResult } from './actions';
import { CART_ACTIONS } from './cart';
import { CSRF_COOKIE_NAMES, CSRF_HEADER, MARKET_HEADER, actionErrorSchema } from './common';
import { SEARCH_ACTIONS } from './search';
import { WISHLIST_ACTIONS } from './wishlist';

/** What a screen says when a call could not reach the platform at all. */
export const NO_INTERNET_MESSAGE =
  'You appear to be offline. Please check your internet connection and try again.';

/** A call that has had no answer by then is abandoned, so a hung call never hangs a screen. */
export const DEFAULT_ACTION_TIMEOUT_MS = 15_000;

/** A failed action, with a stable code and a message fit to show. */
export class ActionCallError extends Error {
  constructor(
    /** The HTTP status; 0 when no answer came. */
    readonly statusCode: number,
    readonly code: ActionErrorCode | ClientErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ActionCallError';
  }
}

/** What a screen says for a failed call, in its own words where the platform's will not do. */
export interface ActionFailureWords {
  /** No answer came (storefront §8 and project-builder §8: the no-internet message). */
  offline: string;
  /** The answer did not come in time. */
  timeout: string;
  /** Anything else the visitor cannot act on: a server failure, an answer of the wrong shape. */
  fallback: string;
}

/**
 * What a failed call says to the visitor: the platform's message for an expected failure (one it
 * names with its own code and wrote to be shown, storefront §8 "the server's message as is", a
 * mail that could not be sent included), the offline and timeout words when no answer came, else
 * the fallback: an unexpected server error (INTERNAL), a proxy's answer, an answer of the wrong
 * shape.
 */
export function actionFailureMessage(error: unknown, words: ActionFailureWords): string {
  if (!(error instanceof ActionCallError)) return words.fallback;
  if (error.code === 'NETWORK') return words.offline;
  if (error.code === 'TIMEOUT') return words.timeout;
  if (error.code === 'HTTP' || error.code === 'SPEC-CONTRACT-001' || error.code === 'INTERNAL')
    return words.fallback;
  return error.message;
}

/** The body is optional when the action's request has no required field. */
type BodyOption<N extends ActionName> =
  Record<string, never> extends ActionRequest<N>
    ? { body?: ActionRequest<N> }
    : { body: ActionRequest<N> };

export type CallActionOptions<N extends ActionName> = BodyOption<N> & {
  market: Market;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with `TIMEOUT`; DEFAULT_ACTION_TIMEOUT_MS by default. */
  timeoutMs?: number;
};

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The headers every call to the platform's own endpoints carries: the market, and the CSRF cookie
 * echoed (double submit). callAction sends them; so does any other same-site POST (upload-excel).
 */
export function siteHeaders(market: Market): Record<string, string> {
  const csrf = CSRF_COOKIE_NAMES.map(readCookie).find((value) => value !== undefined);
  return { [MARKET_HEADER]: market, ...(csrf ? { [CSRF_HEADER]: csrf } : {}) };
}

/**
 * Rejects when the caller aborts or the time is up, aborting the request with it; `release`
 * clears the timer and the listener once the call has settled.
 */
function deadline(name: ActionName, timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let reject!: (reason: unknown) => void;
  const expired = new Promise<never>((_resolve, rejectWith) => {
    reject = rejectWith;
  });
  // Once the call has settled, a late rejection has no one to tell.
  expired.catch(() => undefined);
  const fail = (reason: unknown) => {
    controller.abort(reason);
    reject(reason);
  };
  const timer = setTimeout(() => {
    const seconds = timeoutMs / 1000;
    fail(
      new ActionCallError(
        0,
        'TIMEOUT',
        `${name} did not answer within ${seconds} s. Check the connection and try again.`,
      ),
    );
  }, timeoutMs);
  const onAbort = () => fail(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    expired,
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** Every action of one namespace, with its spec. */
type NamespaceTable<Namespace extends ActionNamespace> = {
  readonly [N in ActionName as N extends `${Namespace}/${string}` ? N : never]: ActionSpec;
};

/**
 * Each namespace's action table, whose response schemas the client parses answers with. The
 * chrome reads the session, the cart and the search key on every page, and the wishlist is as
 * small as it is common, so those come with the core; the others (the catalogue's, the contact
 * form's, feedback's and the project builder's, most of the schemas) load with their namespace's
 * first call, beside its request, never in front of it.
 */
const ACTION_TABLES: {
  [Namespace in ActionNamespace]: () => Promise<NamespaceTable<Namespace>>;
} = {
  account: async () => ACCOUNT_ACTIONS,
  cart: async () => CART_ACTIONS,
  wishlist: async () => WISHLIST_ACTIONS,
  search: async () => SEARCH_ACTIONS,
  product: () => import('./catalogue').then((module) => module.PRODUCT_ACTIONS),
  contact: () => import('./contact').then((module) => module.CONTACT_ACTIONS),
  feedback: () => import('./feedback').then((module) => module.FEEDBACK_ACTIONS),
  project: () => import('./project').then((module) => module.PROJECT_ACTIONS),
};

async function responseSchemaOf(name: ActionName): Promise<v.GenericSchema> {
  const namespace = name.slice(0, name.indexOf('/')) as ActionNamespace;
  const table: Partial<Record<ActionName, ActionSpec>> = await ACTION_TABLES[namespace]();
  // NamespaceTable holds every name of the namespace, so only a mistyped cast could miss.
  const spec = table[name];
  if (!spec) throw new Error(`${name} is not in its namespace's action table.`);
  return spec.response;
}

async function send<N extends ActionName>(
  name: N,
  options: CallActionOptions<N>,
  signal: AbortSignal,
): Promise<ActionResult<N>> {
  const method = actionMethod(name);
  const schema = responseSchemaOf(name);
  // Settled here, so a schema that fails to load while the request fails too is no unhandled
  // rejection; it is read once the answer is in.
  schema.catch(() => undefined);
  const response = await fetch(actionUrl(name), {
    method,
    credentials: 'same-origin',
    headers: {
      ...siteHeaders(options.market),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    signal,
  }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    // Storefront §8 "Failed to fetch or offline: error.no.internet".
    throw new ActionCallError(0, 'NETWORK', NO_INTERNET_MESSAGE);
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = v.safeParse(actionErrorSchema, payload);
    if (!error.success) throw new ActionCallError(response.status, 'HTTP', 'Something went wrong!');
    const { code, message } = error.output;
    throw new ActionCallError(response.status, isActionErrorCode(code) ? code : 'HTTP', message);
  }
  const responseSchema = await schema.catch(() => {
    // The schemas could not be fetched: as good as no answer.
    throw new ActionCallError(0, 'NETWORK', NO_INTERNET_MESSAGE);
  });
  const parsed = v.safeParse(responseSchema, payload);
  if (!parsed.success)
    throw new ActionCallError(
      response.status,
      'SPEC-CONTRACT-001',
      `${name} answered in an unexpected shape.`,
    );
  return parsed.output as ActionResult<N>;
}

/**
 * Calls `/action/<name>` on the platform, typed by the action catalogue: JSON in and out, the
 * market header, and the CSRF cookie echoed in its header (the platform sets the cookie on the
 * first call). The answer is parsed with the action's response schema, never cast.
 */
export async function callAction<N extends ActionName>(
  name: N,
  options: CallActionOptions<N>,
): Promise<ActionResult<N>> {
  const limit = deadline(name, options.timeoutMs ?? DEFAULT_ACTION_TIMEOUT_MS, options.signal);
  try {
    return await Promise.race([send(name, options, limit.signal), limit.expired]);
  } finally {
    limit.release();
  }
}
