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
 * Schemas of the catalogue entities the product actions answer with, so those answers are parsed,
 * not cast. They mirror the interfaces in `../catalogue/product.ts` and `FacetConfig` in `../search/facets.ts`;
 * `__tests__/action-catalogue.test-d.ts` fails type-check the moment the two drift apart.
 */

/** One value per catalogue locale (`Localized<T>`). */
export function localized<T extends v.GenericSchema>(schema: T) {
  return v.object({ 'en-AU': schema, 'en-NZ': schema });
}

export const priceCountrySchema = v.picklist(MARKET_COUNTRIES);
const familySchema = v.picklist(PRODUCT_FAMILIES);
const sectorSchema = v.picklist(Object.keys(SECTORS) as SectorCode[]);
const measureKeySchema = v.picklist(MEASURES.map((measure) => measure.key) as MeasureKey[]);

export const variantSchema = v.object({
  id: v.number(),
  key: v.string(),
  sku: v.string(),
  images: v.array(v.string()),
  lineDiagramList: v.array(v.string()),
  isOnStock: v.boolean(),
  prices: v.array(v.object({ country: priceCountrySchema, value: moneySchema })),
  attributes: v.object({
    colour: v.optional(v.string()),
    'item-code': v.string(),
    'item-name': v.string(),
    'variant-name': v.optional(v.string()),
    'product-code': v.string(),
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
    shape: v.optional(v.string()),
    range: v.optional(v.string()),
    'mount-type': v.optional(v.string()),
    features: localized(v.string()),
    'item-attributes': v.array(
      v.object({
        name: v.string(),
        value: v.union([v.string(), v.number(), v.boolean(), v.array(v.string())]),
      }),
    ),
    measures: v.record(measureKeySchema, v.optional(v.number())),
    downloads: v.array(
      v.object({
        name: v.picklist(DOWNLOAD_TYPES),
        value: v.union([v.string(), v.array(v.string())]),
      }),
    ),
  }),
});

const categoryRefSchema = v.object({
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
