import {
  SearchApiError,
  SearchEngine,
  getObjects,
  runQueries,
  runSearchRequest,
  type KeyRestrictions,
} from '../index';
import { SEARCH_LIMITS } from '../limits';
import { refusal } from './fixture-index';

const RECORDS = [
  {
    objectID: '1',
    name: 'Luna Basin Mixer',
    brand: 'Kinnear',
    audience: ['visitor', 'internal'],
    createdAt: 3,
  },
  {
    objectID: '2',
    name: 'Luna Sink Mixer',
    brand: 'Methven',
    audience: ['visitor', 'internal'],
    createdAt: 2,
  },
  {
    objectID: '3',
    name: 'Luna Care Basin',
    brand: 'Kinnear',
    audience: ['internal'],
    createdAt: 1,
  },
];

function engine(): SearchEngine {
  const search = new SearchEngine();
  search.setIndex('products', RECORDS, {
    searchableAttributes: ['name', 'brand'],
    attributesForFaceting: ['searchable(brand)', 'filterOnly(audience)'],
    customRanking: ['desc(createdAt)'],
    replicas: { products_oldest: ['asc(createdAt)'] },
  });
  return search;
}

const visitor = { filters: 'audience:visitor' };
const ids = (result: unknown) =>
  (result as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);

describe('runQueries', () => {
  it('answers each request, with the key filters ANDed so a caller cannot undo them', () => {
    const { results } = runQueries(engine(), visitor, {
      requests: [
        { indexName: 'products', query: 'luna', filters: 'audience:internal' },
        { indexName: 'products_oldest', params: 'query=luna&facets=%5B%22brand%22%5D' },
      ],
    });
    // The internal-only Luna Care Basin stays hidden from a visitor's key whatever the request asks.
    expect(ids(results[0])).toEqual(['1', '2']);
    expect(ids(results[1])).toEqual(['2', '1']);
    expect(results[1]).toMatchObject({ facets: { brand: { Kinnear: 1, Methven: 1 } } });
  });

  it('stops once a request has enough hits with stopIfEnoughMatches', () => {
    const { results } = runQueries(
      engine(),
      {},
      {
        strategy: 'stopIfEnoughMatches',
        requests: [
          { indexName: 'products', query: 'luna', hitsPerPage: 2 },
          { indexName: 'products', query: 'mixer' },
        ],
      },
    );
    expect(results[1]).toMatchObject({ processed: false, nbHits: 0 });
  });

  it('refuses what Algolia refuses, with its status', () => {
    const refuse = (body: unknown, key = {}) => {
      try {
        runQueries(engine(), key, body);
      } catch (error) {
        if (error instanceof SearchApiError) return [error.status, error.message];
        throw error;
      }
      return undefined;
    };
    expect(refuse({ requests: 'nope' })).toEqual([400, 'requests must be an array of objects']);
    expect(refuse({ requests: [{ query: 'x' }] })).toEqual([400, 'indexName is required']);
    expect(refuse({ requests: [], strategy: 'all' })).toEqual([
      400,
      'strategy must be none or stopIfEnoughMatches',
    ]);
    expect(
      refuse({ requests: [{ indexName: 'products' }] }, { indexAllowed: () => false }),
    ).toEqual([403, 'Index not allowed with this API key: products']);
    expect(
      refuse({ requests: [{ indexName: 'p'.repeat(5000) }] }, { indexAllowed: () => false }),
    ).toEqual([403, `Index not allowed with this API key: ${'p'.repeat(40)}…`]);
    expect(refuse({ requests: [{ indexName: 'products' }] }, { filters: 'audience:(' })).toEqual([
      403,
      'Invalid filters in secured API key',
    ]);
  });

  it(`refuses more than ${SEARCH_LIMITS.requests} requests in one call`, () => {
    const requests = (count: number) =>
      Array.from({ length: count }, () => ({ indexName: 'products', query: 'luna' }));
    expect(
      runQueries(engine(), visitor, { requests: requests(SEARCH_LIMITS.requests) }).results,
    ).toHaveLength(SEARCH_LIMITS.requests);
    expect(
      refusal(() =>
        runQueries(engine(), visitor, { requests: requests(SEARCH_LIMITS.requests + 1) }),
      ),
    ).toEqual([400, `requests: at most ${SEARCH_LIMITS.requests} in one call`]);
  });

  it("parses the key's filter once for the whole call, not once per request", () => {
    let reads = 0;
    const key: KeyRestrictions = {
      get filters() {
        reads += 1;
        return 'audience:visitor';
      },
    };
    const { results } = runQueries(engine(), key, {
      requests: [
        { indexName: 'products', query: 'luna' },
        { indexName: 'products_oldest', query: 'luna' },
        { indexName: 'products', type: 'facet', facet: 'brand', facetQuery: 'kin' },
      ],
    });
    expect(ids(results[0])).toEqual(['1', '2']);
    expect(reads).toBe(1);
    expect(
      getObjects(engine(), key, {
        requests: [
          { indexName: 'products', objectID: '1' },
          { indexName: 'products', objectID: '3' },
        ],
      }).results.map((hit) => hit?.objectID ?? null),
    ).toEqual(['1', null]);
    expect(reads).toBe(2);
  });

  it(`refuses a facet name over ${SEARCH_LIMITS.facetNameLength} characters in a facet search`, () => {
    expect(
      refusal(() =>
        runSearchRequest(engine(), visitor, 'products', {
          type: 'facet',
          facet: 'b'.repeat(SEARCH_LIMITS.facetNameLength + 1),
        }),
      ),
    ).toEqual([
      400,
      `Invalid value for facet: a name is at most ${SEARCH_LIMITS.facetNameLength} characters`,
    ]);
  });

  it('searches facet values for a request of type facet', () => {
    const result = runSearchRequest(engine(), visitor, 'products', {
      type: 'facet',
      facet: 'brand',
      facetQuery: 'kin',
    });
    expect(result).toMatchObject({ facetHits: [{ value: 'Kinnear', count: 1 }] });
  });
});

describe('getObjects', () => {
  it(`refuses more than ${SEARCH_LIMITS.objects} objects in one call`, () => {
    const requests = (count: number) =>
      Array.from({ length: count }, () => ({ indexName: 'products', objectID: '1' }));
    expect(
      getObjects(engine(), visitor, { requests: requests(SEARCH_LIMITS.objects) }).results,
    ).toHaveLength(SEARCH_LIMITS.objects);
    expect(
      refusal(() =>
        getObjects(engine(), visitor, { requests: requests(SEARCH_LIMITS.objects + 1) }),
      ),
    ).toEqual([400, `requests: at most ${SEARCH_LIMITS.objects} in one call`]);
  });

  it('hands back the records the key may see, null for the rest', () => {
    const { results } = getObjects(engine(), visitor, {
      requests: [
        { indexName: 'products', objectID: '1', attributesToRetrieve: ['name'] },
        { indexName: 'products', objectID: '3' },
      ],
    });
    expect(results).toEqual([{ objectID: '1', name: 'Luna Basin Mixer' }, null]);
  });
});
