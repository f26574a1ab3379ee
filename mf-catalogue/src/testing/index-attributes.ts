import type { Market } from '@specify/contracts';
import { searchIndices } from '@specify/contracts';
import { catalogueIndexSettings, parseFilters } from '@specify/search-engine';

/** The attributes a market's products index can filter on, as the platform builds it. */
export function filterableAttributes(market: Market): Set<string> {
  const { attributesForFaceting } = catalogueIndexSettings(
    market,
    searchIndices('specify')[market].products,
  );
  return new Set(
    attributesForFaceting.map((entry) =>
      entry.replace(/^(?:searchable|filterOnly)\((.*)\)$/, '$1'),
    ),
  );
}

/** The conditions of a filter string, parsed by the engine (throws on a syntax error). */
export function filterConditions(filters: string) {
  return parseFilters(filters).flat();
}
