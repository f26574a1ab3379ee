import * as v from 'valibot';
import type { BIM_FILE_TYPES, CataloguePrice, MeasureKey, SectorCode } from './catalogue';
import { MEASURES } from './catalogue';
import type { Market } from './markets';
import { MARKETS } from './markets';

/**
 * Search indices, records and facets (storefront §7 "Search", §9 "Listing"). The same names and
 * shapes serve the platform's Algolia-compatible search API and a hosted Algolia application, so
 * front ends read index names from the runtime config and never build them by hand.
 */

/** Index contexts, each with an au and an nz index (spec §7). */
export const SEARCH_CONTEXTS = [
  'products',
  'search-variant',
  'content',
  'bim-library',
  'query-suggestions',
] as const;
export type SearchContext = (typeof SEARCH_CONTEXTS)[number];

/** Sort replicas: the primary index is newest first; replicas sort by name (spec §9 sorts). */
export const SEARCH_SORTS = ['newest', 'name_asc', 'name_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Contexts whose listings offer the New / Name A-Z / Name Z-A sorts, and so have replicas. */
export const SORTED_CONTEXTS: readonly SearchContext[] = [
  'products',
  'search-variant',
  'bim-library',
];

/** `{prefix}_{context}_{market}` plus `_name_asc` / `_name_desc` for a replica. */
export function searchIndexName(
  prefix: string,
  context: SearchContext,
  market: Market,
  sort: SearchSort = 'newest',
): string {
  const base = `${prefix}_${context.replace(/-/g, '_')}_${market}`;
  return sort === 'newest' ? base : `${base}_${sort}`;
}

export interface MarketIndexNames {
  products: string;
  productsNameAsc: string;
  productsNameDesc: string;
  searchVariant: string;
  searchVariantNameAsc: string;
  searchVariantNameDesc: string;
  content: string;
  bimLibrary: string;
  bimLibraryNameAsc: string;
  bimLibraryNameDesc: string;
  querySuggestions: string;
}

export function marketIndexNames(prefix: string, market: Market): MarketIndexNames {
  const name = (context: SearchContext, sort?: SearchSort) =>
    searchIndexName(prefix, context, market, sort);
  return {
    products: name('products'),
    productsNameAsc: name('products', 'name_asc'),
    productsNameDesc: name('products', 'name_desc'),
    searchVariant: name('search-variant'),
    searchVariantNameAsc: name('search-variant', 'name_asc'),
    searchVariantNameDesc: name('search-variant', 'name_desc'),
    content: name('content'),
    bimLibrary: name('bim-library'),
    bimLibraryNameAsc: name('bim-library', 'name_asc'),
    bimLibraryNameDesc: name('bim-library', 'name_desc'),
    querySuggestions: name('query-suggestions'),
  };
}

/** Every index (primaries and replicas) of both markets. */
export function allSearchIndexNames(prefix: string): string[] {
  return MARKETS.flatMap((market) => Object.values(marketIndexNames(prefix, market)));
}

// ---------------------------------------------------------------------------------------------
// Records

/** Who may see a record: the secured key of each session carries the matching filter. */
export type SearchAudience = 'visitor' | 'internal';

/** A variant as listing cards need it (colour switch, image, price, code). */
export interface SearchVariantSummary {
  id: number;
  key: string;
  sku: string;
  images: string[];
  /** The market's prices only. */
  prices: CataloguePrice[];
  colour?: string;
  'item-code': string;
  'variant-name'?: string;
  IsGWAInternal: boolean;
  'builder-range': boolean;
}

/** Facet attributes shared by product and variant records (see FACETS). */
export interface SearchFacetAttributes {
  brand: string;
  'sub-brand'?: string;
  range?: string;
  family: string;
  categories: string[];
  categorySlugs: string[];
  'product-types': string[];
  'item-material': string[];
  colour: string[];
  sectors: SectorCode[];
  IsAS14281Compliant: boolean;
  IsAS14281Ambulant: boolean;
  IsNZ41121Compliant: boolean;
  IsIndependentLivingCompliant: boolean;
  'touchless-smart': boolean;
  'pre-fabrication-frames': boolean;
  leadfree: boolean;
  cleanflush: boolean;
  'is-retrofit': boolean;
  /** Numeric measures of the record's variants, for range facets. */
  measures: Partial<Record<MeasureKey, number[]>>;
  /** Lowest RRP in the market's currency (dollars), keyed by currency code. */
  price: Partial<Record<'AUD' | 'NZD', number>>;
}

interface SearchRecordBase extends SearchFacetAttributes {
  objectID: string;
  productId: string;
  name: string;
  slug: string;
  description: string;
  categoryKeys: string[];
  masterVariantID: number;
  IsNew: boolean;
  'builder-range': boolean;
  IsGWAInternal: boolean;
  audience: SearchAudience[];
  /** Codes searched as exact identifiers: item codes, SKUs, product codes. */
  codes: string[];
  /** Unix seconds; the primary index lists newest first. */
  createdAt: number;
}

/** products index: one record per product (per audience view), variants nested. */
export interface ProductSearchRecord extends SearchRecordBase {
  variants: SearchVariantSummary[];
}

/** search-variant index: one record per variant. */
export interface VariantSearchRecord extends SearchRecordBase {
  variant: SearchVariantSummary;
  sku: string;
  'item-code': string;
  'item-name': string;
}

export type BimFileType = (typeof BIM_FILE_TYPES)[number];

/** bim-library index: variants with at least one BIM file, with the file links. */
export interface BimSearchRecord extends VariantSearchRecord {
  'bim-file-types': BimFileType[];
  files: Partial<Record<BimFileType, string[]>>;
}

export interface ContentSearchRecord {
  objectID: string;
  title: string;
  slug: string;
  url: string;
  description: string;
  type: string;
  audience: SearchAudience[];
}

/** Algolia's query-suggestions record shape. */
export interface QuerySuggestionRecord {
  objectID: string;
  query: string;
  popularity: number;
  nb_words: number;
  audience: SearchAudience[];
}

/** What a listing asks for (spec §7 "a fixed list of retrieved attributes"). */
const RECORD_RETRIEVABLE_ATTRIBUTES = [
  'name',
  'slug',
  'categoryKeys',
  'masterVariantID',
  'IsNew',
  'builder-range',
  'IsGWAInternal',
] as const;

export const PRODUCT_RETRIEVABLE_ATTRIBUTES = [
  ...RECORD_RETRIEVABLE_ATTRIBUTES,
  'variants.id',
  'variants.key',
  'variants.sku',
  'variants.images',
  'variants.prices',
  'variants.colour',
  'variants.item-code',
  'variants.variant-name',
] as const;

export const VARIANT_RETRIEVABLE_ATTRIBUTES = [
  ...RECORD_RETRIEVABLE_ATTRIBUTES,
  'variant',
] as const;

export const BIM_RETRIEVABLE_ATTRIBUTES = [
  ...VARIANT_RETRIEVABLE_ATTRIBUTES,
  'bim-file-types',
  'files',
] as const;

// ---------------------------------------------------------------------------------------------
// Facets

export type FacetType = 'color' | 'term' | 'boolean' | 'range' | 'price';

/** A price band of the price facet, in whole currency units; an open end has no bound. */
export interface PriceRange {
  min?: number;
  max?: number;
}

/** The price configuration (spec §3): the facet offers these bands rather than free bounds. */
export const PRICE_RANGES: readonly PriceRange[] = [
  { max: 200 },
  { min: 200, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: 2500 },
  { min: 2500 },
];

export interface FacetConfig {
  /** Record attribute; `{currency}` is replaced by the market's currency code. */
  attribute: string;
  type: FacetType;
  label: string;
  unit?: string;
  /** Markets that show the facet (spec §5: AS1428.1 on au only, NZ4121.1 on nz only). */
  markets?: readonly Market[];
  /** The bands of a price facet. */
  ranges?: readonly PriceRange[];
}

export const FACETS: readonly FacetConfig[] = [
  { attribute: 'brand', type: 'term', label: 'Brand' },
  { attribute: 'range', type: 'term', label: 'Collection' },
  { attribute: 'categories', type: 'term', label: 'Category' },
  { attribute: 'product-types', type: 'term', label: 'Product Type' },
  { attribute: 'item-material', type: 'term', label: 'Material' },
  { attribute: 'colour', type: 'color', label: 'Colour' },
  { attribute: 'sectors', type: 'term', label: 'Sector' },
  {
    attribute: 'IsAS14281Compliant',
    type: 'boolean',
    label: 'AS1428.1 Accessible',
    markets: ['au'],
  },
  { attribute: 'IsAS14281Ambulant', type: 'boolean', label: 'AS1428.1 Ambulant', markets: ['au'] },
  {
    attribute: 'IsNZ41121Compliant',
    type: 'boolean',
    label: 'NZ4121.1 Accessible',
    markets: ['nz'],
  },
  { attribute: 'IsIndependentLivingCompliant', type: 'boolean', label: 'Independent Living' },
  { attribute: 'touchless-smart', type: 'boolean', label: 'Touchless' },
  { attribute: 'pre-fabrication-frames', type: 'boolean', label: 'Pre-fabrication Frames' },
  { attribute: 'leadfree', type: 'boolean', label: 'Lead Free' },
  { attribute: 'cleanflush', type: 'boolean', label: 'Cleanflush' },
  { attribute: 'is-retrofit', type: 'boolean', label: 'Retrofit' },
  ...MEASURES.map((measure): FacetConfig => ({
    attribute: `measures.${measure.key}`,
    type: 'range',
    label: measure.label,
    unit: measure.unit,
  })),
  {
    attribute: 'price.{currency}',
    type: 'price',
    label: 'Price',
    unit: '{currency}',
    ranges: PRICE_RANGES,
  },
];

/** The facets a market shows, with `{currency}` resolved. */
export function facetsForMarket(market: Market, currency: 'AUD' | 'NZD'): FacetConfig[] {
  return FACETS.filter((facet) => !facet.markets || facet.markets.includes(market)).map(
    (facet) => ({
      ...facet,
      attribute: facet.attribute.replace('{currency}', currency),
      ...(facet.unit ? { unit: facet.unit.replace('{currency}', currency) } : {}),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Runtime config and the session key

const hostSchema = v.object({
  url: v.pipe(v.string(), v.minLength(1)),
  protocol: v.optional(v.picklist(['http', 'https']), 'https'),
});

const marketIndexNamesSchema = v.object({
  products: v.string(),
  productsNameAsc: v.string(),
  productsNameDesc: v.string(),
  searchVariant: v.string(),
  searchVariantNameAsc: v.string(),
  searchVariantNameDesc: v.string(),
  content: v.string(),
  bimLibrary: v.string(),
  bimLibraryNameAsc: v.string(),
  bimLibraryNameDesc: v.string(),
  querySuggestions: v.string(),
});

/** The `search` section of /config.json: where the search API is and what its indices are called. */
export const searchRuntimeConfigSchema = v.object({
  appId: v.pipe(v.string(), v.minLength(1)),
  /** Hosts for the algoliasearch client; the platform's own origin on a fresh machine. */
  hosts: v.array(hostSchema),
  /** Origin for search-insights' `init({ host })`. */
  insightsHost: v.string(),
  /** Where a browser session gets its secured key. */
  keyUrl: v.string(),
  indexPrefix: v.string(),
  indices: v.object({ au: marketIndexNamesSchema, nz: marketIndexNamesSchema }),
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
