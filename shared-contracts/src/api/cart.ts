import * as v from 'valibot';
import { NO_BODY, SIGNED_IN, UNAVAILABLE, reads, writes } from './action-spec';
import { MARKET_COUNTRIES, marketSchema } from '../markets';
import { moneySchema, type Money } from '../money';
import { addressFieldsSchema } from './account';
import { boundedText, idSchema } from './common';

/**
 * Cart, shipping, discount codes and orders (storefront §3 "Cart", §4 "Cart derived flags",
 * §7 "Cart", §9 "Cart totals"). Amounts are cents; prices include GST.
 */

export const MAX_LINE_COUNT = 999;
/** Distinct lines a cart may hold, so no cart grows without bound. */
export const MAX_CART_LINES = 100;
export const MAX_ORDER_IDS = 50;

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

/** The highest order total a checkout may name, in cents (a bound, not a business limit). */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

/**
 * Places the signed-in account's cart as an order: to one of its own addresses, by a shipping
 * method the market offers. `total` is the total the review step showed; the order is refused
 * when the server's total differs (the cart or its prices changed in between).
 */
export const checkoutRequestSchema = v.object({
  shippingAddress: v.object({ addressId: idSchema }),
  shippingMethod: v.object({ id: idSchema }),
  total: v.object({
    centAmount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ORDER_TOTAL_CENTS)),
  }),
});
export type CheckoutRequest = v.InferInput<typeof checkoutRequestSchema>;

export type AddCartItemRequest = v.InferInput<typeof addCartItemRequestSchema>;
export type UpdateCartItemRequest = v.InferInput<typeof updateCartItemRequestSchema>;
export type UpdateCartRequest = v.InferInput<typeof updateCartRequestSchema>;

export const cartTaxRateSchema = v.object({
  name: v.literal('GST'),
  /** Percent, e.g. 10. */
  amount: v.number(),
  includedInPrice: v.boolean(),
  country: v.picklist(MARKET_COUNTRIES),
});
export type CartTaxRate = v.InferOutput<typeof cartTaxRateSchema>;

const taxedSchema = v.object({ taxAmount: moneySchema });

export const cartVariantSchema = v.object({
  id: v.number(),
  sku: v.string(),
  productId: v.string(),
  productSlug: v.string(),
  /** Product name in the market's locale. */
  name: v.string(),
  isOnStock: v.boolean(),
  images: v.array(v.string()),
  attributes: v.object({
    colour: v.optional(v.string()),
    'item-code': v.string(),
    'item-name': v.string(),
    'product-code': v.string(),
  }),
  price: moneySchema,
  discountedPrice: v.optional(moneySchema),
});
export type CartVariant = v.InferOutput<typeof cartVariantSchema>;

export const cartLineItemSchema = v.object({
  id: v.string(),
  count: v.number(),
  /** List price of one item. */
  price: moneySchema,
  /** Price of one item after discount codes; present only when a code lowers it. */
  discountedPrice: v.optional(moneySchema),
  taxRate: cartTaxRateSchema,
  /** Tax contained in totalPrice (GST is included). */
  taxed: taxedSchema,
  totalPrice: moneySchema,
  variant: cartVariantSchema,
  /** Product page link. */
  _url: v.string(),
});
export type CartLineItem = v.InferOutput<typeof cartLineItemSchema>;

export const shippingRateSchema = v.object({ price: moneySchema });
export type ShippingRate = v.InferOutput<typeof shippingRateSchema>;

export const shippingMethodSchema = v.object({
  shippingMethodId: v.string(),
  name: v.string(),
  description: v.string(),
  rates: v.array(shippingRateSchema),
});
export type ShippingMethod = v.InferOutput<typeof shippingMethodSchema>;

export const shippingInfoSchema = v.object({
  shippingMethodId: v.string(),
  name: v.string(),
  price: moneySchema,
  taxIncludedInPrice: v.boolean(),
  taxRate: cartTaxRateSchema,
  taxed: taxedSchema,
});
export type ShippingInfo = v.InferOutput<typeof shippingInfoSchema>;

export const cartDiscountCodeSchema = v.object({
  discountId: v.string(),
  code: v.string(),
  percentOff: v.number(),
});
export type CartDiscountCode = v.InferOutput<typeof cartDiscountCodeSchema>;

/** The totals of storefront §9, in the cart's currency. */
export const cartTotalsSchema = v.object({
  /** List price times count, less the tax included in it. */
  subtotal: moneySchema,
  /** List price times count less line totals. */
  discount: moneySchema,
  /** Tax added on top of prices (zero when every price includes its tax). */
  tax: moneySchema,
  /** Tax contained in the prices, for the "(inc. GST)" line. */
  includedTax: moneySchema,
  /** The chosen method's price, else the first available method's first rate. */
  shipping: moneySchema,
  isEstimatedShipping: v.boolean(),
  /** sum plus estimated shipping plus added tax. */
  total: moneySchema,
});
export type CartTotals = v.InferOutput<typeof cartTotalsSchema>;

/** What a cart and the order made from it both carry: its money. */
const pricedEntries = {
  /** Line totals, plus the chosen shipping method's price when the cart has lines. */
  sum: moneySchema,
  taxed: taxedSchema,
  shippingInfo: v.optional(shippingInfoSchema),
  discountCodes: v.array(cartDiscountCodeSchema),
  totals: cartTotalsSchema,
};

export const cartSchema = v.object({
  /** null until the visitor's first change creates the cart. */
  cartId: v.nullable(v.string()),
  market: marketSchema,
  lineItems: v.array(cartLineItemSchema),
  ...pricedEntries,
  availableShippingMethods: v.array(shippingMethodSchema),
  email: v.optional(v.string()),
  shippingAddress: v.optional(addressFieldsSchema),
  billingAddress: v.optional(addressFieldsSchema),
});
export type Cart = v.InferOutput<typeof cartSchema>;

/**
 * Every order is placed without payment, as an order the business confirms afterwards; the
 * status is the one state a placed order is in until confirming exists.
 */
export const ORDER_STATUSES = ['toBeConfirmed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orderSchema = v.object({
  orderId: v.string(),
  /** The number people read and quote, e.g. AU-000123: unique, given by the database. */
  orderNumber: v.string(),
  status: v.picklist(ORDER_STATUSES),
  createdAt: v.string(),
  market: marketSchema,
  items: v.array(cartLineItemSchema),
  /** Where it ships; absent only on orders placed before checkout asked for an address. */
  shippingAddress: v.optional(addressFieldsSchema),
  ...pricedEntries,
});
export type Order = v.InferOutput<typeof orderSchema>;

export const checkoutResponseSchema = v.object({
  orderId: v.string(),
  order: orderSchema,
  /** The new, empty cart. */
  cart: cartSchema,
});
export type CheckoutResponse = v.InferOutput<typeof checkoutResponseSchema>;

export const checkoutSessionTokenResponseSchema = v.object({
  token: v.string(),
  expiresAt: v.string(),
});
export type CheckoutSessionTokenResponse = v.InferOutput<typeof checkoutSessionTokenResponseSchema>;

/**
 * The items at their list prices, on the basis the site shows every price (RRP inc. GST,
 * storefront §9), so a cart's lines add up: items − discount + shipping + added tax = total.
 * `subtotal` keeps the spec's definition (the GST it contains taken out); shown above a total with
 * GST it read as two bases. Derived from the totals, so stored orders need no new field.
 */
export function itemsTotalOf(totals: CartTotals): Money {
  const { total, discount, shipping, tax } = totals;
  return {
    ...total,
    centAmount: total.centAmount + discount.centAmount - shipping.centAmount - tax.centAmount,
  };
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

/**
 * The server's message for a code it does not know or no longer honours: the spec's error result
 * carries "the server message", and a visitor reads a sentence, not the bare fallback.
 */
export const DISCOUNT_CODE_REFUSED = 'This discount code is not valid. Check it and try again.';

/** The cart and order actions (storefront §7 "Cart"). */
export const CART_ACTIONS = {
  'cart/getCart': reads(NO_BODY, cartSchema),
  'cart/getShippingMethods': reads(NO_BODY, v.array(shippingMethodSchema)),
  'cart/getAvailableShippingMethods': reads(NO_BODY, v.array(shippingMethodSchema)),
  'cart/addItem': writes(
    addCartItemRequestSchema,
    cartSchema,
    UNAVAILABLE,
    'error.cart.full',
    'error.cart.count',
  ),
  'cart/updateItem': writes(updateCartItemRequestSchema, cartSchema, 'error.cart.lineItem'),
  'cart/removeItem': writes(removeCartItemRequestSchema, cartSchema, 'error.cart.lineItem'),
  'cart/updateCart': writes(
    updateCartRequestSchema,
    cartSchema,
    'error.auth.email.wrong',
    'error.cart.shippingMethod',
  ),
  'cart/setShippingMethod': writes(
    setShippingMethodRequestSchema,
    cartSchema,
    'error.cart.shippingMethod',
  ),
  'cart/redeemDiscountCode': writes(
    redeemDiscountCodeRequestSchema,
    cartSchema,
    'error.discount.invalid',
  ),
  'cart/removeDiscountCode': writes(
    removeDiscountCodeRequestSchema,
    cartSchema,
    'error.discount.notOnCart',
  ),
  'cart/resetCart': writes(NO_BODY, cartSchema),
  'cart/checkout': writes(
    checkoutRequestSchema,
    checkoutResponseSchema,
    SIGNED_IN,
    'error.address.unknown',
    'error.address.incomplete',
    'error.cart.shippingMethod',
    'error.cart.empty',
    'error.cart.outOfStock',
    'error.cart.changed',
  ),
  'cart/queryOrders': reads(queryOrdersRequestSchema, v.array(orderSchema)),
  'cart/getOrder': reads(getOrderRequestSchema, orderSchema, 'error.order.unknown'),
  'cart/getCheckoutSessionToken': writes(
    NO_BODY,
    checkoutSessionTokenResponseSchema,
    'error.session.expired',
  ),
} as const;
