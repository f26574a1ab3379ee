import { isLeadFree, priceInMarket, showsContactUs } from '../catalogue/rules';

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
