import { searchOriginPolicy } from '../search-setup';

describe('the origin /config.json names for search', () => {
  const production = searchOriginPolicy({
    production: true,
    publicUrl: 'https://www.specify.example',
    port: 3000,
  });
  const development = searchOriginPolicy({
    production: false,
    publicUrl: 'http://localhost:3000',
    port: 3000,
  });

  it("is PUBLIC_URL's in production, whatever Host the request names", () => {
    for (const host of ['evil.example:443', 'www.specify.example', 'localhost:3000']) {
      expect(production({ host, protocol: 'http' })).toEqual({
        host: 'www.specify.example',
        protocol: 'https',
      });
    }
  });

  it("is the request's in development only for this machine at the bound port", () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000']) {
      expect(development({ host, protocol: 'http' })).toEqual({ host, protocol: 'http' });
    }
    for (const host of [
      'evil.example:443',
      'localhost:3001',
      'localhost',
      '127.0.0.1.evil.example',
    ]) {
      expect(development({ host, protocol: 'https' })).toEqual({
        host: 'localhost:3000',
        protocol: 'http',
      });
    }
  });
});
