import { MARKET_COOKIE } from '@specify/contracts';
import { rememberMarket, resolveMarket } from '../market-cookie';

describe('resolveMarket', () => {
  afterEach(() => {
    document.cookie = `${MARKET_COOKIE}=; path=/; max-age=0`;
    jest.restoreAllMocks();
  });

  it("takes the path's market without asking the browser for its cookies", () => {
    const cookies = jest.spyOn(document, 'cookie', 'get');
    expect(resolveMarket('/nz/products/tapware/')).toBe('nz');
    expect(cookies).not.toHaveBeenCalled();
  });

  it('falls back to the remembered market, then to au', () => {
    expect(resolveMarket('/cart')).toBe('au');
    rememberMarket('nz');
    expect(resolveMarket('/cart')).toBe('nz');
    expect(resolveMarket('/cart', '')).toBe('au');
  });
});
