import { liteClient, type LiteClient } from 'algoliasearch/lite';
import aa from 'search-insights';
import type { Market, MarketSearchIndices, RuntimeConfig, Session } from '@specify/contracts';
import { getSearchConfig } from './get-search-config';
import { getSearchKey, takeSearchKey } from './get-search-key';
import { anonymousToken } from '../model/insights-storage';

export type InsightsClient = typeof aa;

export interface SearchRuntime {
  client: LiteClient;
  indices: MarketSearchIndices;
  insightsClient: InsightsClient;
  userToken: string;
  /** Stops renewing the key. */
  dispose: () => void;
}

/** The key is renewed this long before its validUntil, so a page left open keeps searching. */
export const KEY_RENEWAL_LEAD_MS = 5 * 60_000;
/** After a failed renewal, the next attempt. */
export const KEY_RETRY_MS = 30_000;

/** Logged-in users are tracked by accountId, visitors by a locally stored anonymous token. */
export function insightsUserToken(session: Session): string {
  return session.status === 'authenticated' ? session.account.accountId : anonymousToken();
}

/**
 * The search client of a session: the config's hosts and index names, the session's secured key,
 * and the bundled search-insights (InstantSearch would otherwise load it from a CDN).
 */
export async function createSearchRuntime(
  config: RuntimeConfig,
  market: Market,
  session: Session,
): Promise<SearchRuntime> {
  const search = await getSearchConfig(config);
  const key = await takeSearchKey(market);
  const client = liteClient(key.appId, key.apiKey, {
    hosts: search.hosts.map((host) => ({
      url: host.url,
      protocol: host.protocol,
      accept: 'readWrite' as const,
    })),
  });
  const userToken = insightsUserToken(session);
  aa('init', {
    appId: key.appId,
    apiKey: key.apiKey,
    host: search.insightsHost,
    useCookie: false,
    partial: true,
  });
  aa('setUserToken', userToken);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const renewAfter = (ms: number) => {
    if (disposed) return;
    timer = setTimeout(
      () => {
        getSearchKey(market).then(
          (next) => {
            client.setClientApiKey({ apiKey: next.apiKey });
            // InstantSearch's insights middleware sends events with the client's apiKey field.
            client.apiKey = next.apiKey;
            aa('init', { appId: next.appId, apiKey: next.apiKey, partial: true });
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
    insightsClient: aa,
    userToken,
    dispose: () => {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
