import type { Market, SearchKeyResponse } from '@specify/contracts';
import { callAction } from '@specify/contracts';

let pending: Promise<SearchKeyResponse> | undefined;

/**
 * The session's secured search key (GET /action/search/getSearchKey). Its embedded filter hides
 * internal-only records from everyone but internal users.
 */
export function getSearchKey(market: Market): Promise<SearchKeyResponse> {
  return callAction('search/getSearchKey', { market });
}

/** Starts the key request at mount, while the listing's code is still loading. */
export function prefetchSearchKey(market: Market) {
  const promise = getSearchKey(market);
  promise.catch(() => undefined);
  pending = promise;
}

/** The prefetched key once (a later session change asks again), else a fresh request. */
export function takeSearchKey(market: Market): Promise<SearchKeyResponse> {
  const prefetched = pending;
  pending = undefined;
  return prefetched ?? getSearchKey(market);
}
