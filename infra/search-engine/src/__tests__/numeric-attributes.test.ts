import { SearchEngine, encodeParams, readParams, type IndexSettings } from '../index';
import { RECORDS, SETTINGS, ids } from './fixture-index';

/**
 * numericAttributesForFiltering (Algolia's): only the listed numbers are indexed for numeric
 * filters, which makes indexing faster; a filter on a number not listed matches nothing.
 */
describe('numericAttributesForFiltering', () => {
  const listing = (settings: IndexSettings) => {
    const engine = new SearchEngine();
    const data = engine.setIndex('products', RECORDS, settings);
    const hits = (numericFilters: string[]) => {
      const raw = { query: '', numericFilters, hitsPerPage: 50 };
      return ids(engine.search('products', readParams(raw), encodeParams(raw)));
    };
    return { data, hits };
  };
  const all = listing(SETTINGS);
  const listed = listing({
    ...SETTINGS,
    numericAttributesForFiltering: ['price', 'equalOnly(createdAt)'],
  });

  it('indexes the listed numbers as indexing every number does, and no other', () => {
    expect([...listed.data.numeric.keys()].sort()).toEqual(['createdAt', 'price']);
    for (const path of ['price', 'createdAt']) {
      const field = listed.data.numeric.get(path);
      const expected = all.data.numeric.get(path);
      expect(Array.from(field?.values ?? [])).toEqual(Array.from(expected?.values ?? []));
      expect(Array.from(field?.docs ?? [])).toEqual(Array.from(expected?.docs ?? []));
    }
    // Every number is indexed when the setting is absent.
    expect(all.data.numeric.has('costPrice')).toBe(true);
  });

  it('filters by a listed number as before, and matches nothing by one not listed', () => {
    for (const filters of [
      ['price > 300'],
      ['price: 200 TO 600', 'createdAt >= 3'],
      ['createdAt = 6'],
    ]) {
      expect(listed.hits(filters)).toEqual(all.hits(filters));
      expect(listed.hits(filters).length).toBeGreaterThan(0);
    }
    expect(all.hits(['costPrice < 200']).length).toBeGreaterThan(0);
    expect(listed.hits(['costPrice < 200'])).toEqual([]);
  });

  it('reads the numbers afresh for an index made from a subset listing other numbers', () => {
    const engine = new SearchEngine();
    engine.setIndex('base', RECORDS, SETTINGS);
    const subset = engine.setIndex(
      'subset',
      RECORDS.slice(1),
      { ...SETTINGS, numericAttributesForFiltering: ['price'] },
      { subsetOf: 'base' },
    );
    expect(subset.derived).toBe(true);
    expect([...subset.numeric.keys()]).toEqual(['price']);
  });
});
