import * as v from 'valibot';
import { NO_BODY, UNAVAILABLE, reads, writes } from './action-spec';
import { lineCountSchema, skuSchema } from './cart';
import { idSchema } from './common';

/** Wishlist (storefront §3 "Wishlist", §4 "Wishlist", §7 "Wishlist"). */

export const MAX_WISHLIST_LINES = 200;

export const addWishlistItemRequestSchema = v.object({
  variant: v.object({ sku: skuSchema }),
  /** Default quantity 1 (spec §4). */
  count: v.optional(lineCountSchema, 1),
});
export const removeWishlistItemRequestSchema = v.object({ lineItem: v.object({ id: idSchema }) });
export const updateWishlistItemRequestSchema = v.object({
  lineItem: v.object({ id: idSchema }),
  count: lineCountSchema,
});

export type AddWishlistItemRequest = v.InferInput<typeof addWishlistItemRequestSchema>;
export type UpdateWishlistItemRequest = v.InferInput<typeof updateWishlistItemRequestSchema>;

export const wishlistLineItemSchema = v.object({
  lineItemId: v.string(),
  count: v.number(),
  variant: v.object({
    sku: v.string(),
    productId: v.string(),
    productSlug: v.string(),
    /** Product name in the market's locale. */
    name: v.string(),
    image: v.optional(v.string()),
    isOnStock: v.boolean(),
  }),
  /** Product page link. */
  _url: v.string(),
});
export type WishlistLineItem = v.InferOutput<typeof wishlistLineItemSchema>;

export const wishlistSchema = v.object({
  /** null until the first item is added. */
  wishlistId: v.nullable(v.string()),
  lineItems: v.array(wishlistLineItemSchema),
});
export type Wishlist = v.InferOutput<typeof wishlistSchema>;

/** The wishlist actions (storefront §7 "Wishlist"). */
export const WISHLIST_ACTIONS = {
  'wishlist/getWishlist': reads(NO_BODY, wishlistSchema),
  'wishlist/addItem': writes(
    addWishlistItemRequestSchema,
    wishlistSchema,
    UNAVAILABLE,
    'error.wishlist.full',
    'error.wishlist.count',
  ),
  'wishlist/updateItem': writes(
    updateWishlistItemRequestSchema,
    wishlistSchema,
    'error.wishlist.lineItem',
  ),
  'wishlist/removeItem': writes(
    removeWishlistItemRequestSchema,
    wishlistSchema,
    'error.wishlist.lineItem',
  ),
  'wishlist/deleteWishlist': writes(NO_BODY, wishlistSchema),
} as const;
