import { decodeParamsString, encodeParams, mergeRaw, readParams } from '../index';
import { SEARCH_LIMITS } from '../limits';
import { fixtureEngine, ids, refusal, search } from './fixture-index';

describe('readParams', () => {
  it("fills Algolia's defaults", () => {
    expect(readParams({})).toEqual({
      query: '',
      filters: [],
      facets: [],
      maxValuesPerFacet: 100,
      sortFacetValuesBy: 'count',
      page: 0,
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
      snippetEllipsisText: '…',
      typoTolerance: true,
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      clickAnalytics: false,
      analytics: true,
      analyticsTags: [],
      facetQuery: '',
      maxFacetHits: 10,
      facetingAfterDistinct: false,
    });
  });

  it('reads the strings of a params query string as numbers, booleans and lists', () => {
    const params = readParams(
      decodeParamsString(
        'hitsPerPage=5&page=2&clickAnalytics=true&typoTolerance=min' +
          '&facets=%5B%22brand%22%2C%22finish%22%5D&attributesToRetrieve=name,%20brand' +
          '&facetFilters=%5B%5B%22brand%3AKinnear%22%2C%22brand%3AMethven%22%5D%5D' +
          '&numericFilters=price%3E%3D300',
      ),
    );
    expect(params).toMatchObject({
      hitsPerPage: 5,
      page: 2,
      clickAnalytics: true,
      typoTolerance: 'min',
      facets: ['brand', 'finish'],
      attributesToRetrieve: ['name', 'brand'],
      filters: [
        [
          { kind: 'facet', attribute: 'brand', value: 'Kinnear', negated: false },
          { kind: 'facet', attribute: 'brand', value: 'Methven', negated: false },
        ],
        [{ kind: 'numeric', attribute: 'price', operator: '>=', value: 300, negated: false }],
      ],
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown parameter', { hitPerPage: 5 }, 'Unknown parameter: hitPerPage'],
    [
      'hitsPerPage over 1000',
      { hitsPerPage: 1001 },
      'Invalid value for hitsPerPage: it must be between 0 and 1000',
    ],
    [
      'a fractional hitsPerPage',
      { hitsPerPage: '2.5' },
      'Invalid value for hitsPerPage: expected an integer',
    ],
    ['a word for page', { page: 'two' }, 'Invalid value for page: expected an integer'],
    [
      'maxFacetHits of 0',
      { maxFacetHits: 0 },
      'Invalid value for maxFacetHits: it must be between 1 and 100',
    ],
    [
      'a number in attributesToRetrieve',
      { attributesToRetrieve: ['name', 3] },
      'Invalid value for attributesToRetrieve: expected a list of strings',
    ],
    [
      'a non-boolean clickAnalytics',
      { clickAnalytics: 'yes' },
      'Invalid value for clickAnalytics: expected a boolean',
    ],
    [
      'an unknown typoTolerance',
      { typoTolerance: 'sometimes' },
      'Invalid value for typoTolerance: expected true, false, "min" or "strict"',
    ],
    ['a numeric query', { query: 42 }, 'Invalid value for query: expected a string'],
    [
      'filters as an array',
      { filters: ['brand:Kinnear'] },
      'Invalid value for filters: expected a string',
    ],
    [
      'a facet filter without a value',
      { facetFilters: ['brand'] },
      'facetFilters: Invalid syntax in "brand", expected attribute:value',
    ],
    [
      'a facet in numericFilters',
      { numericFilters: ['brand:Kinnear'] },
      'numericFilters: Invalid syntax in "brand:Kinnear", expected attribute<op>number or attribute:low TO high',
    ],
  ])('answers 400 for %s', (_, raw, message) => {
    expect(refusal(() => readParams(raw))).toEqual([400, message]);
  });

  const { queryBytes, queryWords, filterLength, facetNames, facetNameLength } = SEARCH_LIMITS;
  /** Facet filters whose strings add up to `total` characters, split over an OR group. */
  const facetFiltersOf = (total: number) => [
    [`brand:${'x'.repeat(total / 2 - 6)}`, `brand:${'y'.repeat(total / 2 - 6)}`],
  ];
  it.each<[string, Record<string, unknown>, string]>([
    [
      `a query over ${queryBytes} bytes`,
      { query: 'a'.repeat(queryBytes + 1) },
      `Invalid value for query: at most ${queryBytes} bytes`,
    ],
    [
      `a query of fewer characters than ${queryBytes} but more bytes`,
      { query: 'é'.repeat(queryBytes / 2 + 1) },
      `Invalid value for query: at most ${queryBytes} bytes`,
    ],
    [
      `a query of emoji over ${queryBytes} bytes (four each)`,
      { query: '😀'.repeat(queryBytes / 4 + 1) },
      `Invalid value for query: at most ${queryBytes} bytes`,
    ],
    [
      `a query of more than ${queryWords} words`,
      { query: Array.from({ length: queryWords + 1 }, () => 'tap').join(' ') },
      `Invalid value for query: at most ${queryWords} words`,
    ],
    [
      `a facetQuery over ${queryBytes} bytes`,
      { facetQuery: 'a'.repeat(queryBytes + 1) },
      `Invalid value for facetQuery: at most ${queryBytes} bytes`,
    ],
    [
      `filters over ${filterLength} characters`,
      { filters: `brand:${'x'.repeat(filterLength)}` },
      `Invalid value for filters: at most ${filterLength} characters`,
    ],
    [
      `facetFilters over ${filterLength} characters`,
      { facetFilters: facetFiltersOf(filterLength + 2) },
      `Invalid value for facetFilters: at most ${filterLength} characters`,
    ],
    [
      `facetFilters over ${filterLength} characters in a params string`,
      decodeParamsString(
        `facetFilters=${encodeURIComponent(JSON.stringify(facetFiltersOf(filterLength + 2)))}`,
      ),
      `Invalid value for facetFilters: at most ${filterLength} characters`,
    ],
    [
      `numericFilters over ${filterLength} characters`,
      { numericFilters: [`price < ${'1'.repeat(filterLength)}`] },
      `Invalid value for numericFilters: at most ${filterLength} characters`,
    ],
    [
      `tagFilters over ${filterLength} characters`,
      { tagFilters: 't'.repeat(filterLength + 1) },
      `Invalid value for tagFilters: at most ${filterLength} characters`,
    ],
    [
      'length over 1000',
      { length: 1001 },
      'Invalid value for length: it must be between 0 and 1000',
    ],
    [
      `offset over ${SEARCH_LIMITS.offset}`,
      { offset: SEARCH_LIMITS.offset + 1 },
      `Invalid value for offset: it must be between 0 and ${SEARCH_LIMITS.offset}`,
    ],
    [
      `more than ${facetNames} facets`,
      { facets: Array.from({ length: facetNames + 1 }, (_, i) => `facet${i}`) },
      `Invalid value for facets: at most ${facetNames} names`,
    ],
    [
      `a facet name over ${facetNameLength} characters`,
      { facets: ['brand', 'f'.repeat(facetNameLength + 1)] },
      `Invalid value for facets: a name is at most ${facetNameLength} characters`,
    ],
    [
      `more than ${facetNames} attributes to retrieve, as a string`,
      { attributesToRetrieve: Array.from({ length: facetNames + 1 }, () => 'name').join(',') },
      `Invalid value for attributesToRetrieve: at most ${facetNames} names`,
    ],
    [
      'an unknown parameter with a long name, named only by its start',
      { ['p'.repeat(10_000)]: 1 },
      `Unknown parameter: ${'p'.repeat(40)}…`,
    ],
  ])('caps: answers 400 for %s', (_, raw, message) => {
    expect(refusal(() => readParams(raw))).toEqual([400, message]);
  });

  it('takes what sits just inside each cap', () => {
    expect(
      refusal(() =>
        readParams({
          query: Array.from({ length: queryWords }, () => 'a').join(' '),
          facetQuery: '😀'.repeat(queryBytes / 4),
          filters: `brand:${'x'.repeat(filterLength - 'brand:'.length)}`,
          facetFilters: facetFiltersOf(filterLength),
          facets: Array.from({ length: facetNames }, () => 'f'.repeat(facetNameLength)),
          hitsPerPage: 1000,
          length: 1000,
          offset: SEARCH_LIMITS.offset,
        }),
      ),
    ).toBe(undefined);
  });

  it('answers 400 with the grammar error for a malformed filters string', () => {
    expect(refusal(() => readParams({ filters: 'brand:Kinnear AND' }))).toEqual([
      400,
      'filters: Unexpected token end of filter expected filter at col 18',
    ]);
  });

  it("accepts the clients' x-algolia-* fields", () => {
    expect(refusal(() => readParams({ 'x-algolia-agent': 'Algolia for JavaScript' }))).toBe(
      undefined,
    );
  });
});

describe('params strings', () => {
  it('decodes JSON arrays inside a params string and keeps other values as text', () => {
    expect(
      decodeParamsString(
        'query=luna%20basin&facetFilters=%5B%5B%22brand%3AKinnear%22%5D%5D' +
          '&filters=(brand%3AKinnear)&ruleContexts=%5Bnot%20json',
      ),
    ).toEqual({
      query: 'luna basin',
      facetFilters: [['brand:Kinnear']],
      filters: '(brand:Kinnear)',
      ruleContexts: '[not json',
    });
  });

  it('merges a params string or object with the flattened fields, the fields winning', () => {
    expect(
      mergeRaw({
        indexName: 'products',
        params: 'query=luna&hitsPerPage=5',
        hitsPerPage: 2,
        page: undefined,
      }),
    ).toEqual({ indexName: 'products', query: 'luna', hitsPerPage: 2 });
    expect(mergeRaw({ params: { query: 'bath' }, query: 'basin' })).toEqual({ query: 'basin' });
  });

  it('echoes the parameters as a query string, without the request envelope', () => {
    expect(
      encodeParams({
        indexName: 'products',
        params: 'query=x',
        type: 'default',
        facet: 'brand',
        query: 'luna basin',
        facets: ['brand'],
        hitsPerPage: 2,
        page: undefined,
      }),
    ).toBe('query=luna+basin&facets=%5B%22brand%22%5D&hitsPerPage=2');
    expect(search({ query: 'luna', hitsPerPage: 2 }).params).toBe('query=luna&hitsPerPage=2');
  });
});

describe('pagination', () => {
  it('pages by hitsPerPage and page, counting every hit', () => {
    expect(search({ hitsPerPage: 2, page: 1 })).toMatchObject({
      hits: [{ objectID: 'luna-basin' }, { objectID: 'luna-sink' }],
      nbHits: 6,
      nbPages: 3,
      page: 1,
      hitsPerPage: 2,
    });
    expect(ids(search(mergeRaw({ params: 'hitsPerPage=2&page=2' })))).toEqual([
      'terrace-bath',
      'thermo-shower',
    ]);
    expect(search({ hitsPerPage: 2, page: 3 })).toMatchObject({ hits: [], nbHits: 6, page: 3 });
  });

  it('takes offset and length instead of pages, and says which it used', () => {
    expect(search({ offset: 1, length: 2 })).toMatchObject({
      hits: [{ objectID: 'aria-basin' }, { objectID: 'luna-basin' }],
      offset: 1,
      length: 2,
    });
  });

  it("uses the index's hitsPerPage and stops at paginationLimitedTo", () => {
    const engine = fixtureEngine({ hitsPerPage: 4, paginationLimitedTo: 5 });
    expect(search({}, engine)).toMatchObject({ hitsPerPage: 4, nbHits: 6, nbPages: 2 });
    expect(ids(search({ page: 1 }, engine))).toEqual(['terrace-bath']);
  });

  it('answers counts and facets without hits for hitsPerPage 0', () => {
    expect(search({ hitsPerPage: 0, facets: ['category'] })).toMatchObject({
      hits: [],
      nbHits: 6,
      nbPages: 0,
      facets: { category: { Tapware: 2 } },
    });
  });

  it('adds a 32-hex-digit queryID only with clickAnalytics', () => {
    expect(search({ clickAnalytics: true }).queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(search({})).not.toHaveProperty('queryID');
  });
});

describe('attributesToRetrieve', () => {
  const first = (raw: Record<string, unknown>) =>
    search({ attributesToHighlight: [], query: 'K1234-AF', ...raw }).hits[0];

  it('returns only the listed attributes, always with objectID', () => {
    expect(first({ attributesToRetrieve: ['name', 'brand'] })).toEqual({
      objectID: 'luna-basin',
      name: 'Luna Basin Mixer',
      brand: 'Kinnear',
    });
    expect(first({ attributesToRetrieve: 'name,price' })).toEqual({
      objectID: 'luna-basin',
      name: 'Luna Basin Mixer',
      price: 320,
    });
  });

  it('reaches into arrays by dotted path', () => {
    expect(first({ attributesToRetrieve: ['variants.sku'] })).toEqual({
      objectID: 'luna-basin',
      variants: [{ sku: 'K1234-AF-CH' }, { sku: 'K1234-AF-BN' }],
    });
  });

  it('leaves out -attributes from *, and unretrievable attributes always', () => {
    const everything = first({ attributesToRetrieve: ['*', '-variants', '-audience'] });
    expect(Object.keys(everything ?? {}).sort()).toEqual([
      'brand',
      'category',
      'code',
      'createdAt',
      'finish',
      'name',
      'objectID',
      'price',
    ]);
    expect(first({ attributesToRetrieve: ['costPrice'] })).toEqual({ objectID: 'luna-basin' });
  });
});

describe('filters through the parameters', () => {
  it('facetFilters: top level ANDed, nested arrays ORed, a minus negates', () => {
    expect(
      ids(search({ facetFilters: [['brand:Kinnear', 'brand:Caroma'], 'finish:-White'] })),
    ).toEqual(['basinware-vanity', 'luna-basin']);
  });

  it('numericFilters: comparisons and ranges, ANDed with the filters string', () => {
    expect(ids(search({ numericFilters: ['price>=300', 'price<=800'] }))).toEqual([
      'aria-basin',
      'luna-basin',
      'thermo-shower',
    ]);
    expect(ids(search({ numericFilters: 'price:300 TO 600' }))).toEqual([
      'aria-basin',
      'luna-basin',
    ]);
    expect(ids(search({ filters: 'audience:internal', numericFilters: ['price<1000'] }))).toEqual([
      'thermo-shower',
    ]);
  });

  it('filter-only facets filter without being counted', () => {
    const response = search({ facetFilters: ['audience:internal'], facets: ['*'] });
    expect(ids(response)).toEqual(['terrace-bath', 'thermo-shower']);
    expect(response.facets).not.toHaveProperty('audience');
  });
});
