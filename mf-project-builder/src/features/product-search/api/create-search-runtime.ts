import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type {
  Market,
  MarketSearchIndices,
  RuntimeConfig,
  SearchKeyResponse,
} from '@specify/contracts';
import { callAction } from '@specify/contracts';
import { getSearchConfig } from './get-search-config';

export interface SearchRuntime {
  client: LiteClient;
  indices: MarketSearchIndices;
  /** Stops renewing the key. */
  dispose: () => void;
}

/** The key is renewed this long before its validUntil, so a tab left open keeps searching. */
export const KEY_RENEWAL_LEAD_MS = 5 * 60_000;
/** After a failed renewal, the next attempt. */
export const KEY_RETRY_MS = 30_000;

/**
 * The session's secured search key (GET /action/search/getSearchKey). Its embedded filter hides
 * internal-only records from everyone but internal users.
 */
export function getSearchKey(market: Market): Promise<SearchKeyResponse> {
  return callAction('search/getSearchKey', { market });
}

/**
 * The search client of a session: the config's hosts and index names with the session's secured
 * key, renewed before it expires. (mf-catalogue's runtime without insights: the builder sends no
 * search analytics. A candidate for @specify/ui, which both remotes could share.)
 */
export async function createSearchRuntime(
  config: RuntimeConfig,
  market: Market,
): Promise<SearchRuntime> {
  const [search, key] = await Promise.all([getSearchConfig(config), getSearchKey(market)]);
  const client = liteClient(key.appId, key.apiKey, {
    hosts: search.hosts.map((host) => ({
      url: host.url,
      protocol: host.protocol,
      accept: 'readWrite' as const,
    })),
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const renewAfter = (ms: number) => {
    if (disposed) return;
    timer = setTimeout(
      () => {
        getSearchKey(market).then(
          (next) => {
            if (disposed) return;
            client.setClientApiKey({ apiKey: next.apiKey });
            renewAfter(next.validUntil * 1000 - Date.now() - KEY_RENEWAL_LEAD_MS);
          },
          () => renewAfter(KEY_RETRY_MS),
        );
      },
      Math.max(ms, 0),
    );
  };
  renewAfter(key.validUntil * 1000 - Date.now() - KEY_RENEWAL_LEAD_MS);

  return {
    client,
    indices: search.indices[market],
    dispose: () => {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
