import { MARKETS, MARKET_COUNTRIES, MARKET_DEFINITIONS } from '../markets';

describe('market definitions', () => {
  it('own each market country and currency', () => {
    expect(MARKET_DEFINITIONS.au).toMatchObject({ country: 'AU', currencyCode: 'AUD' });
    expect(MARKET_DEFINITIONS.nz).toMatchObject({ country: 'NZ', currencyCode: 'NZD' });
  });

  it('list the countries in market order', () => {
    expect(MARKET_COUNTRIES).toEqual(MARKETS.map((market) => MARKET_DEFINITIONS[market].country));
    expect(MARKET_COUNTRIES).toEqual(['AU', 'NZ']);
  });
});
