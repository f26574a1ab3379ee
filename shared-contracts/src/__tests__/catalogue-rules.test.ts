import {
  isLeadFree,
  marketPrice,
  presentVariant,
  priceInMarket,
  showsContactUs,
} from '../catalogue/rules';

describe('price rule (storefront §5 "Price block")', () => {
  it.each([
    ['visitor', 'au', {}, false],
    ['visitor', 'au', { internalOnly: true }, true],
    ['trade', 'nz', { internalOnly: true }, true],
    ['internal', 'au', { internalOnly: true }, false],
    ['visitor', 'au', { builderRange: true }, true],
    ['trade', 'au', { builderRange: true }, true],
    ['visitor', 'nz', { builderRange: true }, false],
    ['internal', 'au', { builderRange: true }, false],
  ] as const)('%s on %s with %j: contact us = %s', (viewer, market, flags, expected) => {
    const variant = { internalOnly: false, builderRange: false, ...flags };
    expect(showsContactUs(variant, market, viewer)).toBe(expected);
  });

  it('picks the price of the market country', () => {
    const prices = [
      { country: 'AU', value: { centAmount: 100, currencyCode: 'AUD', fractionDigits: 2 } },
      { country: 'NZ', value: { centAmount: 120, currencyCode: 'NZD', fractionDigits: 2 } },
    ] as const;
    expect(priceInMarket([...prices], 'nz')?.centAmount).toBe(120);
    expect(priceInMarket([prices[0]], 'nz')).toBeUndefined();
  });
});

describe('Lead Free mark', () => {
  it.each([
    ['1234AF', true],
    ['1234lf ', true],
    ['1234CH', false],
    ['LF1234', false],
  ])('%s → %s', (code, expected) => expect(isLeadFree(code)).toBe(expected));
});

describe('market price with a discount (storefront §3 "Variant", §9)', () => {
  const aud = (centAmount: number) =>
    ({ centAmount, currencyCode: 'AUD', fractionDigits: 2 }) as const;
  const nzd = (centAmount: number) =>
    ({ centAmount, currencyCode: 'NZD', fractionDigits: 2 }) as const;

  it('gives the RRP alone when the market has no discounted price', () => {
    expect(marketPrice([{ country: 'AU', value: aud(3000) }], 'au')).toEqual({ price: aud(3000) });
  });

  it('gives the discounted price and its rounded percent beside the RRP', () => {
    const prices = [
      { country: 'AU', value: aud(3000) },
      { country: 'NZ', value: nzd(3000), discounted: nzd(2000) },
    ] as const;
    expect(marketPrice([...prices], 'nz')).toEqual({
      price: nzd(3000),
      discounted: { price: nzd(2000), percent: 33 },
    });
    expect(marketPrice([...prices], 'au')?.discounted).toBeUndefined();
  });

  it('ignores a discounted price that is not below the RRP', () => {
    expect(marketPrice([{ country: 'AU', value: aud(3000), discounted: aud(3000) }], 'au')).toEqual(
      { price: aud(3000) },
    );
  });

  it("presents a variant with the viewer's market price fields and priceValues", () => {
    const variant = {
      sku: 'LU1234-1',
      prices: [
        { country: 'AU' as const, value: aud(5000), discounted: aud(4000) },
        { country: 'NZ' as const, value: nzd(5500) },
      ],
    };
    const presented = presentVariant(variant, 'au');
    expect(presented.price).toEqual(aud(5000));
    expect(presented.discountedPrice).toEqual(aud(4000));
    expect(presented.priceValues).toEqual([
      { currencyCode: 'AUD', value: 5000 },
      { currencyCode: 'NZD', value: 5500 },
    ]);
    expect(presentVariant(variant, 'nz').discountedPrice).toBeUndefined();
    expect(presented).toMatchObject(variant);
  });
});
