import {
  MARKETS,
  searchIndices,
  type ContentSearchRecord,
  type Market,
  type Product,
  type SearchSort,
} from '@specify/contracts';
import { indexedFacets } from '@specify/contracts/search/facets';
import type { SearchEngine } from './engine/engine';
import type { JsonRecord } from './engine/paths';
import type { IndexSettings } from './engine/settings';
import { bimRecords, productRecords, suggestionRecords, variantRecords } from './records';

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

/** A listing index with its name replicas, from the index table's names for one context. */
function catalogueSettings(market: Market, names: Record<SearchSort, string>): IndexSettings {
  return {
    searchableAttributes: CATALOGUE_SEARCHABLE,
    attributesForFaceting: catalogueFacets(market),
    codeAttributes: ['codes'],
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

export interface CatalogueSources {
  products: readonly Product[];
  content?: readonly ContentSearchRecord[];
}

/** (Re)builds every index of both markets from the catalogue; each index swaps in whole. */
export function indexCatalogue(engine: SearchEngine, prefix: string, sources: CatalogueSources) {
  const indices = searchIndices(prefix);
  for (const market of MARKETS) {
    const names = indices[market];
    engine.setIndex(
      names.products.newest,
      productRecords(sources.products, market) as unknown as JsonRecord[],
      catalogueSettings(market, names.products),
    );
    const variants = variantRecords(sources.products, market);
    engine.setIndex(
      names['search-variant'].newest,
      variants as unknown as JsonRecord[],
      catalogueSettings(market, names['search-variant']),
    );
    const bim = catalogueSettings(market, names['bim-library']);
    engine.setIndex(
      names['bim-library'].newest,
      bimRecords(sources.products, market, variants) as unknown as JsonRecord[],
      {
        ...bim,
        attributesForFaceting: [...bim.attributesForFaceting, 'searchable(bim-file-types)'],
      },
    );
    engine.setIndex(
      names['query-suggestions'].newest,
      suggestionRecords(sources.products, market) as unknown as JsonRecord[],
      {
        searchableAttributes: ['query'],
        attributesForFaceting: ['filterOnly(audience)'],
        customRanking: ['desc(popularity)'],
        unretrievableAttributes: ['audience'],
      },
    );
    engine.setIndex(names.content.newest, (sources.content ?? []) as unknown as JsonRecord[], {
      searchableAttributes: ['title', 'description'],
      attributesForFaceting: ['searchable(type)', 'filterOnly(audience)'],
      unretrievableAttributes: ['audience'],
    });
  }
}
