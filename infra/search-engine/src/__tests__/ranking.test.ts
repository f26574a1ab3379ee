import { SearchEngine, type IndexSettings } from '../index';
import { fixtureEngine, ids, search } from './fixture-index';

const NAME_ONLY: IndexSettings = {
  searchableAttributes: ['name'],
  attributesForFaceting: [],
  customRanking: ['desc(createdAt)'],
};

describe('ranking: relevance first, then the custom ranking', () => {
  it('lists every record in the custom ranking order without a query', () => {
    expect(ids(search({}))).toEqual([
      'basinware-vanity',
      'aria-basin',
      'luna-basin',
      'luna-sink',
      'terrace-bath',
      'thermo-shower',
    ]);
  });

  it('orders by each replica, records without the attribute last whatever the direction', () => {
    const engine = fixtureEngine();
    expect(ids(search({}, engine, 'products_price_asc'))).toEqual([
      'luna-sink',
      'luna-basin',
      'aria-basin',
      'thermo-shower',
      'terrace-bath',
      'basinware-vanity',
    ]);
    expect(ids(search({}, engine, 'products_price_desc'))).toEqual([
      'terrace-bath',
      'thermo-shower',
      'aria-basin',
      'luna-basin',
      'luna-sink',
      'basinware-vanity',
    ]);
  });

  it('requires every query word, in any searchable attribute', () => {
    expect(ids(search({ query: 'luna basin' }))).toEqual(['luna-basin', 'aria-basin']);
    expect(search({ query: 'luna bath' }).nbHits).toBe(0);
  });

  it('ranks a match in a better attribute first, even over a newer record', () => {
    // The Aria basin is newest but mentions Luna only in its description.
    expect(ids(search({ query: 'luna' }))).toEqual(['luna-basin', 'luna-sink', 'aria-basin']);
  });

  it('ranks an exact word before a prefix of a longer one', () => {
    // 'Basinware' is the newest record, yet only starts with the query.
    expect(ids(search({ query: 'basin' }))).toEqual([
      'aria-basin',
      'luna-basin',
      'basinware-vanity',
    ]);
  });

  it('keeps relevance above the replica order: the replica only breaks ties', () => {
    const engine = fixtureEngine();
    expect(ids(search({ query: 'mixer' }, engine))).toEqual([
      'luna-basin',
      'luna-sink',
      'thermo-shower',
      'aria-basin', // 'mixers' in the description: worse attribute and a prefix match
    ]);
    expect(ids(search({ query: 'mixer' }, engine, 'products_price_asc'))).toEqual([
      'luna-sink',
      'luna-basin',
      'thermo-shower',
      'aria-basin',
    ]);
  });

  it('only looks in restrictSearchableAttributes when given', () => {
    expect(ids(search({ query: 'luna', restrictSearchableAttributes: ['description'] }))).toEqual([
      'aria-basin',
    ]);
  });

  it('ranks an exact word before a typo', () => {
    const engine = new SearchEngine();
    engine.setIndex(
      'names',
      [
        { objectID: 'typo', name: 'Lina Basin', createdAt: 2 },
        { objectID: 'exact', name: 'Luna Basin', createdAt: 1 },
      ],
      NAME_ONLY,
    );
    expect(ids(search({ query: 'luna' }, engine, 'names'))).toEqual(['exact', 'typo']);
  });
});

describe('codes', () => {
  it.each(['K1234-AF', 'k1234af', 'K1234 AF', 'k1234-af'])(
    'finds a product by its code typed as %s',
    (query) => {
      expect(ids(search({ query }))).toEqual(['luna-basin']);
    },
  );

  it('ranks a whole-code match before the same word in a better attribute', () => {
    const engine = new SearchEngine();
    engine.setIndex(
      'codes',
      [
        { objectID: 'mentions', name: 'Rail for the S900 shower', code: 'R-100', createdAt: 2 },
        { objectID: 'coded', name: 'Thermostatic shower', code: 'S-900', createdAt: 1 },
      ],
      { ...NAME_ONLY, searchableAttributes: ['name', 'code'], codeAttributes: ['code'] },
    );
    expect(ids(search({ query: 's900' }, engine, 'codes'))).toEqual(['coded', 'mentions']);
  });

  it('takes no typo in a word with a digit', () => {
    expect(ids(search({ query: 'a300' }))).toEqual(['aria-basin']);
    expect(search({ query: 'a301' }).nbHits).toBe(0);
  });
});

describe('typo tolerance', () => {
  it('allows one typo from 4 letters (a transposition counts as one)', () => {
    expect(ids(search({ query: 'lnua' }))).toEqual(['luna-basin', 'luna-sink', 'aria-basin']);
    expect(ids(search({ query: 'mixr' }))).toEqual(['luna-basin', 'luna-sink', 'thermo-shower']);
  });

  it('allows no typo under 4 letters', () => {
    expect(search({ query: 'bth' }).nbHits).toBe(0);
    expect(ids(search({ query: 'bath' }))).toEqual(['terrace-bath']);
  });

  it('allows two typos from 8 letters, and minWordSizefor2Typos moves that threshold', () => {
    // 'termostatc' is 'thermostatic' without its h and i.
    expect(ids(search({ query: 'termostatc' }))).toEqual(['thermo-shower']);
    expect(search({ query: 'termostatc', minWordSizefor2Typos: 11 }).nbHits).toBe(0);
    expect(search({ query: 'mixr', minWordSizefor1Typo: 5 }).nbHits).toBe(0);
  });

  it('typoTolerance min and strict allow one typo at most; false allows none', () => {
    expect(search({ query: 'termostatc', typoTolerance: 'min' }).nbHits).toBe(0);
    expect(search({ query: 'termostatc', typoTolerance: 'strict' }).nbHits).toBe(0);
    expect(ids(search({ query: 'thermostatik', typoTolerance: 'min' }))).toEqual(['thermo-shower']);
    expect(search({ query: 'thermostatik', typoTolerance: false }).nbHits).toBe(0);
    expect(search({ query: 'thermostatik', typoTolerance: 'false' }).nbHits).toBe(0);
  });

  it('ignores case and accents', () => {
    const engine = new SearchEngine();
    engine.setIndex('names', [{ objectID: 'creme', name: 'Crème Basin' }], NAME_ONLY);
    expect(ids(search({ query: 'CREME' }, engine, 'names'))).toEqual(['creme']);
    expect(ids(search({ query: 'crème basin' }, engine, 'names'))).toEqual(['creme']);
  });
});
