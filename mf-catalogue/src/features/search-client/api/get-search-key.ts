import type { Market, SearchKeyResponse } from '@specify/contracts';
import { callAction, searchKeyResponseSchema } from '@specify/contracts';

export const DEFAULT_KEY_URL = '/action/search/getSearchKey';

let pending: { keyUrl: string; promise: Promise<SearchKeyResponse> } | undefined;

/**
 * The session's secured search key (GET /action/search/getSearchKey, the config's keyUrl). Its
 * embedded filter hides internal-only records from everyone but internal users.
 */
export function getSearchKey(keyUrl: string, market: Market): Promise<SearchKeyResponse> {
  return callAction(keyUrl.replace(/^\/action\//, ''), {
    market,
    method: 'GET',
    schema: searchKeyResponseSchema,
  });
}

/** Starts the key request at mount, while the listing's code is still loading. */
export function prefetchSearchKey(keyUrl: string, market: Market) {
  const promise = getSearchKey(keyUrl, market);
  promise.catch(() => undefined);
  pending = { keyUrl, promise };
}

/** The prefetched key once (a later session change asks again), else a fresh request. */
export function takeSearchKey(keyUrl: string, market: Market): Promise<SearchKeyResponse> {
  const prefetched = pending?.keyUrl === keyUrl ? pending.promise : undefined;
  pending = undefined;
  return prefetched ?? getSearchKey(keyUrl, market);
}
