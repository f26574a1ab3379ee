import * as v from 'valibot';
import type { Market, MarketCountry } from '../markets';
import type { Money } from '../money';
import { addressFieldsSchema, type AddressFields } from './account';
import { boundedText, idSchema } from './common';

/**
 * Cart, shipping, discount codes and orders (storefront §3 "Cart", §4 "Cart derived flags",
 * §7 "Cart", §9 "Cart totals"). Amounts are cents; prices include GST.
 */

export const MAX_LINE_COUNT = 999;
/** Distinct lines a cart may hold, so no cart grows without bound. */
export const MAX_CART_LINES = 100;
export const MAX_ORDER_IDS = 50;

/** GST included in every price, per market (percent). */
export const GST_RATES: Readonly<Record<Market, number>> = { au: 10, nz: 15 };

export const lineCountSchema = v.pipe(
  v.number(),
  v.integer('count must be a whole number'),
  v.minValue(1, 'count must be at least 1'),
  v.maxValue(MAX_LINE_COUNT, `count must be at most ${MAX_LINE_COUNT}`),
);
export const skuSchema = v.pipe(v.string(), v.minLength(1, 'sku is required'), v.maxLength(100));

export const addCartItemRequestSchema = v.object({
  variant: v.object({ sku: skuSchema, count: v.optional(lineCountSchema, 1) }),
});
export const updateCartItemRequestSchema = v.object({
  lineItem: v.object({ id: idSchema, count: lineCountSchema }),
});
export const removeCartItemRequestSchema = v.object({ lineItem: v.object({ id: idSchema }) });
export const setShippingMethodRequestSchema = v.object({
  shippingMethod: v.object({ id: idSchema }),
});
/**
 * updateCart: the spec leaves the payload open. Accepted: a shipping method; email and addresses
 * are part of the contract but stored only once the carts table has columns for them.
 */
export const updateCartRequestSchema = v.object({
  shippingMethod: v.optional(v.object({ id: idSchema })),
  email: v.optional(boundedText(100)),
  shippingAddress: v.optional(addressFieldsSchema),
  billingAddress: v.optional(addressFieldsSchema),
});
export const redeemDiscountCodeRequestSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.minLength(1, 'code is required'), v.maxLength(50)),
});
export const removeDiscountCodeRequestSchema = v.object({ discountId: idSchema });
/** Accepts a list, or one id (a GET query string carries a single value). */
export const queryOrdersRequestSchema = v.object({
  orderIds: v.optional(
    v.union([
      v.pipe(v.array(idSchema), v.maxLength(MAX_ORDER_IDS)),
      v.pipe(
        idSchema,
        v.transform((id) => [id]),
      ),
    ]),
  ),
});
export const getOrderRequestSchema = v.object({ orderId: idSchema });

export type AddCartItemRequest = v.InferInput<typeof addCartItemRequestSchema>;
export type UpdateCartItemRequest = v.InferInput<typeof updateCartItemRequestSchema>;
export type UpdateCartRequest = v.InferInput<typeof updateCartRequestSchema>;

export interface CartTaxRate {
  name: 'GST';
  /** Percent, e.g. 10. */
  amount: number;
  includedInPrice: boolean;
  country: MarketCountry;
}

export interface CartVariant {
  id: number;
  sku: string;
  productId: string;
  productSlug: string;
  /** Product name in the market's locale. */
  name: string;
  isOnStock: boolean;
  images: string[];
  attributes: {
    colour?: string;
    'item-code': string;
    'item-name': string;
    'product-code': string;
  };
  price: Money;
  discountedPrice?: Money;
}

export interface CartLineItem {
  id: string;
  count: number;
  /** List price of one item. */
  price: Money;
  /** Price of one item after discount codes; present only when a code lowers it. */
  discountedPrice?: Money;
  taxRate: CartTaxRate;
  /** Tax contained in totalPrice (GST is included). */
  taxed: { taxAmount: Money };
  totalPrice: Money;
  variant: CartVariant;
  /** Product page link. */
  _url: string;
}

export interface ShippingRate {
  price: Money;
}

export interface ShippingMethod {
  shippingMethodId: string;
  name: string;
  description: string;
  rates: ShippingRate[];
}

export interface ShippingInfo {
  shippingMethodId: string;
  name: string;
  price: Money;
  taxIncludedInPrice: boolean;
  taxRate: CartTaxRate;
  taxed: { taxAmount: Money };
}

export interface CartDiscountCode {
  discountId: string;
  code: string;
  percentOff: number;
}

/** The totals of storefront §9, in the cart's currency. */
export interface CartTotals {
  /** List price times count, less the tax included in it. */
  subtotal: Money;
  /** List price times count less line totals. */
  discount: Money;
  /** Tax added on top of prices (zero when every price includes its tax). */
  tax: Money;
  /** Tax contained in the prices, for the "(inc. GST)" line. */
  includedTax: Money;
  /** The chosen method's price, else the first available method's first rate. */
  shipping: Money;
  isEstimatedShipping: boolean;
  /** sum plus estimated shipping plus added tax. */
  total: Money;
}

export interface Cart {
  /** null until the visitor's first change creates the cart. */
  cartId: string | null;
  market: Market;
  lineItems: CartLineItem[];
  /** Line totals, plus the chosen shipping method's price when the cart has lines. */
  sum: Money;
  taxed: { taxAmount: Money };
  shippingInfo?: ShippingInfo;
  availableShippingMethods: ShippingMethod[];
  discountCodes: CartDiscountCode[];
  totals: CartTotals;
  email?: string;
  shippingAddress?: AddressFields;
  billingAddress?: AddressFields;
}

export interface Order {
  orderId: string;
  createdAt: string;
  market: Market;
  items: CartLineItem[];
  sum: Money;
  taxed: { taxAmount: Money };
  shippingInfo?: ShippingInfo;
  discountCodes: CartDiscountCode[];
  totals: CartTotals;
}

export interface CheckoutResponse {
  orderId: string;
  order: Order;
  /** The new, empty cart. */
  cart: Cart;
}

export interface CheckoutSessionTokenResponse {
  token: string;
  expiresAt: string;
}

/** The cart's derived flags (storefront §4). */
export function cartFlags(cart: Pick<Cart, 'lineItems' | 'shippingInfo'>) {
  return {
    isEmpty: cart.lineItems.length === 0,
    isShippingAccurate: cart.shippingInfo !== undefined,
    hasOutOfStockItems: cart.lineItems.some((lineItem) => !lineItem.variant.isOnStock),
    totalItems: cart.lineItems.reduce((count, lineItem) => count + lineItem.count, 0),
  };
}

/** The discount code message when the server gives none (storefront §5, §8). */
export const DISCOUNT_CODE_INVALID = 'code not valid';
