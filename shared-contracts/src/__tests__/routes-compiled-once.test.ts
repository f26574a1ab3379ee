// Each route's pattern is made into a matcher or an href builder on first use, once: a page's
// boot matches one path, and a listing builds an href per card.
import * as pathToRegexp from 'path-to-regexp';

jest.mock('path-to-regexp', () => {
  const actual = jest.requireActual<typeof pathToRegexp>('path-to-regexp');
  return { ...actual, match: jest.fn(actual.match), compile: jest.fn(actual.compile) };
});

const made = () => ({
  matchers: (pathToRegexp.match as jest.Mock).mock.calls.map(([pattern]) => pattern),
  builders: (pathToRegexp.compile as jest.Mock).mock.calls.map(([pattern]) => pattern),
});

describe('route patterns', () => {
  it('are made into matchers and builders as the routes are used, each once', async () => {
    const { ROUTES, href, matchRoute } = await import('../routes');
    expect(made()).toEqual({ matchers: [], builders: [] });

    // The home is the table's first route: matching it makes its matcher alone.
    expect(matchRoute('/au')?.name).toBe('home');
    expect(matchRoute('/nz')?.name).toBe('home');
    expect(made().matchers).toEqual([ROUTES.home.pattern]);

    expect(href('brand', 'au', { brand: 'methven' })).toBe('/au/brands/methven/');
    expect(href('brand', 'nz', { brand: 'kinnear' })).toBe('/nz/brands/kinnear/');
    expect(made().builders).toEqual([ROUTES.brand.pattern]);
  });
});
