import useSWR from 'swr';
import type { SearchClient } from '@specify/ui/search-client';

/**
 * The `categoryKeys` that hold at least one product this session may see, from one facet query on
 * the search-variant index (no hits, only the counts). Undefined until it has answered, or if it
 * failed: the tree then offers every entry, as it did before.
 */
export function usePopulatedCategoryKeys(runtime: SearchClient): ReadonlySet<string> | undefined {
  const indexName = runtime.indices['search-variant'].newest;
  const { data } = useSWR(
    ['builder:populated-category-keys', indexName],
    async () => {
      const { results } = await runtime.client.search([
        {
          indexName,
          params: { query: '', hitsPerPage: 0, facets: ['categoryKeys'], maxValuesPerFacet: 1000 },
        },
      ]);
      const [first] = results;
      const counts = first && 'facets' in first ? (first.facets?.categoryKeys ?? {}) : {};
      return new Set(Object.keys(counts).filter((key) => (counts[key] ?? 0) > 0));
    },
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  return data;
}
