import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import algoliasearchHelper from 'algoliasearch-helper';
import { withKeyHelper } from './key-helper';
import { APP_ID, PREFIX, SEARCH_KEY, catalogue, startServer, type TestServer } from './helpers';

/** Response bodies are asserted field by field, as loose JSON. */
type Json = ReturnType<typeof JSON.parse>;

let server: TestServer;
const AU = `${PREFIX}_products_au`;
const VARIANTS_AU = `${PREFIX}_search_variant_au`;
const BIM_AU = `${PREFIX}_bim_library_au`;

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(() => server.app.close());

const visitorClient = () =>
  liteClient(APP_ID, server.service.securedKeyFor({ isInternalUser: false }).apiKey, {
    hosts: [server.host],
  });
const internalClient = () =>
  liteClient(APP_ID, server.service.securedKeyFor({ isInternalUser: true }).apiKey, {
    hosts: [server.host],
  });

describe('the real algoliasearch clients against the platform', () => {
  it('lite client: a listing query with facets, highlighting and a queryID', async () => {
    const { results } = await visitorClient().search({
      requests: [
        {
          indexName: AU,
          query: 'basin mixer',
          facets: ['*'],
          hitsPerPage: 12,
          maxValuesPerFacet: 999,
          clickAnalytics: true,
        },
      ],
    });
    const result = results[0] as Json;
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.hits.length).toBeLessThanOrEqual(12);
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.facets.brand).toBeDefined();
    expect(result.facets_stats['measures.overall-height'].min).toBeGreaterThan(0);
    expect(result.hits[0]._highlightResult.name).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['basin', 'mixer'],
    });
    expect(result.hits[0]._highlightResult.name.value).toContain('<em>');
  });

  it('an exact item code or SKU comes first, typed with or without separators', async () => {
    const product = catalogue()[42]!;
    const variant = product.variants[0]!;
    for (const query of [
      variant.attributes['item-code'],
      variant.sku,
      variant.sku.replace(/-/g, ''),
    ]) {
      const { results } = await internalClient().search({
        requests: [{ indexName: VARIANTS_AU, query }],
      });
      expect((results[0] as Json).hits[0].objectID).toBe(`${product.productId}-${variant.id}`);
    }
  });

  it('typo tolerance: one typo from 4 letters, two from 8', async () => {
    const client = visitorClient();
    const search = async (query: string) =>
      (
        (await client.search({ requests: [{ indexName: AU, query, hitsPerPage: 0 }] }))
          .results[0] as Json
      ).nbHits;
    const exact = await search('toilet');
    expect(exact).toBeGreaterThan(0);
    expect(await search('toilte')).toBeGreaterThan(0); // transposition, 6 letters
    expect(await search('tolet')).toBeGreaterThan(0);
    expect(await search('sanitarywear')).toBeGreaterThan(0);
    expect(await search('tul')).toBe(0);
  });

  it('numeric ranges, pagination and the replicas sort', async () => {
    const client = visitorClient();
    const { results } = await client.search({
      requests: [
        {
          indexName: AU,
          numericFilters: ['measures.overall-height:100 TO 300'],
          hitsPerPage: 5,
          page: 1,
        },
        { indexName: `${AU}_name_asc`, hitsPerPage: 20, attributesToRetrieve: ['name'] },
        { indexName: `${AU}_name_desc`, hitsPerPage: 20, attributesToRetrieve: ['name'] },
        { indexName: `${BIM_AU}_name_asc`, hitsPerPage: 20, attributesToRetrieve: ['name'] },
      ],
    });
    const [ranged, asc, desc, bimAsc] = results as Json[];
    expect(ranged.page).toBe(1);
    // paginationLimitedTo (1000 hits) caps the pages, as on Algolia.
    expect(ranged.nbPages).toBe(Math.min(Math.ceil(ranged.nbHits / 5), 200));
    for (const hit of ranged.hits) {
      expect(hit.measures['overall-height'].some((h: number) => h >= 100 && h <= 300)).toBe(true);
    }
    const names = (r: Json) => r.hits.map((h: Json) => h.name as string);
    const sortedByName = (r: Json) =>
      [...names(r)].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
      );
    expect(names(asc)).toEqual(sortedByName(asc));
    expect(names(bimAsc)).toEqual(sortedByName(bimAsc));
    expect(bimAsc.nbHits).toBeGreaterThan(0);
    expect(names(desc)[0]! >= names(desc)[19]!).toBe(true);
    expect(Object.keys(asc.hits[0])).toEqual(['name', 'objectID', '_highlightResult']);
  });

  it('algoliasearch-helper: disjunctive facets count as InstantSearch shows them', async () => {
    const helper = algoliasearchHelper(visitorClient() as Json, AU, {
      disjunctiveFacets: ['brand', 'colour'],
      facets: ['IsNew'],
      hitsPerPage: 12,
    });
    helper
      .addDisjunctiveFacetRefinement('brand', 'kinnear')
      .addDisjunctiveFacetRefinement('brand', 'dorf');
    const { content } = await helper.searchOnce({});
    const brands = content.getFacetValues('brand', {}) as {
      name: string;
      count: number;
      isRefined: boolean;
    }[];
    // Other brands keep their counts while two are refined (the disjunctive query).
    expect(brands.length).toBeGreaterThan(2);
    expect(
      brands
        .filter((b) => b.isRefined)
        .map((b) => b.name)
        .sort(),
    ).toEqual(['dorf', 'kinnear']);
    const refinedTotal = brands.filter((b) => b.isRefined).reduce((sum, b) => sum + b.count, 0);
    expect(content.nbHits).toBe(refinedTotal);
    for (const hit of content.hits) expect(['kinnear', 'dorf']).toContain(hit.brand);
  });

  it('facet-value search, through the lite client and the single-index endpoint', async () => {
    const client = visitorClient();
    const { results } = await client.search({
      requests: [
        { indexName: AU, type: 'facet', facet: 'colour', facetQuery: 'bru', maxFacetHits: 5 },
      ],
    });
    const facetHits = (results[0] as Json).facetHits as {
      value: string;
      highlighted: string;
      count: number;
    }[];
    expect(facetHits.length).toBeGreaterThan(0);
    for (const hit of facetHits) {
      expect(hit.value.toLowerCase()).toMatch(/(^|\s)bru/);
      expect(hit.highlighted).toContain('<em>');
    }
    const full = algoliasearch(APP_ID, SEARCH_KEY, { hosts: [server.host] });
    const single = await full.searchForFacetValues({
      indexName: AU,
      facetName: 'brand',
      searchForFacetValuesRequest: { facetQuery: 'kin' },
    });
    expect(single.facetHits[0]).toMatchObject({
      value: 'kinnear',
      highlighted: '<em>kin</em>near',
    });
  });

  it('full client: searchSingleIndex, getObject, and visibility by key', async () => {
    const internalOnly = catalogue().find((p) => p.attributesAlgolia.IsGWAInternal);
    expect(internalOnly).toBeDefined();
    const visitor = algoliasearch(
      APP_ID,
      server.service.securedKeyFor({ isInternalUser: false }).apiKey,
      { hosts: [server.host] },
    );
    const internal = algoliasearch(
      APP_ID,
      server.service.securedKeyFor({ isInternalUser: true }).apiKey,
      { hosts: [server.host] },
    );
    const forVisitor = await visitor.searchSingleIndex({
      indexName: AU,
      searchParams: { filters: `productId:${internalOnly!.productId}` },
    });
    const forInternal = await internal.searchSingleIndex({
      indexName: AU,
      searchParams: { filters: `productId:${internalOnly!.productId}` },
    });
    expect(forVisitor.nbHits).toBe(0);
    expect(forInternal.nbHits).toBe(1);
    await expect(
      visitor.getObject({ indexName: AU, objectID: internalOnly!.productId }),
    ).rejects.toMatchObject({ status: 404 });
    expect(
      await internal.getObject({ indexName: AU, objectID: internalOnly!.productId }),
    ).toMatchObject({ objectID: internalOnly!.productId });
    // A request cannot undo the key's filter.
    const attempt = await visitor.searchSingleIndex({
      indexName: AU,
      searchParams: { filters: 'IsGWAInternal:true OR audience:internal', hitsPerPage: 1000 },
    });
    expect(attempt.hits.every((hit: Json) => hit.IsGWAInternal === false)).toBe(true);
    const { hits } = await visitor.searchSingleIndex({
      indexName: AU,
      searchParams: {
        hitsPerPage: 1000,
        attributesToRetrieve: ['IsGWAInternal', 'variants.IsGWAInternal'],
      },
    });
    for (const hit of hits as Json[]) {
      expect(hit.IsGWAInternal).toBe(false);
      expect(hit.variants.every((v: Json) => v.IsGWAInternal === false)).toBe(true);
    }
  });

  it('a tampered, expired or foreign key is a 403', async () => {
    const good = server.service.securedKeyFor({ isInternalUser: false });
    const tampered = Buffer.from(
      Buffer.from(good.apiKey, 'base64').toString().replace('visitor', 'internal'),
    ).toString('base64');
    const expired = server.service.securedKeyFor(
      { isInternalUser: false },
      new Date(Date.now() - 2 * 3600_000),
    ).apiKey;
    const foreign = withKeyHelper(algoliasearch('X', 'Y')).generateSecuredApiKey({
      parentApiKey: 'someone-else',
      restrictions: { filters: 'audience:internal' },
    });
    for (const apiKey of [tampered, expired, foreign]) {
      const client = liteClient(APP_ID, apiKey, { hosts: [server.host] });
      await expect(client.search({ requests: [{ indexName: AU }] })).rejects.toMatchObject({
        status: 403,
      });
    }
    const wrongApp = liteClient('OTHERAPP', good.apiKey, { hosts: [server.host] });
    await expect(wrongApp.search({ requests: [{ indexName: AU }] })).rejects.toMatchObject({
      status: 403,
    });
    const otherIndex = liteClient(APP_ID, good.apiKey, { hosts: [server.host] });
    await expect(
      otherIndex.search({ requests: [{ indexName: 'elsewhere_products' }] }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('a filter syntax error is a 400 naming the column', async () => {
    await expect(
      visitorClient().search({
        requests: [{ indexName: AU, filters: 'brand:x OR (a:1 AND b:2)' }],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('at col 12') });
  });

  it('insights: events from the full client are validated and stored with the key’s userToken', async () => {
    const key = server.service.securedKeyFor({ isInternalUser: false, userToken: 'anon-123' });
    const full = algoliasearch(APP_ID, key.apiKey, { hosts: [server.host] });
    const insights = full.initInsights({ region: 'us' });
    insights.transporter.hosts.splice(0, insights.transporter.hosts.length, {
      ...server.host,
      accept: 'readWrite',
    } as never);
    const queryID = 'a'.repeat(32);
    await insights.pushEvents({
      events: [
        {
          eventType: 'click',
          eventName: 'Product Clicked',
          index: AU,
          userToken: 'someone',
          objectIDs: ['prd-100000'],
          queryID,
          positions: [1],
        },
      ],
    });
    expect(server.events.at(-1)).toMatchObject({
      eventType: 'click',
      userToken: 'anon-123',
      queryID,
      positions: [1],
    });
    await expect(
      insights.pushEvents({
        events: [
          {
            eventType: 'click',
            eventName: 'x',
            index: AU,
            userToken: 'u',
            objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`),
          },
        ],
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
