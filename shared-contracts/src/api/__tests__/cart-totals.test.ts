import { itemsTotalOf, type CartTotals } from '../cart';

const aud = (centAmount: number) => ({
  centAmount,
  currencyCode: 'AUD' as const,
  fractionDigits: 2,
});

function totals(parts: Partial<CartTotals>): CartTotals {
  return {
    subtotal: aud(0),
    discount: aud(0),
    tax: aud(0),
    includedTax: aud(0),
    shipping: aud(0),
    isEstimatedShipping: false,
    total: aud(0),
    ...parts,
  };
}

describe('itemsTotalOf (the cart on one price basis)', () => {
  it('gives the items at their GST-inclusive list prices, so items − discount + shipping = total', () => {
    // 2 × $110 and 1 × $220 at 10% off, $15 estimated shipping (the platform's totals test).
    const cart = totals({
      subtotal: aud(44000 - 3600),
      discount: aud(4400),
      includedTax: aud(3600),
      shipping: aud(1500),
      isEstimatedShipping: true,
      total: aud(39600 + 1500),
    });
    expect(itemsTotalOf(cart)).toEqual(aud(44000));
  });

  it('leaves out tax added on top of prices, which the cart lists on its own line', () => {
    const cart = totals({ subtotal: aud(2000), tax: aud(200), total: aud(2200) });
    expect(itemsTotalOf(cart)).toEqual(aud(2000));
  });

  it('is zero for an empty cart', () => {
    expect(itemsTotalOf(totals({}))).toEqual(aud(0));
  });
});
