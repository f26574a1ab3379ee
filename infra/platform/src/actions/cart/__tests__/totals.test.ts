import type { Cart, CartLineItem, Money } from '@specify/contracts';
import { SHIPPING_METHODS } from '../../../seed/commerce';
import type { VariantMatch } from '../../../catalogue/store';
import { discountedUnit, includedTax, priceCart } from '../pricing';
import { computeCartTotals, type TotalsInput } from '../totals';
import { cartCatalogue } from './fixtures';

const aud = (centAmount: number): Money => ({
  centAmount,
  currencyCode: 'AUD',
  fractionDigits: 2,
});

function line(
  price: number,
  count: number,
  total: number,
  tax: number,
  included = true,
): CartLineItem {
  return {
    id: `line-${price}`,
    count,
    price: aud(price),
    taxRate: { name: 'GST', amount: 10, includedInPrice: included, country: 'AU' },
    taxed: { taxAmount: aud(tax) },
    totalPrice: aud(total),
    variant: {} as CartLineItem['variant'],
    _url: '/',
  };
}

const methods: Cart['availableShippingMethods'] = [
  {
    shippingMethodId: 'standard',
    name: 'Standard',
    description: '',
    rates: [{ price: aud(1500) }],
  },
  { shippingMethodId: 'express', name: 'Express', description: '', rates: [{ price: aud(3500) }] },
];

describe('computeCartTotals (storefront §9)', () => {
  it('gives zeros for an empty cart, even with methods and a chosen shipping method', () => {
    const totals = computeCartTotals({
      lineItems: [],
      sum: aud(0),
      availableShippingMethods: methods,
      shippingInfo: {
        shippingMethodId: 'express',
        name: 'Express',
        price: aud(3500),
        taxIncludedInPrice: true,
        taxRate: { name: 'GST', amount: 10, includedInPrice: true, country: 'AU' },
        taxed: { taxAmount: aud(318) },
      },
    });
    for (const key of ['subtotal', 'discount', 'tax', 'includedTax', 'shipping', 'total'] as const)
      expect(totals[key]).toEqual(aud(0));
    expect(totals.isEstimatedShipping).toBe(false);
  });

  it('takes included tax out of the subtotal, counts the discount, and estimates shipping from the first method', () => {
    const input: TotalsInput = {
      // 2 × $110 discounted to $99 each; 1 × $220 discounted to $198
      lineItems: [line(11000, 2, 19800, 1800), line(22000, 1, 19800, 1800)],
      sum: aud(39600),
      availableShippingMethods: methods,
    };
    const totals = computeCartTotals(input);
    expect(totals.subtotal).toEqual(aud(44000 - 3600));
    expect(totals.discount).toEqual(aud(4400));
    expect(totals.tax).toEqual(aud(0));
    expect(totals.includedTax).toEqual(aud(3600));
    expect(totals.shipping).toEqual(aud(1500));
    expect(totals.isEstimatedShipping).toBe(true);
    expect(totals.total).toEqual(aud(39600 + 1500));
  });

  it('uses the chosen method without adding it again (sum already holds it)', () => {
    const totals = computeCartTotals({
      lineItems: [line(11000, 1, 11000, 1000)],
      sum: aud(11000 + 3500),
      availableShippingMethods: methods,
      shippingInfo: {
        shippingMethodId: 'express',
        name: 'Express',
        price: aud(3500),
        taxIncludedInPrice: true,
        taxRate: { name: 'GST', amount: 10, includedInPrice: true, country: 'AU' },
        taxed: { taxAmount: aud(318) },
      },
    });
    expect(totals.shipping).toEqual(aud(3500));
    expect(totals.isEstimatedShipping).toBe(false);
    expect(totals.includedTax).toEqual(aud(1318));
    expect(totals.total).toEqual(aud(14500));
  });

  it('adds tax that is not included in prices to the total and keeps it in the subtotal', () => {
    const totals = computeCartTotals({
      lineItems: [line(1000, 2, 2000, 200, false)],
      sum: aud(2000),
      availableShippingMethods: [],
    });
    expect(totals.subtotal).toEqual(aud(2000));
    expect(totals.tax).toEqual(aud(200));
    expect(totals.shipping).toEqual(aud(0));
    expect(totals.total).toEqual(aud(2200));
  });
});

describe('pricing helpers', () => {
  it('works out included GST and compounding discounts in whole cents', () => {
    expect(includedTax(11000, 10)).toBe(1000);
    expect(includedTax(12650, 15)).toBe(1650);
    expect(includedTax(3500, 10)).toBe(318);
    expect(discountedUnit(11000, [])).toBe(11000);
    expect(discountedUnit(11000, [10])).toBe(9900);
    expect(discountedUnit(11000, [10, 5])).toBe(9405);
    expect(discountedUnit(999, [10])).toBe(899);
  });
});

describe('priceCart', () => {
  const catalogue = cartCatalogue();
  const variants: VariantMatch[] = catalogue.products.flatMap((product) =>
    product.variants.map((variant) => ({ product, variant })),
  );
  const visible = variants.filter((match) => match.variant.sku !== 'SKU-INT');

  it('prices lines from the catalogue per market, applies codes and leaves out what the viewer cannot see', () => {
    const cart = priceCart({
      cartId: 'c1',
      market: 'au',
      lines: [
        { lineItemId: 'l1', sku: 'SKU-A', count: 2 },
        { lineItemId: 'l2', sku: 'SKU-INT', count: 1 },
        { lineItemId: 'l3', sku: 'SKU-B', count: 1 },
      ],
      variants: visible,
      discounts: [{ discountId: 'trade10', code: 'TRADE10', percentOff: 10, active: true }],
      shippingMethodId: null,
      methods: SHIPPING_METHODS,
    });
    expect(cart.lineItems.map((lineItem) => lineItem.id)).toEqual(['l1', 'l3']);
    const [first] = cart.lineItems;
    expect(first).toMatchObject({
      price: aud(11000),
      discountedPrice: aud(9900),
      totalPrice: aud(19800),
      taxed: { taxAmount: aud(1800) },
      taxRate: { includedInPrice: true, amount: 10 },
      variant: { sku: 'SKU-A', name: 'Basin mixer', isOnStock: true },
      _url: '/au/product/basin-mixer-chrome-SKU-A/',
    });
    expect(cart.sum).toEqual(aud(39600));
    expect(cart.taxed.taxAmount).toEqual(aud(3600));
    expect(cart.shippingInfo).toBeUndefined();
    expect(cart.totals).toMatchObject({
      subtotal: aud(40400),
      discount: aud(4400),
      shipping: aud(1500),
      isEstimatedShipping: true,
      total: aud(41100),
    });
  });

  it('uses NZ prices, NZD and 15% GST on nz, and drops lines with no price there', () => {
    const cart = priceCart({
      cartId: 'c1',
      market: 'nz',
      lines: [
        { lineItemId: 'l1', sku: 'SKU-A', count: 1 },
        { lineItemId: 'l2', sku: 'SKU-AUONLY', count: 1 },
      ],
      variants: visible,
      discounts: [],
      shippingMethodId: 'express',
      methods: SHIPPING_METHODS,
    });
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({
      price: { centAmount: 12650, currencyCode: 'NZD' },
      taxed: { taxAmount: { centAmount: 1650 } },
      variant: { name: 'Basin mixer NZ' },
    });
    expect(cart.lineItems[0]?.discountedPrice).toBeUndefined();
    expect(cart.shippingInfo).toMatchObject({
      shippingMethodId: 'express',
      price: { centAmount: 4000, currencyCode: 'NZD' },
      taxed: { taxAmount: { centAmount: 522 } },
    });
    expect(cart.sum.centAmount).toBe(16650);
    expect(cart.totals.total.centAmount).toBe(16650);
    expect(cart.totals.isEstimatedShipping).toBe(false);
  });

  it('charges the catalogue sale price, with codes applied on top, against the list price', () => {
    const onSale = visible.map((match) =>
      match.variant.sku === 'SKU-B'
        ? {
            ...match,
            variant: {
              ...match.variant,
              prices: match.variant.prices.map((price) =>
                price.country === 'AU' ? { ...price, discounted: aud(16500) } : price,
              ),
            },
          }
        : match,
    );
    const priced = (percentOff?: number) =>
      priceCart({
        cartId: 'c1',
        market: 'au',
        lines: [{ lineItemId: 'l1', sku: 'SKU-B', count: 2 }],
        variants: onSale,
        discounts: percentOff ? [{ discountId: 'd', code: 'D', percentOff, active: true }] : [],
        shippingMethodId: null,
        methods: SHIPPING_METHODS,
      });
    expect(priced().lineItems[0]).toMatchObject({
      price: aud(22000),
      discountedPrice: aud(16500),
      totalPrice: aud(33000),
    });
    expect(priced().totals.discount).toEqual(aud(11000));
    expect(priced(10).lineItems[0]).toMatchObject({
      discountedPrice: aud(14850),
      totalPrice: aud(29700),
    });
  });
});
