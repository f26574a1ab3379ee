import * as v from 'valibot';
import { CSRF_COOKIE, CSRF_HEADER, MARKET_HEADER, actionErrorSchema } from './common';
import type { Market } from '../markets';

/** A failed action, with the server's stable code and a message fit to show. */
export class ActionCallError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ActionCallError';
  }
}

export interface CallActionOptions<T> {
  market: Market;
  body?: unknown;
  /** Parses the response; a response that does not match is an error, never a cast. */
  schema: v.GenericSchema<unknown, T>;
  /** Read-only actions may be sent as GET (cacheable by the browser's back/forward cache). */
  method?: 'GET' | 'POST';
  signal?: AbortSignal;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Calls `/action/<namespace>/<action>` on the platform: JSON in and out, the market header, and
 * the CSRF cookie echoed in its header (the platform sets the cookie on the first call).
 */
export async function callAction<T>(name: string, options: CallActionOptions<T>): Promise<T> {
  const method = options.method ?? 'POST';
  const csrf = readCookie(CSRF_COOKIE);
  const response = await fetch(`/action/${name}`, {
    method,
    credentials: 'same-origin',
    headers: {
      [MARKET_HEADER]: options.market,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
    },
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
    signal: options.signal,
  });
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = v.safeParse(actionErrorSchema, payload);
    if (error.success)
      throw new ActionCallError(response.status, error.output.code, error.output.message);
    throw new ActionCallError(response.status, 'HTTP', 'Something went wrong!');
  }
  const parsed = v.safeParse(options.schema, payload);
  if (!parsed.success)
    throw new ActionCallError(
      response.status,
      'SPEC-CONTRACT-001',
      `${name} answered in an unexpected shape.`,
    );
  return parsed.output;
}
