import { likelyMarket, marketOfCountry } from '../geo';

it('reads the market from a CDN country header first', () => {
  expect(likelyMarket({ country: 'nz', acceptLanguage: 'en-AU' })).toBe('nz');
  expect(marketOfCountry('AU')).toBe('au');
  expect(marketOfCountry('US')).toBeUndefined();
});

it('else from the first Accept-Language tag with one of our regions', () => {
  expect(likelyMarket({ acceptLanguage: 'en-NZ,en;q=0.9' })).toBe('nz');
  expect(likelyMarket({ acceptLanguage: 'fr-FR, en-AU;q=0.8' })).toBe('au');
  expect(likelyMarket({ country: 'XX', acceptLanguage: 'en-GB,en' })).toBeUndefined();
  expect(likelyMarket({})).toBeUndefined();
});
