import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type {
  Market,
  MarketSearchIndices,
  RuntimeConfig,
  SearchKeyResponse,
  SearchRuntimeConfig,
} from '@specify/contracts';
import { getSearchConfig } from './search-config';
import { getSearchKey, takeSearchKey } from './search-key';

export interface SearchClient {
  client: LiteClient;
  /** The market's index names. */
  indices: MarketSearchIndices;
  /** The runtime config's search section (hosts, insights host, index names). */
  config: SearchRuntimeConfig;
  /** Stops renewing the key. */
  dispose: () => void;
}

export interface SearchClientOptions {
  /** Told each renewed key once the client uses it (search analytics re-initialise with it). */
  onKeyRenewed?: (key: SearchKeyResponse) => void;
}

/** The key is renewed this long before its validUntil, so a page left open keeps searching. */
export const KEY_RENEWAL_LEAD_MS = 5 * 60_000;
/** After a failed renewal, the next attempt. */
export const KEY_RETRY_MS = 30_000;

/**
 * How long a search may take. algoliasearch's browser defaults (1 s to the answer's first byte,
 * 2 s for the rest) suit Algolia's several hosts, where a slow one is left for the next; the
 * platform is this client's only host, so a timeout is the visitor's error, with no other host to
 * try. A search gets the time an action gets (DEFAULT_ACTION_TIMEOUT_MS, 15 s) before it fails.
 */
export const SEARCH_TIMEOUTS = { connect: 10_000, read: 5_000, write: 30_000 } as const;

/**
 * The search client of a session: the config's hosts and index names with the session's secured
 * key (the prefetched one if any), renewed before it expires and retried when renewal fails.
 */
export async function createSearchClient(
  config: RuntimeConfig,
  market: Market,
  options: SearchClientOptions = {},
): Promise<SearchClient> {
  const [search, key] = await Promise.all([getSearchConfig(config), takeSearchKey(market)]);
  const client = liteClient(key.appId, key.apiKey, {
    timeouts: SEARCH_TIMEOUTS,
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
            // setClientApiKey leaves the client's apiKey field as it was; readers of it (such as
            // InstantSearch's insights middleware) must see the key in use.
            client.apiKey = next.apiKey;
            options.onKeyRenewed?.(next);
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
    config: search,
    dispose: () => {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
