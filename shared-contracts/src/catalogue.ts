import type { ProductFamily } from './routes';

/**
 * The catalogue as the platform stores it (storefront §3 "Entities and their fields"). One shape
 * is shared by the seed generator (infra/data), the database, the catalogue actions and the search
 * indexer, so a field means the same thing everywhere.
 */

/** Locale keys used inside catalogue documents (spec: "name (per locale)", "Search locale maps"). */
export const CATALOGUE_LOCALES = ['en-AU', 'en-NZ'] as const;
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];
export type Localized<T> = Record<CatalogueLocale, T>;

/** Upper-cased country of a market: bundle/spare prices are chosen by it (spec §9). */
export type PriceCountry = 'AU' | 'NZ';

export interface CatalogueMoney {
  centAmount: number;
  currencyCode: 'AUD' | 'NZD';
  fractionDigits: number;
}

export interface CataloguePrice {
  country: PriceCountry;
  value: CatalogueMoney;
}

/** Category slug → family (storefront §2 "Category slug to family mapping"). */
export const CATEGORY_FAMILIES: Readonly<
  Record<Exclude<ProductFamily, 'spare-parts-valves'>, readonly string[]>
> = {
  tapware: [
    'basin-mixers',
    'outlets-spouts',
    'three-piece-tapware',
    'tapware-assemblies',
    'tapware-spare-parts',
    'bath-shower-mixers',
    'kitchen-tapware',
    'laundry-tapware',
    'care-tapware',
  ],
  sanitaryware: [
    'care-toilets',
    'cisterns',
    'toilet-pans',
    'toilet-seats',
    'urinals',
    'bidet-suites',
    'toilet-suites',
    'toilet-spare-parts',
    'buttons-accessories',
  ],
  basins: [
    'wall-mounted',
    'inset',
    'shroud-pedestal',
    'above-counter',
    'under-counter',
    'vanity',
    'semi-recessed',
    'care-basins',
    'basin-spare-parts',
  ],
  baths: ['baths-l2', 'spa-baths', 'bath-spare-parts'],
  showers: ['shower-systems', 'shower-spare-parts', 'care-showers', 'shower-heads-outlets'],
  accessories: [
    'bathroom-holders',
    'shelves-cabinets',
    'soap-accessories',
    'toilet-roll-accessories',
    'towel-accessories',
    'care-accessories',
    'kitchen-accessories',
    'sinks',
    'kitchen-laundry-spare-parts',
    'care-sinks',
  ],
  'kitchen-laundry': ['tubs', 'tubs-cabinets'],
};

/** The family a category slug belongs to; anything unmapped is spare-parts-valves (spec §2). */
export function familyOfCategory(slug: string): ProductFamily {
  for (const [family, slugs] of Object.entries(CATEGORY_FAMILIES)) {
    if (slugs.includes(slug)) return family as ProductFamily;
  }
  return 'spare-parts-valves';
}

/** Range identifiers and display names (spec §3). */
export const RANGE_IDENTIFIERS = [
  'luna',
  'urbane',
  'liano',
  'contura',
  'opal',
  'care',
  'waipori',
  'krome',
  'maku',
  'aio',
  'turoa',
  'civic-collection',
  '{product}-urbane-ii-universal-accessories',
  'cube-cleanflush-urinal',
  'urbane-liano-heated-towel-rails',
] as const;

export const RANGE_DISPLAY_NAMES = [
  'Opal',
  'Opal II',
  'OpalCare',
  'OPALSUPPORT',
  'Opal II Easy Height',
  'Liano',
  'Liano Care',
  'Liano II',
  'Liano Nexus',
  'Liano Junior',
  'LIANOE',
  'Urbane',
  'Urbane II',
  'Contura',
  'Contura II',
  'Luna',
  'Aio',
  'Krome',
  'Maku',
  'Waipori',
  'Turoa',
] as const;

/** Sectors 101–108 (spec §3). */
export const SECTORS = {
  '101': 'healthcare',
  '102': 'multi-residential',
  '103': 'offices',
  '104': 'education',
  '105': 'retail-hospitality',
  '106': 'hotels',
  '107': 'entertainment-recreation-transports',
  '108': 'government-defense',
} as const;
export type SectorCode = keyof typeof SECTORS;

/** Download entry names (spec §3 "Download entries"). */
export const DOWNLOAD_TYPES = [
  'RFA-file',
  '3DS-file',
  'DAE-file',
  'OBJ-file',
  'SKP-file',
  'DXF-file',
  'DWG-file',
  'BOM-file',
  'installation-guidelines',
  'installation-guidelines-set',
  'technical-manual',
  'technical-manual-set',
  'technical-image',
  'SDS-file',
  'compilance-file',
  'warranty-Info',
  'specification-sheet',
  'test-report',
] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];

/** The entries the parent list `bim-file-types` groups (spec §3). */
export const BIM_FILE_TYPES = [
  'RFA-file',
  '3DS-file',
  'DAE-file',
  'OBJ-file',
  'SKP-file',
  'DXF-file',
  'DWG-file',
] as const satisfies readonly DownloadType[];

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

/**
 * Numeric technical measures kept on each variant for range facets, with their units
 * (spec §9 "Units: mm for dimension facets, L for capacity, L/min for flow").
 */
export const MEASURES = [
  { key: 'overall-height', label: 'Overall Height', unit: 'mm' },
  { key: 'overall-width', label: 'Overall Width', unit: 'mm' },
  { key: 'overall-depth', label: 'Overall Depth', unit: 'mm' },
  { key: 'capacity', label: 'Capacity', unit: 'L' },
  { key: 'flow-rate', label: 'Flow Rate', unit: 'L/min' },
  { key: 'cartridge-size', label: 'Cartridge Size', unit: 'mm' },
] as const;
export type MeasureKey = (typeof MEASURES)[number]['key'];

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

/** Thumbnail → original rewrite for file and image links (spec §4 "File panel"). */
export function originalImageUrl(url: string): string {
  return url.replace('/thumbnail/', '/original/');
}

/** Lower-case, dash-separated, ASCII only: used for slugs, file names and swatch names. */
export function slugify(text: string): string {
  // Normalising is slow and only needed for accented names (a macron range word, say).
  const ascii = /^[\x20-\x7e]*$/.test(text)
    ? text
    : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A colour's swatch image, on the static path named by the colour (spec §7 "File downloads"). */
export function colourSwatchUrl(colour: string): string {
  return `/files/swatches/${slugify(colour)}.svg`;
}

/** A product without its internal-only variants, or undefined when nothing visible is left. */
export function visibleProduct(product: Product, isInternalUser: boolean): Product | undefined {
  if (isInternalUser) return product;
  if (product.attributesAlgolia.IsGWAInternal) return undefined;
  const variants = product.variants
    .filter((variant) => !variant.attributes.IsGWAInternal)
    .map((variant) => ({
      ...variant,
      attributes: {
        ...variant.attributes,
        downloads: variant.attributes.downloads.filter((entry) => entry.name !== 'test-report'),
      },
    }));
  const [first] = variants;
  if (!first) return undefined;
  const masterVariantID = variants.some((variant) => variant.id === product.masterVariantID)
    ? product.masterVariantID
    : first.id;
  return { ...product, variants, masterVariantID };
}

/**
 * The six brands filtered by slug (spec §9). The house brand is fictional (Kinnear); LiveWell is
 * its accessible-living line, sold as a brand page of its own.
 */
export const BRANDS = [
  { slug: 'kinnear', name: 'Kinnear' },
  { slug: 'livewell', name: 'LiveWell' },
  { slug: 'methven', name: 'Methven' },
  { slug: 'stylus', name: 'Stylus' },
  { slug: 'clark', name: 'Clark' },
  { slug: 'dorf', name: 'Dorf' },
] as const;
export type BrandSlug = (typeof BRANDS)[number]['slug'];
