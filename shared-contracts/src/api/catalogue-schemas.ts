import * as v from 'valibot';
import {
  DOWNLOAD_TYPES,
  MEASURES,
  SECTORS,
  type MeasureKey,
  type SectorCode,
} from '../catalogue-vocabulary';
import { MARKETS, MARKET_COUNTRIES } from '../markets';
import { moneySchema } from '../money';
import { PRODUCT_FAMILIES } from '../routes';

/**
 * The catalogue entities as the platform stores and answers them (storefront §3 "Entities and
 * their fields"). These schemas are the one source: the product actions' answers are parsed with
 * them, and `../catalogue/product.ts` derives the entity types from them. `FacetConfig` in
 * `../search/facets.ts` is mirrored by `facetConfigSchema`; a type test holds the two together.
 */

/** One value per catalogue locale (`Localized<T>`). */
export function localized<T extends v.GenericSchema>(schema: T) {
  return v.object({ 'en-AU': schema, 'en-NZ': schema });
}

export const priceCountrySchema = v.picklist(MARKET_COUNTRIES);
const familySchema = v.picklist(PRODUCT_FAMILIES);
const sectorSchema = v.picklist(Object.keys(SECTORS) as SectorCode[]);
const measureKeySchema = v.picklist(MEASURES.map((measure) => measure.key) as MeasureKey[]);

/**
 * A variant's price in one market's country (spec §9: prices are chosen by the country): the list
 * price (RRP) and, when the variant is on sale there, the discounted price.
 */
export const cataloguePriceSchema = v.object({
  country: priceCountrySchema,
  value: moneySchema,
  discounted: v.optional(moneySchema),
});

/** One entry of a variant's `priceValues`: its list price in one currency, in cents. */
export const priceValueSchema = v.object({
  currencyCode: moneySchema.entries.currencyCode,
  value: v.number(),
});

/** A download entry: its value is a file link, a list of them, or one of the spec's empty markers. */
export const downloadEntrySchema = v.object({
  name: v.picklist(DOWNLOAD_TYPES),
  value: v.union([v.string(), v.array(v.string())]),
});

/** A name/value item attribute: measures, compliance flags, bundle-references, spare-references. */
export const itemAttributeSchema = v.object({
  name: v.string(),
  value: v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]),
});

export const variantAttributesSchema = v.object({
  colour: v.optional(v.string()),
  'item-code': v.string(),
  'item-name': v.string(),
  'variant-name': v.optional(v.string()),
  'product-code': v.string(),
  /** 'YES' means builder range (spec §3). */
  'builder-range': v.picklist(['YES', 'NO']),
  IsGWAInternal: v.boolean(),
  'touchless-smart': v.boolean(),
  leadfree: v.boolean(),
  'pre-fabrication-frames': v.boolean(),
  IsAS14281Compliant: v.boolean(),
  IsAS14281Ambulant: v.boolean(),
  IsIndependentLivingCompliant: v.boolean(),
  IsNZ41121Compliant: v.boolean(),
  'is-retrofit': v.boolean(),
  cleanflush: v.boolean(),
  'item-material': v.optional(v.string()),
  /** A named capacity (storefront §3), e.g. '4.5L'; products with a capacity measure carry it. */
  'capacity-size': v.optional(v.string()),
  shape: v.optional(v.string()),
  range: v.optional(v.string()),
  'mount-type': v.optional(v.string()),
  features: localized(v.string()),
  'item-attributes': v.array(itemAttributeSchema),
  measures: v.record(measureKeySchema, v.optional(v.number())),
  downloads: v.array(downloadEntrySchema),
});

export const variantSchema = v.object({
  id: v.number(),
  key: v.string(),
  sku: v.string(),
  /** Image URLs; each has a thumbnail and an original form (`/thumbnail/` ↔ `/original/`). */
  images: v.array(v.string()),
  lineDiagramList: v.array(v.string()),
  isOnStock: v.boolean(),
  /** Per country, as stored; the rules in `../catalogue/rules.ts` pick the market's. */
  prices: v.array(cataloguePriceSchema),
  /**
   * The storefront's price fields (§3 "Variant"), which the platform's product answers add for
   * the viewer's market from `prices`; the stored document and search records do not carry them.
   */
  price: v.optional(moneySchema),
  discountedPrice: v.optional(moneySchema),
  priceValues: v.optional(v.array(priceValueSchema)),
  attributes: variantAttributesSchema,
});

export const categoryRefSchema = v.object({
  categoryId: v.string(),
  slug: v.string(),
  name: localized(v.string()),
  _url: v.string(),
});

export const categorySchema = v.object({
  ...categoryRefSchema.entries,
  parentId: v.optional(v.string()),
  family: familySchema,
  orderHint: v.number(),
});

export const productSchema = v.object({
  productId: v.string(),
  slug: v.string(),
  name: localized(v.string()),
  description: localized(v.string()),
  family: familySchema,
  categories: v.array(categoryRefSchema),
  categoryKeys: localized(v.array(v.string())),
  masterVariantID: v.number(),
  variants: v.array(variantSchema),
  metaTitle: localized(v.string()),
  metaDescription: localized(v.string()),
  metaKeywords: localized(v.string()),
  attributesAlgolia: v.object({
    IsGWAInternal: v.boolean(),
    'builder-range': localized(v.boolean()),
    range: v.optional(v.string()),
    brand: v.string(),
    'sub-brand': v.optional(v.string()),
    'product-types': v.array(v.string()),
    sectors: v.array(sectorSchema),
  }),
  IsNew: v.boolean(),
  /** ISO timestamp; the default listing order is newest first. */
  createdAt: v.string(),
});

const priceRangeSchema = v.object({ min: v.optional(v.number()), max: v.optional(v.number()) });

export const facetConfigSchema = v.object({
  attribute: v.string(),
  type: v.picklist(['color', 'term', 'boolean', 'range', 'price']),
  label: v.string(),
  unit: v.optional(v.string()),
  markets: v.optional(v.pipe(v.array(v.picklist(MARKETS)), v.readonly())),
  ranges: v.optional(v.pipe(v.array(priceRangeSchema), v.readonly())),
});
