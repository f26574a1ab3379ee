import * as v from 'valibot';
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

export interface WishlistLineItem {
  lineItemId: string;
  count: number;
  variant: {
    sku: string;
    productId: string;
    productSlug: string;
    /** Product name in the market's locale. */
    name: string;
    image?: string;
    isOnStock: boolean;
  };
  /** Product page link. */
  _url: string;
}

export interface Wishlist {
  /** null until the first item is added. */
  wishlistId: string | null;
  lineItems: WishlistLineItem[];
}
