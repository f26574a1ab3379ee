import * as v from 'valibot';
import type { Market } from './markets';
import { MARKETS } from './markets';

/**
 * Search index names and the `search` section of /config.json (storefront §7 "Search"). The
 * same names serve the platform's Algolia-compatible API and a hosted Algolia application, so
 * front ends read them from the runtime config as `indices[market][context][sort]` and never
 * build them by hand.
 */

/** The listing sorts (spec §9): the primary index lists newest first; replicas sort by name. */
export const SEARCH_SORTS = ['newest', 'name_asc', 'name_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

export function isSearchSort(value: unknown): value is SearchSort {
  return typeof value === 'string' && (SEARCH_SORTS as readonly string[]).includes(value);
}

/**
 * Each index context and the sorts it has (spec §7): listings have the name replicas; content
 * and query suggestions have only their primary index, found under `newest`.
 */
export const SEARCH_CONTEXT_SORTS = {
  products: SEARCH_SORTS,
  'search-variant': SEARCH_SORTS,
  content: ['newest'],
  'bim-library': SEARCH_SORTS,
  'query-suggestions': ['newest'],
} as const satisfies Record<string, readonly SearchSort[]>;
export type SearchContext = keyof typeof SEARCH_CONTEXT_SORTS;
export const SEARCH_CONTEXTS = Object.keys(SEARCH_CONTEXT_SORTS) as SearchContext[];

/** `{prefix}_{context}_{market}` plus `_name_asc` / `_name_desc` for a replica. */
export function searchIndexName(
  prefix: string,
  context: SearchContext,
  market: Market,
  sort: SearchSort = DEFAULT_SEARCH_SORT,
): string {
  const base = `${prefix}_${context.replace(/-/g, '_')}_${market}`;
  return sort === DEFAULT_SEARCH_SORT ? base : `${base}_${sort}`;
}

function indexNamesSchema<const S extends readonly SearchSort[]>(sorts: S) {
  // fromEntries cannot know its keys; they are exactly `sorts`.
  const entries = Object.fromEntries(sorts.map((sort) => [sort, v.string()]));
  return v.object(entries as Record<S[number], v.StringSchema<undefined>>);
}

const marketSearchIndicesSchema = v.object({
  products: indexNamesSchema(SEARCH_CONTEXT_SORTS.products),
  'search-variant': indexNamesSchema(SEARCH_CONTEXT_SORTS['search-variant']),
  content: indexNamesSchema(SEARCH_CONTEXT_SORTS.content),
  'bim-library': indexNamesSchema(SEARCH_CONTEXT_SORTS['bim-library']),
  'query-suggestions': indexNamesSchema(SEARCH_CONTEXT_SORTS['query-suggestions']),
} satisfies Record<SearchContext, v.GenericSchema>);

/** One market's index names: `[context][sort]`. */
export type MarketSearchIndices = v.InferOutput<typeof marketSearchIndicesSchema>;
/** Every index name: `indices[market][context][sort]`. */
export type SearchIndices = Record<Market, MarketSearchIndices>;

function marketSearchIndices(prefix: string, market: Market): MarketSearchIndices {
  const names = <C extends SearchContext>(context: C) =>
    Object.fromEntries(
      SEARCH_CONTEXT_SORTS[context].map((sort) => [
        sort,
        searchIndexName(prefix, context, market, sort),
      ]),
    ) as MarketSearchIndices[C];
  return {
    products: names('products'),
    'search-variant': names('search-variant'),
    content: names('content'),
    'bim-library': names('bim-library'),
    'query-suggestions': names('query-suggestions'),
  };
}

/** The index table the platform builds and serves in /config.json. */
export function searchIndices(prefix: string): SearchIndices {
  return Object.fromEntries(
    MARKETS.map((market) => [market, marketSearchIndices(prefix, market)]),
  ) as SearchIndices;
}

const hostSchema = v.object({
  url: v.pipe(v.string(), v.minLength(1)),
  protocol: v.optional(v.picklist(['http', 'https']), 'https'),
});

/** The `search` section of /config.json: where the search API is and what its indices are called. */
export const searchRuntimeConfigSchema = v.object({
  appId: v.pipe(v.string(), v.minLength(1)),
  /** Hosts for the algoliasearch client; the platform's own origin on a fresh machine. */
  hosts: v.array(hostSchema),
  /** Origin for search-insights' `init({ host })`. */
  insightsHost: v.string(),
  indexPrefix: v.string(),
  indices: v.object(
    Object.fromEntries(MARKETS.map((market) => [market, marketSearchIndicesSchema])) as Record<
      Market,
      typeof marketSearchIndicesSchema
    >,
  ),
});
export type SearchRuntimeConfig = v.InferOutput<typeof searchRuntimeConfigSchema>;

/** GET /action/search/getSearchKey. */
export const searchKeyResponseSchema = v.object({
  appId: v.string(),
  apiKey: v.string(),
  /** Unix seconds. */
  validUntil: v.number(),
});
export type SearchKeyResponse = v.InferOutput<typeof searchKeyResponseSchema>;
