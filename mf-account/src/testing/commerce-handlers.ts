import { http, HttpResponse } from 'msw';
import type { Address, Cart, CartLineItem, Money, Order, ShippingMethod } from '@specify/contracts';
import { DISCOUNT_CODE_REFUSED } from '@specify/contracts';
import { createWishlistFake } from '@specify/ui/testing';
import { session } from './account-handlers';
import { fail, requests } from './fixture-http';

/**
 * Cart, orders and wishlist as the platform answers them, for an au visitor: two products, the
 * seed's shipping methods and discount codes, GST included in every price. Small on purpose: the
 * platform's own tests own the arithmetic; these give screens realistic answers to show.
 */
export const PRODUCTS = {
  'BM-100': { name: 'Basin mixer', price: 24_900, isOnStock: true, colour: 'Chrome' },
  'SR-200': { name: 'Shower rail', price: 45_000, isOnStock: false, colour: 'Matte Black' },
  /** On sale in the catalogue: 20% off its list price. */
  'BT-300': {
    name: 'Bath tap',
    price: 30_000,
    salePrice: 24_000,
    isOnStock: true,
    colour: 'Chrome',
  },
} as const;
export type FixtureSku = keyof typeof PRODUCTS;

const SHIPPING_RATES = [
  {
    shippingMethodId: 'standard',
    name: 'Standard delivery',
    description: '5–10 business days',
    cents: 1500,
  },
  {
    shippingMethodId: 'express',
    name: 'Express delivery',
    description: '1–3 business days',
    cents: 3500,
  },
] as const;
const SHIPPING: ShippingMethod[] = SHIPPING_RATES.map(({ cents, ...method }) => ({
  ...method,
  rates: [{ price: aud(cents) }],
}));
const CODES = new Map([['TRADE10', { discountId: 'trade10', percentOff: 10 }]]);

function aud(centAmount: number): Money {
  return { centAmount, currencyCode: 'AUD', fractionDigits: 2 };
}
const includedGst = (cents: number) => Math.round(cents / 11);

interface Line {
  id: string;
  sku: FixtureSku;
  count: number;
}
const state = {
  lines: [] as Line[],
  codes: [] as string[],
  shipping: undefined as string | undefined,
  orders: [] as Order[],
  nextId: 1,
};

/** The platform's wishlist actions (the fake every front end's tests share) over PRODUCTS. */
const wishlist = createWishlistFake(
  Object.fromEntries(
    Object.entries(PRODUCTS).map(([sku, product]) => [
      sku,
      {
        sku,
        productId: `p-${sku}`,
        productSlug: sku.toLowerCase(),
        name: product.name,
        isOnStock: product.isOnStock,
        url: `/au/product/${sku.toLowerCase()}`,
      },
    ]),
  ),
  { onWrite: (name, body) => requests.push({ name, body }) },
);

export function resetCommerce() {
  Object.assign(state, {
    lines: [],
    codes: [],
    shipping: undefined,
    orders: [],
    nextId: 1,
  });
  wishlist.reset();
}

/** Makes the cart an order to the address, as checkout does, and empties the cart. */
function placeOrder(address: Address): Order {
  const cart = currentCart();
  const shippingAddress: Partial<Address> = { ...address };
  delete shippingAddress.addressId;
  const order: Order = {
    orderId: `order-${state.orders.length + 1}`,
    orderNumber: `AU-${String(state.orders.length + 1).padStart(6, '0')}`,
    status: 'toBeConfirmed',
    createdAt: `2026-11-${String(20 + state.orders.length).padStart(2, '0')}T10:00:00.000Z`,
    market: cart.market,
    items: cart.lineItems,
    shippingAddress,
    sum: cart.sum,
    taxed: cart.taxed,
    ...(cart.shippingInfo ? { shippingInfo: cart.shippingInfo } : {}),
    discountCodes: cart.discountCodes,
    totals: cart.totals,
  };
  state.orders.push(order);
  state.lines = [];
  state.codes = [];
  state.shipping = undefined;
  return order;
}

/** An order placed earlier: these lines, shipped by the method to the address. */
export function withPlacedOrder(
  lines: Partial<Record<FixtureSku, number>>,
  shippingMethodId: 'standard' | 'express',
  address: Address,
): Order {
  withCart(lines);
  state.shipping = shippingMethodId;
  return placeOrder(address);
}

/** Puts lines in the cart (or the wishlist) before a screen renders. */
export function withCart(lines: Partial<Record<FixtureSku, number>>) {
  state.lines = Object.entries(lines).map(([sku, count]) => ({
    id: `line-${state.nextId++}`,
    sku: sku as FixtureSku,
    count: count ?? 1,
  }));
}
export function withWishlist(lines: Partial<Record<FixtureSku, number>>) {
  wishlist.seed(lines as Record<string, number>);
}

function lineItem(line: Line): CartLineItem {
  const product = PRODUCTS[line.sku];
  const percentOff = state.codes.reduce((sum, code) => sum + (CODES.get(code)?.percentOff ?? 0), 0);
  const saleUnit = 'salePrice' in product ? product.salePrice : product.price;
  const unit = Math.round((saleUnit * (100 - percentOff)) / 100);
  const total = unit * line.count;
  return {
    id: line.id,
    count: line.count,
    price: aud(product.price),
    ...(unit < product.price ? { discountedPrice: aud(unit) } : {}),
    taxRate: { name: 'GST', amount: 10, includedInPrice: true, country: 'AU' },
    taxed: { taxAmount: aud(includedGst(total)) },
    totalPrice: aud(total),
    variant: {
      id: 1,
      sku: line.sku,
      productId: `p-${line.sku}`,
      productSlug: line.sku.toLowerCase(),
      name: product.name,
      isOnStock: product.isOnStock,
      images: [],
      attributes: {
        colour: product.colour,
        'item-code': line.sku,
        'item-name': product.name,
        'product-code': line.sku,
      },
      price: aud(product.price),
    },
    _url: `/au/product/${line.sku.toLowerCase()}`,
  };
}

function currentCart(): Cart {
  const lineItems = state.lines.map(lineItem);
  const chosen = SHIPPING_RATES.find((method) => method.shippingMethodId === state.shipping);
  const lineTotal = lineItems.reduce((sum, line) => sum + line.totalPrice.centAmount, 0);
  const listTotal = lineItems.reduce((sum, line) => sum + line.price.centAmount * line.count, 0);
  const shipping = lineItems.length ? (chosen ?? SHIPPING_RATES[0]).cents : 0;
  const sum = lineTotal + (chosen && lineItems.length ? shipping : 0);
  return {
    cartId: state.lines.length || state.codes.length ? 'cart-1' : null,
    market: 'au',
    lineItems,
    sum: aud(sum),
    taxed: { taxAmount: aud(includedGst(sum)) },
    ...(chosen
      ? {
          shippingInfo: {
            shippingMethodId: chosen.shippingMethodId,
            name: chosen.name,
            price: aud(chosen.cents),
            taxIncludedInPrice: true,
            taxRate: { name: 'GST', amount: 10, includedInPrice: true, country: 'AU' },
            taxed: { taxAmount: aud(includedGst(shipping)) },
          },
        }
      : {}),
    discountCodes: state.codes.flatMap((code) => {
      const known = CODES.get(code);
      return known ? [{ code, ...known }] : [];
    }),
    totals: {
      subtotal: aud(listTotal - includedGst(listTotal)),
      discount: aud(listTotal - lineTotal),
      tax: aud(0),
      includedTax: aud(includedGst(lineTotal)),
      shipping: aud(shipping),
      isEstimatedShipping: !chosen && lineItems.length > 0,
      total: aud(sum + (chosen ? 0 : shipping)),
    },
    availableShippingMethods: SHIPPING,
  };
}

async function body<T>(name: string, request: Request): Promise<T> {
  const parsed = (await request.json()) as T;
  requests.push({ name, body: parsed });
  return parsed;
}

const NO_LINE = 'That line is not in your cart.';

export const commerceHandlers = [
  http.get('/action/cart/getCart', () => HttpResponse.json(currentCart())),
  http.post('/action/cart/addItem', async ({ request }) => {
    const { variant } = await body<{ variant: { sku: string; count?: number } }>(
      'cart/addItem',
      request,
    );
    if (!(variant.sku in PRODUCTS))
      return fail(404, 'error.product.unavailable', 'This product is not available.');
    const existing = state.lines.find((line) => line.sku === variant.sku);
    if (existing) existing.count += variant.count ?? 1;
    else
      state.lines.push({
        id: `line-${state.nextId++}`,
        sku: variant.sku as FixtureSku,
        count: variant.count ?? 1,
      });
    return HttpResponse.json(currentCart());
  }),
  http.post('/action/cart/updateItem', async ({ request }) => {
    const { lineItem } = await body<{ lineItem: { id: string; count: number } }>(
      'cart/updateItem',
      request,
    );
    const line = state.lines.find((candidate) => candidate.id === lineItem.id);
    if (!line) return fail(404, 'error.cart.lineItem', NO_LINE);
    line.count = lineItem.count;
    return HttpResponse.json(currentCart());
  }),
  http.post('/action/cart/removeItem', async ({ request }) => {
    const { lineItem } = await body<{ lineItem: { id: string } }>('cart/removeItem', request);
    if (!state.lines.some((line) => line.id === lineItem.id))
      return fail(404, 'error.cart.lineItem', NO_LINE);
    state.lines = state.lines.filter((line) => line.id !== lineItem.id);
    return HttpResponse.json(currentCart());
  }),
  http.post('/action/cart/setShippingMethod', async ({ request }) => {
    const { shippingMethod } = await body<{ shippingMethod: { id: string } }>(
      'cart/setShippingMethod',
      request,
    );
    if (!SHIPPING.some((method) => method.shippingMethodId === shippingMethod.id))
      return fail(400, 'error.cart.shippingMethod', 'That shipping method is not available.');
    state.shipping = shippingMethod.id;
    return HttpResponse.json(currentCart());
  }),
  http.post('/action/cart/redeemDiscountCode', async ({ request }) => {
    const { code } = await body<{ code: string }>('cart/redeemDiscountCode', request);
    const known = code.toUpperCase();
    if (!CODES.has(known)) return fail(422, 'error.discount.invalid', DISCOUNT_CODE_REFUSED);
    if (!state.codes.includes(known)) state.codes.push(known);
    return HttpResponse.json(currentCart());
  }),
  http.post('/action/cart/removeDiscountCode', async ({ request }) => {
    const { discountId } = await body<{ discountId: string }>('cart/removeDiscountCode', request);
    if (!state.codes.some((code) => CODES.get(code)?.discountId === discountId))
      return fail(404, 'error.discount.notOnCart', 'That code is not on your cart.');
    state.codes = state.codes.filter((code) => CODES.get(code)?.discountId !== discountId);
    return HttpResponse.json(currentCart());
  }),
  http.post('/action/cart/getCheckoutSessionToken', () =>
    HttpResponse.json({ token: 'payload.signature', expiresAt: '2026-11-24T10:15:00.000Z' }),
  ),
  http.post('/action/cart/checkout', async ({ request }) => {
    const asked = await body<{
      shippingAddress: { addressId: string };
      shippingMethod: { id: string };
      total: { centAmount: number };
    }>('cart/checkout', request);
    if (!session.account) return fail(401, 'error.auth.required', 'Please sign in to continue.');
    const address = session.account.addresses.find(
      (candidate) => candidate.addressId === asked.shippingAddress.addressId,
    );
    if (!address) return fail(404, 'error.address.unknown', 'That address does not exist.');
    if (!SHIPPING.some((method) => method.shippingMethodId === asked.shippingMethod.id))
      return fail(404, 'error.cart.shippingMethod', 'That shipping method is not available.');
    state.shipping = asked.shippingMethod.id;
    const cart = currentCart();
    if (!cart.lineItems.length) return fail(400, 'error.cart.empty', 'Your cart is empty.');
    if (cart.lineItems.some((line) => !line.variant.isOnStock))
      return fail(409, 'error.cart.outOfStock', 'Some items in your cart are out of stock.');
    if (cart.totals.total.centAmount !== asked.total.centAmount)
      return fail(
        409,
        'error.cart.changed',
        'Your cart changed while checking out. Please review it and try again.',
      );
    const order = placeOrder(address);
    return HttpResponse.json({ orderId: order.orderId, order, cart: currentCart() });
  }),
  // Reads with a body travel as POST (actionMethod).
  http.post('/action/cart/queryOrders', () =>
    HttpResponse.json(session.account ? state.orders : []),
  ),
  http.post('/action/cart/getOrder', async ({ request }) => {
    const { orderId } = (await request.json()) as { orderId: string };
    const order = session.account
      ? state.orders.find((candidate) => candidate.orderId === orderId)
      : undefined;
    return order
      ? HttpResponse.json(order)
      : fail(404, 'error.order.unknown', 'That order does not exist.');
  }),

  ...wishlist.handlers,
];
