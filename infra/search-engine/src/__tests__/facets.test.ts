import { readParams } from '../index';
import { fixtureEngine, ids, refusal, search } from './fixture-index';

/** A facet's values in the order the response lists them. */
const entries = (response: ReturnType<typeof search>, facet: string) =>
  Object.entries(response.facets?.[facet] ?? {});

describe('facets', () => {
  it('counts each value over the results, most frequent first, ties alphabetical', () => {
    const response = search({ facets: ['brand', 'category'] });
    expect(entries(response, 'brand')).toEqual([
      ['Caroma', 2],
      ['Kinnear', 2],
      ['Methven', 2],
    ]);
    expect(entries(response, 'category')).toEqual([
      ['Tapware', 2],
      ['Basins', 1],
      ['Baths', 1],
      ['Showers', 1],
      ['Vanities', 1],
    ]);
  });

  it('merges values that differ only in case under the first spelling seen', () => {
    expect(entries(search({ facets: ['finish'] }), 'finish')).toEqual([
      ['Chrome', 2], // 'Chrome' and 'chrome'
      ['Matte Black', 2],
      ['White', 2],
      ['Brushed Nickel', 1],
      ['Oak', 1],
    ]);
  });

  it('counts only the hits of the query and filters', () => {
    const response = search({
      query: 'mixer',
      filters: 'NOT category:Basins',
      facets: ['brand', 'finish'],
    });
    expect(ids(response)).toEqual(['luna-basin', 'luna-sink', 'thermo-shower']);
    expect(response.facets).toEqual({
      brand: { Kinnear: 1, Methven: 2 },
      finish: { Chrome: 2, 'Brushed Nickel': 1, 'Matte Black': 1 },
    });
  });

  it('cuts to maxValuesPerFacet and sorts by name with sortFacetValuesBy alpha', () => {
    expect(entries(search({ facets: ['finish'], maxValuesPerFacet: 2 }), 'finish')).toEqual([
      ['Chrome', 2],
      ['Matte Black', 2],
    ]);
    expect(
      entries(search({ facets: ['finish'], sortFacetValuesBy: 'alpha' }), 'finish').map(
        ([value]) => value,
      ),
    ).toEqual(['Brushed Nickel', 'Chrome', 'Matte Black', 'Oak', 'White']);
  });

  it('facets * means every facet but the filter-only ones; unknown facets are left out', () => {
    expect(Object.keys(search({ facets: ['*'] }).facets ?? {})).toEqual([
      'brand',
      'category',
      'finish',
      'price',
      'variants.finish',
    ]);
    expect(search({ facets: ['brand', 'colour'] }).facets).toEqual({
      brand: { Caroma: 2, Kinnear: 2, Methven: 2 },
    });
    expect(search({}).facets).toBeUndefined();
  });

  it('reaches into arrays of objects by dotted path', () => {
    expect(search({ facets: ['variants.finish'] }).facets).toEqual({
      'variants.finish': { 'Brushed Nickel': 1, Chrome: 1 },
    });
  });

  it('gives facets_stats for numeric facets only, over the results', () => {
    expect(search({ facets: ['price', 'brand'] }).facets_stats).toEqual({
      price: { min: 280, max: 1890, sum: 3790, avg: 758 },
    });
    expect(search({ query: 'luna', facets: ['price'] }).facets_stats).toEqual({
      price: { min: 280, max: 540, sum: 1140, avg: 380 },
    });
  });

  it('facet filters match values whatever their case', () => {
    expect(ids(search({ facetFilters: ['finish:CHROME'] }))).toEqual(['luna-basin', 'luna-sink']);
  });
});

describe('searchForFacetValues', () => {
  const facetSearch = (facet: string, raw: Record<string, unknown>) =>
    fixtureEngine().searchForFacetValues('products', facet, readParams(raw)).facetHits;

  it('finds values by the start of any word, highlighting the matched part', () => {
    expect(facetSearch('brand', { facetQuery: 'kin' })).toEqual([
      { value: 'Kinnear', highlighted: '<em>Kin</em>near', count: 2 },
    ]);
    expect(facetSearch('finish', { facetQuery: 'b' })).toEqual([
      { value: 'Matte Black', highlighted: 'Matte <em>B</em>lack', count: 2 },
      { value: 'Brushed Nickel', highlighted: '<em>B</em>rushed Nickel', count: 1 },
    ]);
    expect(facetSearch('finish', { facetQuery: 'nick' })).toEqual([
      { value: 'Brushed Nickel', highlighted: 'Brushed <em>Nick</em>el', count: 1 },
    ]);
  });

  it('counts within the query and filters, honours maxFacetHits and the highlight tags', () => {
    expect(facetSearch('finish', { query: 'bath', facetQuery: '' })).toEqual([
      { value: 'Matte Black', highlighted: 'Matte Black', count: 1 },
      { value: 'White', highlighted: 'White', count: 1 },
    ]);
    expect(
      facetSearch('brand', {
        filters: 'category:Tapware',
        facetQuery: 'm',
        highlightPreTag: '[',
        highlightPostTag: ']',
      }),
    ).toEqual([{ value: 'Methven', highlighted: '[M]ethven', count: 1 }]);
    expect(facetSearch('finish', { facetQuery: '', maxFacetHits: 1 })).toEqual([
      { value: 'Chrome', highlighted: 'Chrome', count: 2 },
    ]);
  });

  it('refuses a facet not declared searchable, saying how to declare it', () => {
    expect(refusal(() => facetSearch('category', { facetQuery: 'ta' }))).toEqual([
      400,
      'Cannot search in `category` attribute, you need to add `searchable(category)` to attributesForFaceting.',
    ]);
  });
});
