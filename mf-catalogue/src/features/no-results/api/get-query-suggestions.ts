import type { LiteClient } from 'algoliasearch/lite';

/** Did-you-mean suggestions: the query-suggestions index searched with the query (typo tolerant). */
export async function getQuerySuggestions(
  client: LiteClient,
  indexName: string,
  query: string,
): Promise<string[]> {
  if (!query.trim()) return [];
  const { results } = await client.search([
    { indexName, params: { query, hitsPerPage: 5, attributesToRetrieve: ['query'] } },
  ]);
  const [first] = results;
  if (!first || !('hits' in first)) return [];
  const seen = new Set<string>();
  for (const hit of first.hits as { query?: unknown }[]) {
    if (typeof hit.query === 'string' && hit.query.toLowerCase() !== query.trim().toLowerCase()) {
      seen.add(hit.query);
    }
  }
  return [...seen];
}
