// @specify/ui/search-key: the session's secured search key, without the search client, so a
// remote's lifecycle entry can ask for the key at mount and never carries algoliasearch.
import type { Market, SearchKeyResponse } from '@specify/contracts';
import { callAction } from '@specify/contracts';

let pending: { market: Market; key: Promise<SearchKeyResponse> } | undefined;

/**
 * The session's secured search key (GET /action/search/getSearchKey). Its embedded filter hides
 * internal-only records from everyone but internal users.
 */
export function getSearchKey(market: Market): Promise<SearchKeyResponse> {
  return callAction('search/getSearchKey', { market });
}

/** Starts the key request at mount, while the screens' code is still loading. */
export function prefetchSearchKey(market: Market) {
  const key = getSearchKey(market);
  key.catch(() => undefined);
  pending = { market, key };
}

/** The prefetched key once (a later session change asks again), else a fresh request. */
export function takeSearchKey(market: Market): Promise<SearchKeyResponse> {
  const prefetched = pending;
  pending = undefined;
  return prefetched?.market === market ? prefetched.key : getSearchKey(market);
}
