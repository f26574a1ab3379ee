import type { BimFileType, MeasureKey } from '../catalogue-vocabulary';
import type { CataloguePrice } from '../catalogue/product';
import type { SectorCode } from '../catalogue-vocabulary';
import type { CurrencyCode } from '../markets';

/**
 * The records of each search index (storefront §7 "Search"), as the platform's indexer writes
 * them and a hosted Algolia application would hold them. Types only: what a listing reads back
 * is validated by the hit schemas in `./hits`.
 */

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
  /** Toilet pans' and suites' trap types (item attribute trap-type), e.g. 'S Trap'. */
  'trap-type'?: string[];
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
  /** WELS-rated flow of the first and second outlet in L/min (item attributes of that name). */
  'wels-flow-rate-1'?: number[];
  'wels-flow-rate-2'?: number[];
  /** Lowest RRP in the market's currency (dollars), keyed by currency code. */
  price: Partial<Record<CurrencyCode, number>>;
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
