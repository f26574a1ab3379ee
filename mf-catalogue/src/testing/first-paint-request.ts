import type { Market } from '@specify/contracts';
import type { FirstPaintRequest } from '@specify/contracts/composition/first-paint';
import { FIXTURE_APP_ID, VISITOR_KEY, fixtureSearchConfig } from './handlers';

/**
 * A listing's first-paint request as the platform makes it, its searches answered by the fixture
 * server (setUpFixtureServer) as the platform's are: a visitor's key on the search API. A listing
 * reads no document or action.
 */
export function firstPaintRequest(
  pathname: string,
  search = '',
  options: { searchFails?: boolean } = {},
): FirstPaintRequest {
  const market: Market = pathname.startsWith('/nz') ? 'nz' : 'au';
  const origin = new URL(window.location.href);
  return {
    route: 'productFamily',
    market,
    pathname,
    search,
    getJson: async () => {
      throw new Error('A listing paints from its route and its search alone.');
    },
    readAction: async () => {
      throw new Error('A listing paints from its route and its search alone.');
    },
    searchIndices: fixtureSearchConfig({ host: origin.host, protocol: 'http' }).indices[market],
    searchQueries: async (requests) => {
      if (options.searchFails) return undefined;
      const response = await fetch(`${origin.origin}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': FIXTURE_APP_ID,
          'x-algolia-api-key': VISITOR_KEY,
        },
        body: JSON.stringify({
          requests: requests.map(({ indexName, params }) => ({ ...params, indexName })),
        }),
      });
      return response.ok ? response.json() : undefined;
    },
  };
}
