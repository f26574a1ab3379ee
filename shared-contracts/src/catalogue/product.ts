import type { MarketCountry, MarketDefinition } from '../markets';
import type { Money } from '../money';
import type { ProductFamily } from '../routes';
import type { DownloadType, MeasureKey, SectorCode } from '../catalogue-vocabulary';

/**
 * The catalogue as the platform stores it (storefront §3 "Entities and their fields"). One shape
 * is shared by the seed generator (infra/data), the database, the catalogue actions and the search
 * indexer, so a field means the same thing everywhere. Types only: no code reaches a bundle.
 */

/** Locale keys inside catalogue documents are the markets' language tags (spec "Search locale maps"). */
export type CatalogueLocale = MarketDefinition['languageTag'];
export type Localized<T> = Record<CatalogueLocale, T>;

/** A variant's price in one market's country (spec §9: prices are chosen by the country). */
export interface CataloguePrice {
  country: MarketCountry;
  value: Money;
}

/** A download entry: its value is a file link, a list of them, or one of the spec's empty markers. */
export interface DownloadEntry {
  name: DownloadType;
  value: string | string[];
}

/** A name/value item attribute: measures, compliance flags, bundle-references, spare-references. */
export interface ItemAttribute {
  name: string;
  value: string | number | boolean | string[];
}

export interface VariantAttributes {
  colour?: string;
  'item-code': string;
  'item-name': string;
  'variant-name'?: string;
  'product-code': string;
  /** 'YES' means builder range (spec §3). */
  'builder-range': 'YES' | 'NO';
  IsGWAInternal: boolean;
  'touchless-smart': boolean;
  leadfree: boolean;
  'pre-fabrication-frames': boolean;
  IsAS14281Compliant: boolean;
  IsAS14281Ambulant: boolean;
  IsIndependentLivingCompliant: boolean;
  IsNZ41121Compliant: boolean;
  'is-retrofit': boolean;
  cleanflush: boolean;
  'item-material'?: string;
  shape?: string;
  range?: string;
  'mount-type'?: string;
  features: Localized<string>;
  'item-attributes': ItemAttribute[];
  measures: Partial<Record<MeasureKey, number>>;
  downloads: DownloadEntry[];
}

export interface Variant {
  id: number;
  key: string;
  sku: string;
  /** Image URLs; each has a thumbnail and an original form (`/thumbnail/` ↔ `/original/`). */
  images: string[];
  lineDiagramList: string[];
  isOnStock: boolean;
  prices: CataloguePrice[];
  attributes: VariantAttributes;
}

export interface CategoryRef {
  categoryId: string;
  slug: string;
  name: Localized<string>;
  _url: string;
}

export interface Category extends CategoryRef {
  parentId?: string;
  family: ProductFamily;
  orderHint: number;
}

export interface Product {
  productId: string;
  slug: string;
  name: Localized<string>;
  description: Localized<string>;
  family: ProductFamily;
  categories: CategoryRef[];
  categoryKeys: Localized<string[]>;
  masterVariantID: number;
  variants: Variant[];
  metaTitle: Localized<string>;
  metaDescription: Localized<string>;
  metaKeywords: Localized<string>;
  attributesAlgolia: {
    IsGWAInternal: boolean;
    'builder-range': Localized<boolean>;
    range?: string;
    brand: string;
    'sub-brand'?: string;
    'product-types': string[];
    sectors: SectorCode[];
  };
  IsNew: boolean;
  /** ISO timestamp; the default listing order is newest first. */
  createdAt: string;
}
