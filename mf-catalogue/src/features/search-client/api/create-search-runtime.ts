import { liteClient, type LiteClient } from 'algoliasearch/lite';
import aa from 'search-insights';
import type { Market, MarketIndexNames, RuntimeConfig, Session } from '@specify/contracts';
import { getSearchConfig } from './get-search-config';
import { takeSearchKey } from './get-search-key';
import { anonymousToken } from './insights-storage';

export type InsightsClient = typeof aa;

export interface SearchRuntime {
  client: LiteClient;
  indices: MarketIndexNames;
  insightsClient: InsightsClient;
  userToken: string;
}

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
  const key = await takeSearchKey(search.keyUrl, market);
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
  return { client, indices: search.indices[market], insightsClient: aa, userToken };
}
