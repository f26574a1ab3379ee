import * as v from 'valibot';
import { NO_BODY, UNAVAILABLE, reads, writes } from './action-spec';
import { downloadFilesRequestSchema, downloadFilesResponseSchema } from './download-files';
import type { Category } from '../catalogue/product';
import { boundedText, idSchema } from './common';
import {
  categorySchema,
  facetConfigSchema,
  localized,
  priceCountrySchema,
  productSchema,
  variantSchema,
} from './catalogue-schemas';

export const productQueryRequestSchema = v.object({
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 15),
  query: v.optional(
    v.object({
      /** A category id: a landing page's slider of one category. */
      category: v.optional(idSchema),
      /** A brand slug: a brand page's related products. */
      brand: v.optional(boundedText(50)),
      /** A range identifier: a collection page's related products, a product's companions. */
      range: v.optional(boundedText(100)),
      /** Exact skus, e.g. a project's products. */
      skus: v.optional(v.pipe(v.array(boundedText(60)), v.maxLength(100))),
    }),
    {},
  ),
});

/**
 * By slug, by sku (a variant link; the variant is selected), or by the product page's path
 * segment `{slug}-{colour}-{sku}` (the product whose slug starts it, the variant whose sku ends it).
 */
export const getProductRequestSchema = v.pipe(
  v.object({
    slug: v.optional(boundedText(200)),
    sku: v.optional(boundedText(60)),
    path: v.optional(boundedText(300)),
  }),
  v.check(
    (input) => Boolean(input.slug || input.sku || input.path),
    'Give the product slug, a variant sku or the product page path.',
  ),
);

export const getRelatedProductsRequestSchema = v.object({
  productId: idSchema,
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 15),
});

export const getBundleDataRequestSchema = v.object({
  /** Item codes from bundle-references or spare-references. */
  variant: v.pipe(v.array(boundedText(60)), v.maxLength(100)),
  storeKey: v.optional(boundedText(50)),
});

export const productQueryResponseSchema = v.object({
  data: v.object({ items: v.array(productSchema) }),
});
export type ProductQueryResponse = v.InferOutput<typeof productQueryResponseSchema>;

export const getProductResponseSchema = v.object({
  product: v.object({ ...productSchema.entries, selectedVariant: variantSchema, _url: v.string() }),
});
export type GetProductResponse = v.InferOutput<typeof getProductResponseSchema>;

export interface CategoryTreeNode extends Category {
  subCategories: CategoryTreeNode[];
}
const categoryTreeNodeSchema: v.GenericSchema<CategoryTreeNode> = v.object({
  ...categorySchema.entries,
  subCategories: v.array(v.lazy(() => categoryTreeNodeSchema)),
});
export const queryCategoriesResponseSchema = v.object({ items: v.array(categoryTreeNodeSchema) });

/** A bundle or spare item in the spec's field names (storefront §3 "Bundle/spare item"). */
export const bundleItemSchema = v.object({
  Slug: v.string(),
  Name: localized(v.string()),
  SKU: v.string(),
  Colour: v.string(),
  ItemCode: v.string(),
  Images: v.array(v.object({ url: v.string() })),
  Prices: v.array(
    v.object({ country: priceCountrySchema, value: v.object({ centAmount: v.number() }) }),
  ),
});
export type BundleItem = v.InferOutput<typeof bundleItemSchema>;
export const bundleDataResponseSchema = v.object({ items: v.array(bundleItemSchema) });

export const searchableAttributesResponseSchema = v.object({
  attributes: v.pipe(v.array(facetConfigSchema), v.readonly()),
});

/**
 * product/getJWTToken (storefront §7): a short-lived signed token (JWT, HS256) naming the visitor's
 * session for a third-party widget, which checks its audience and expiry.
 */
export const jwtTokenResponseSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type JwtTokenResponse = v.InferOutput<typeof jwtTokenResponseSchema>;

/** The catalogue's actions (storefront §7 "Calls"). */
export const PRODUCT_ACTIONS = {
  'product/queryCategories': reads(NO_BODY, queryCategoriesResponseSchema),
  'product/query': reads(productQueryRequestSchema, productQueryResponseSchema),
  'product/getProduct': reads(getProductRequestSchema, getProductResponseSchema, UNAVAILABLE),
  'product/getRelatedProducts': reads(
    getRelatedProductsRequestSchema,
    productQueryResponseSchema,
    UNAVAILABLE,
  ),
  'product/getBundleData': reads(getBundleDataRequestSchema, bundleDataResponseSchema),
  'product/searchableAttributes': reads(NO_BODY, searchableAttributesResponseSchema),
  'product/getJWTToken': writes(NO_BODY, jwtTokenResponseSchema),
  'product/downloadFiles': reads(
    downloadFilesRequestSchema,
    downloadFilesResponseSchema,
    UNAVAILABLE,
  ),
} as const;
