import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SearchApiError } from '@specify/search-engine';
import { sourceAllowed, verifySecuredApiKey, type VerifiedKey } from './secured-keys';

export interface KeyOptions {
  appId: string;
  /** The search-only key: accepted as is, and the parent (HMAC secret) of secured keys. */
  searchApiKey: string;
}

const INVALID = 'Invalid Application-ID or API key';

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A credential from the headers or the query string, whatever the case of its name. */
function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string' && header) return header;
  const query = request.query as Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key.toLowerCase() === name && typeof value === 'string' && value) return value;
  }
  return undefined;
}

/** Who is calling: the key's restrictions, checked against the app ID and the caller's address. */
export function authenticate(request: FastifyRequest, options: KeyOptions, now: Date): VerifiedKey {
  const appId = credential(request, 'x-algolia-application-id');
  const apiKey = credential(request, 'x-algolia-api-key');
  if (!appId || !apiKey || !same(appId, options.appId)) throw new SearchApiError(403, INVALID);
  if (same(apiKey, options.searchApiKey)) return { searchParams: {} };
  const key = verifySecuredApiKey(apiKey, options.searchApiKey, now);
  if (!sourceAllowed(key, request.ip)) {
    throw new SearchApiError(403, 'Source not allowed with this API key');
  }
  return key;
}
