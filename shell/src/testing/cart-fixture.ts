import type { Cart, Market, Money } from '@specify/contracts';

const money = (centAmount: number): Money => ({
  centAmount,
  currencyCode: 'AUD',
  fractionDigits: 2,
});

/** A cart as `cart/getCart` answers it, holding `count` of one product (none: empty). */
export function cartHolding(count: number, market: Market = 'au'): Cart {
  const gst = { name: 'GST' as const, amount: 10, includedInPrice: true, country: 'AU' as const };
  return {
    cartId: count ? 'cart-1' : null,
    market,
    lineItems: count
      ? [
          {
            id: 'line-1',
            count,
            price: money(10_000),
            taxRate: gst,
            taxed: { taxAmount: money(909 * count) },
            totalPrice: money(10_000 * count),
            variant: {
              id: 1,
              sku: 'BM-100',
              productId: 'p-1',
              productSlug: 'basin-mixer',
              name: 'Basin mixer',
              isOnStock: true,
              images: [],
              attributes: {
                'item-code': 'BM-100',
                'item-name': 'Basin mixer',
                'product-code': 'BM',
              },
              price: money(10_000),
            },
            _url: '/au/product/basin-mixer',
          },
        ]
      : [],
    sum: money(10_000 * count),
    taxed: { taxAmount: money(909 * count) },
    discountCodes: [],
    totals: {
      subtotal: money(9091 * count),
      discount: money(0),
      tax: money(0),
      includedTax: money(909 * count),
      shipping: money(0),
      isEstimatedShipping: false,
      total: money(10_000 * count),
    },
    availableShippingMethods: [],
  };
}
