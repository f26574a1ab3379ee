import type { LiteClient } from 'algoliasearch/lite';
import { callAction, type Market, type SearchRuntimeConfig } from '@specify/contracts';

/** Storefront §2: the search bar offers up to 5 suggestions while typing. */
export const MAX_SUGGESTIONS = 5;

export type SuggestionSource = (query: string, signal: AbortSignal) => Promise<string[]>;

/**
 * Suggestions from the query-suggestions index, through the real search client. algoliasearch is
 * loaded on the first keystroke, not with the page, and the session's secured key is asked for
 * then; both are kept for the next query.
 */
export function querySuggestionSource(
  search: SearchRuntimeConfig | undefined,
  market: Market,
): SuggestionSource {
  let client: Promise<LiteClient> | undefined;
  const connect = async () => {
    if (!search) throw new Error('Search is not configured for this site.');
    const [{ liteClient }, key] = await Promise.all([
      import(/* webpackChunkName: "search-client" */ 'algoliasearch/lite'),
      callAction('search/getSearchKey', { market }),
    ]);
    return liteClient(key.appId, key.apiKey, {
      hosts: search.hosts.map((host) => ({
        url: host.url,
        protocol: host.protocol,
        accept: 'read' as const,
      })),
    });
  };
  return async (query, signal) => {
    const trimmed = query.trim();
    if (!trimmed || !search) return [];
    client ??= connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    const indexName = search.indices[market]['query-suggestions'].newest;
    const { results } = await (
      await client
    ).search([
      {
        indexName,
        params: { query: trimmed, hitsPerPage: MAX_SUGGESTIONS, attributesToRetrieve: ['query'] },
      },
    ]);
    if (signal.aborted) return [];
    const [first] = results;
    if (!first || !('hits' in first)) return [];
    const seen = new Set<string>();
    for (const hit of first.hits as { query?: unknown }[]) {
      if (typeof hit.query === 'string') seen.add(hit.query);
    }
    return [...seen].slice(0, MAX_SUGGESTIONS);
  };
}
