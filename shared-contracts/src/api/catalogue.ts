import * as v from 'valibot';
import type { Category, Localized, Product, Variant } from '../catalogue/product';
import type { MarketCountry } from '../markets';
import { boundedText, idSchema } from './common';

export const productQueryRequestSchema = v.object({
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 15),
  query: v.optional(
    v.object({
      /** A category id: the frequently-bought-together row's query. */
      category: v.optional(idSchema),
      /** Exact skus, e.g. a project's products. */
      skus: v.optional(v.pipe(v.array(boundedText(60)), v.maxLength(100))),
    }),
    {},
  ),
});

/** By slug (product page) or sku (a variant link); with a sku the variant is selected. */
export const getProductRequestSchema = v.pipe(
  v.object({ slug: v.optional(boundedText(200)), sku: v.optional(boundedText(60)) }),
  v.check((input) => Boolean(input.slug || input.sku), 'Give the product slug or a variant sku.'),
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

export interface ProductQueryResponse {
  data: { items: Product[] };
}

export interface GetProductResponse {
  product: Product & { selectedVariant: Variant; _url: string };
}

export interface CategoryTreeNode extends Category {
  subCategories: CategoryTreeNode[];
}

/** A bundle or spare item in the spec's field names (storefront §3 "Bundle/spare item"). */
export interface BundleItem {
  Slug: string;
  Name: Localized<string>;
  SKU: string;
  Colour: string;
  ItemCode: string;
  Images: { url: string }[];
  Prices: { country: MarketCountry; value: { centAmount: number } }[];
}
