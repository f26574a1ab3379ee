import * as v from 'valibot';
import { BIM_FILE_TYPES } from '@specify/contracts';
import { MARKET_COUNTRIES, moneySchema } from '@specify/contracts';

/**
 * What a listing asks of a record (spec §7 "a fixed list of retrieved attributes") and the
 * schemas of what comes back. A hit that does not match is dropped by the remote, never cast.
 */

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
  // The card's price rules read them per variant (Contact us for internal-only and au builder range).
  'variants.builder-range',
  'variants.IsGWAInternal',
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

const nonBlank = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', 'must not be blank'),
);

/** A variant summary as retrieved: fields a listing does not ask for may be absent. */
export const hitVariantSchema = v.object({
  id: v.number(),
  sku: nonBlank,
  images: v.optional(v.array(v.string()), []),
  prices: v.optional(
    v.array(
      v.object({
        country: v.picklist(MARKET_COUNTRIES),
        value: moneySchema,
        discounted: v.optional(moneySchema),
      }),
    ),
    [],
  ),
  colour: v.optional(v.string()),
  'item-code': v.optional(v.string(), ''),
  'variant-name': v.optional(v.string()),
  IsGWAInternal: v.optional(v.boolean(), false),
  'builder-range': v.optional(v.boolean(), false),
});
export type HitVariant = v.InferOutput<typeof hitVariantSchema>;

const hitBaseEntries = {
  objectID: v.string(),
  name: v.optional(v.string(), ''),
  slug: v.optional(v.string(), ''),
  masterVariantID: v.optional(v.number()),
  IsNew: v.optional(v.boolean(), false),
  /** The product's category slugs, family first: a card's `category=` where the page names none. */
  categoryKeys: v.optional(v.array(v.string()), []),
};

/** A products-index hit: the product with its variants nested. */
export const productHitSchema = v.object({
  ...hitBaseEntries,
  variants: v.pipe(v.array(hitVariantSchema), v.nonEmpty()),
});

/** A search-variant or bim-library hit: one variant, with the BIM file types on the BIM index. */
export const variantHitSchema = v.object({
  ...hitBaseEntries,
  variant: hitVariantSchema,
  'bim-file-types': v.optional(v.array(v.picklist(BIM_FILE_TYPES)), []),
});

export type ListingHit =
  v.InferOutput<typeof productHitSchema> | v.InferOutput<typeof variantHitSchema>;

/**
 * Checks a listing hit, whichever index it came from, against the schema of its shape (one
 * `variant`, or nested `variants`), so a failure names the field at fault.
 */
export function parseListingHit(
  hit: unknown,
): v.SafeParseResult<typeof productHitSchema> | v.SafeParseResult<typeof variantHitSchema> {
  const oneVariant = typeof hit === 'object' && hit !== null && 'variant' in hit;
  return oneVariant ? v.safeParse(variantHitSchema, hit) : v.safeParse(productHitSchema, hit);
}
