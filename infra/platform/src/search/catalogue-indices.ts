import {
  FACETS,
  MARKETS,
  MARKET_DEFINITIONS,
  marketIndexNames,
  type ContentSearchRecord,
  type Product,
} from '@specify/contracts';
import type { SearchEngine } from './engine/engine';
import type { JsonRecord } from './engine/paths';
import type { IndexSettings } from './engine/settings';
import { bimRecords, productRecords, suggestionRecords, variantRecords } from './records';

const NEWEST_FIRST = ['desc(createdAt)'];
const NAME_ASC = ['asc(name)', 'desc(createdAt)'];
const NAME_DESC = ['desc(name)', 'desc(createdAt)'];

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

function catalogueFacets(currency: 'AUD' | 'NZD'): string[] {
  return [
    ...FACETS.map((facet) => {
      const attribute = facet.attribute.replace('{currency}', currency);
      return facet.type === 'term' || facet.type === 'color'
        ? `searchable(${attribute})`
        : attribute;
    }),
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

function catalogueSettings(
  currency: 'AUD' | 'NZD',
  replicas?: { asc: string; desc: string },
): IndexSettings {
  return {
    searchableAttributes: CATALOGUE_SEARCHABLE,
    attributesForFaceting: catalogueFacets(currency),
    codeAttributes: ['codes'],
    customRanking: NEWEST_FIRST,
    unretrievableAttributes: ['audience'],
    attributesToHighlight: ['name', 'codes', 'range', 'brand', 'categories'],
    maxValuesPerFacet: 100,
    ...(replicas ? { replicas: { [replicas.asc]: NAME_ASC, [replicas.desc]: NAME_DESC } } : {}),
  };
}

export interface CatalogueSources {
  products: readonly Product[];
  content?: readonly ContentSearchRecord[];
}

/** (Re)builds every index of both markets from the catalogue; each index swaps in whole. */
export function indexCatalogue(engine: SearchEngine, prefix: string, sources: CatalogueSources) {
  for (const market of MARKETS) {
    const names = marketIndexNames(prefix, market);
    const currency = MARKET_DEFINITIONS[market].currencyCode;
    engine.setIndex(
      names.products,
      productRecords(sources.products, market) as unknown as JsonRecord[],
      catalogueSettings(currency, { asc: names.productsNameAsc, desc: names.productsNameDesc }),
    );
    const variants = variantRecords(sources.products, market);
    engine.setIndex(
      names.searchVariant,
      variants as unknown as JsonRecord[],
      catalogueSettings(currency, {
        asc: names.searchVariantNameAsc,
        desc: names.searchVariantNameDesc,
      }),
    );
    const bim = catalogueSettings(currency, {
      asc: names.bimLibraryNameAsc,
      desc: names.bimLibraryNameDesc,
    });
    engine.setIndex(
      names.bimLibrary,
      bimRecords(sources.products, market, variants) as unknown as JsonRecord[],
      {
        ...bim,
        attributesForFaceting: [...bim.attributesForFaceting, 'searchable(bim-file-types)'],
      },
    );
    engine.setIndex(
      names.querySuggestions,
      suggestionRecords(sources.products, market) as unknown as JsonRecord[],
      {
        searchableAttributes: ['query'],
        attributesForFaceting: ['filterOnly(audience)'],
        customRanking: ['desc(popularity)'],
        unretrievableAttributes: ['audience'],
      },
    );
    engine.setIndex(names.content, (sources.content ?? []) as unknown as JsonRecord[], {
      searchableAttributes: ['title', 'description'],
      attributesForFaceting: ['searchable(type)', 'filterOnly(audience)'],
      unretrievableAttributes: ['audience'],
    });
  }
}
