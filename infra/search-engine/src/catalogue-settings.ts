import type { Market, SearchSort } from '@specify/contracts';
import { indexedFacets } from '@specify/contracts/search/facets';
import type { IndexSettings } from './engine/settings';

/**
 * How Specify's indices are set up: searchable attributes, facets, ranking and name replicas.
 * One source for the platform's catalogue indexer and the remotes' MSW fixtures, so a fixture
 * search ranks and facets as the site does.
 */

const NEWEST_FIRST = ['desc(createdAt)'];
/** How each name replica ranks (spec §9 sorts): by name, then newest first. */
const REPLICA_RANKING: Record<Exclude<SearchSort, 'newest'>, string[]> = {
  name_asc: ['asc(name)', 'desc(createdAt)'],
  name_desc: ['desc(name)', 'desc(createdAt)'],
};

/** Ranked as a specifier expects: name, then codes, collection, brand, category, description. */
const CATALOGUE_SEARCHABLE = [
  'name',
  'codes',
  'range',
  'brand',
  'categories, product-types',
  'colour, item-material',
  'description',
];

function catalogueFacets(market: Market): string[] {
  return [
    ...indexedFacets(market).map(({ attribute, type }) =>
      type === 'term' || type === 'color' ? `searchable(${attribute})` : attribute,
    ),
    'IsNew',
    'sub-brand',
    ...[
      'audience',
      'IsGWAInternal',
      'builder-range',
      'family',
      'categorySlugs',
      'categoryKeys',
      'productId',
    ].map((attribute) => `filterOnly(${attribute})`),
  ];
}

/** A listing index (products or search-variant) with its name replicas, named by the index table. */
export function catalogueIndexSettings(
  market: Market,
  names: Record<SearchSort, string>,
): IndexSettings {
  return {
    searchableAttributes: CATALOGUE_SEARCHABLE,
    attributesForFaceting: catalogueFacets(market),
    codeAttributes: ['codes'],
    // The listings' range and price filters: the only numbers anything filters by.
    numericAttributesForFiltering: indexedFacets(market)
      .filter(({ type }) => type === 'range' || type === 'price')
      .map(({ attribute }) => attribute),
    customRanking: NEWEST_FIRST,
    unretrievableAttributes: ['audience'],
    attributesToHighlight: ['name', 'codes', 'range', 'brand', 'categories'],
    maxValuesPerFacet: 100,
    replicas: {
      [names.name_asc]: REPLICA_RANKING.name_asc,
      [names.name_desc]: REPLICA_RANKING.name_desc,
    },
  };
}

/**
 * The BIM library: a listing index whose BIM file types are a searchable facet too, one hit per
 * product (its records are variants: distinct keeps each product's best-ranked one).
 */
export function bimIndexSettings(market: Market, names: Record<SearchSort, string>): IndexSettings {
  const settings = catalogueIndexSettings(market, names);
  return {
    ...settings,
    attributesForFaceting: [...settings.attributesForFaceting, 'searchable(bim-file-types)'],
    attributeForDistinct: 'productId',
    distinct: 1,
  };
}

export const QUERY_SUGGESTIONS_SETTINGS: IndexSettings = {
  searchableAttributes: ['query'],
  attributesForFaceting: ['filterOnly(audience)'],
  customRanking: ['desc(popularity)'],
  unretrievableAttributes: ['audience'],
};

export const CONTENT_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['title', 'description'],
  attributesForFaceting: ['searchable(type)', 'filterOnly(audience)'],
  unretrievableAttributes: ['audience'],
};
