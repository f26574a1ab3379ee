import aa from 'search-insights';
import type { Market, RuntimeConfig, Session } from '@specify/contracts';
import { createSearchClient, type SearchClient } from '@specify/ui/search-client';
import { anonymousToken } from '../model/insights-storage';

export type InsightsClient = typeof aa;

export interface SearchRuntime extends SearchClient {
  insightsClient: InsightsClient;
  userToken: string;
}

/** Logged-in users are tracked by accountId, visitors by a locally stored anonymous token. */
export function insightsUserToken(session: Session): string {
  return session.status === 'authenticated' ? session.account.accountId : anonymousToken();
}

/**
 * The shared search client of a session (the prefetched key, renewed before it expires) with the
 * bundled search-insights (InstantSearch would otherwise load it from a CDN) on the same key.
 */
export async function createSearchRuntime(
  config: RuntimeConfig,
  market: Market,
  session: Session,
): Promise<SearchRuntime> {
  const search = await createSearchClient(config, market, {
    onKeyRenewed: (next) => aa('init', { appId: next.appId, apiKey: next.apiKey, partial: true }),
  });
  const userToken = insightsUserToken(session);
  aa('init', {
    appId: search.client.appId,
    apiKey: search.client.apiKey,
    host: search.config.insightsHost,
    useCookie: false,
    partial: true,
  });
  aa('setUserToken', userToken);
  return { ...search, insightsClient: aa, userToken };
}
