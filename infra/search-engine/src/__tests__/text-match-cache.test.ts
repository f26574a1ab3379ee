import { TextMatchCache, type TextMatch } from '../engine/match';
import type { SortOrder } from '../engine/index-data';
import { RECORDS, SETTINGS, fixtureEngine, ids, search } from './fixture-index';

/** Counts the index's posting reads: each is the text matching's work for one term. */
function countPostingReads(engine = fixtureEngine()) {
  const data = engine.view('products').data;
  const read = jest.spyOn(data.text, 'postingAt');
  return { engine, reads: () => read.mock.calls.length };
}

describe('text matches are kept for the next queries of the same text', () => {
  it("matches a refined listing's text once for the batch's queries, each with its own filter", () => {
    const { engine, reads } = countPostingReads();
    // The main query and a disjunctive one, as InstantSearch sends them for one refinement.
    const main = search({ query: 'luna', facetFilters: [['brand:Kinnear']] }, engine);
    const afterMain = reads();
    expect(afterMain).toBeGreaterThan(0);
    const disjunctive = search({ query: 'luna', facets: ['brand'], hitsPerPage: 0 }, engine);
    expect(reads()).toBe(afterMain);

    // Each answer is the one an engine that never saw the text gives.
    expect(ids(main)).toEqual(ids(search({ query: 'luna', facetFilters: [['brand:Kinnear']] })));
    expect(ids(main)).toEqual(['luna-basin', 'aria-basin']);
    expect(disjunctive.nbHits).toBe(3);
    expect(disjunctive.facets).toEqual(
      search({ query: 'luna', facets: ['brand'], hitsPerPage: 0 }).facets,
    );
  });

  it('matches another text, another order or other typo rules anew', () => {
    const { engine, reads } = countPostingReads();
    search({ query: 'luna' }, engine);
    let before = reads();
    search({ query: 'basin' }, engine);
    expect(reads()).toBeGreaterThan(before);

    before = reads();
    const byPrice = search({ query: 'luna' }, engine, 'products_price_asc');
    expect(reads()).toBeGreaterThan(before);
    expect(ids(byPrice)).toEqual(['luna-sink', 'luna-basin', 'aria-basin']);

    before = reads();
    search({ query: 'luna', typoTolerance: false }, engine);
    expect(reads()).toBeGreaterThan(before);
  });

  it('answers from the rebuilt index once an index is replaced', () => {
    const engine = fixtureEngine();
    expect(ids(search({ query: 'luna' }, engine))).toEqual([
      'luna-basin',
      'luna-sink',
      'aria-basin',
    ]);
    engine.setIndex(
      'products',
      RECORDS.filter((record) => record.objectID !== 'luna-basin'),
      SETTINGS,
    );
    expect(ids(search({ query: 'luna' }, engine))).toEqual(['luna-sink', 'aria-basin']);
  });
});

describe('TextMatchCache', () => {
  const order: SortOrder = { order: new Uint32Array(0), rank: new Uint32Array(0) };
  const options = { typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };
  /** A match of `count` documents (4 bytes each). */
  const match = (count: number): TextMatch => ({
    queryWords: [],
    matchedTerms: new Map(),
    docs: new Uint32Array(count),
  });

  it('drops the least recently used texts once their documents pass the budget', () => {
    const cache = new TextMatchCache(100);
    const computed: string[] = [];
    const get = (text: string) =>
      cache.get(order, text, options, () => {
        computed.push(text);
        return match(10);
      });
    get('a');
    get('b');
    get('a'); // a is now the most recently used
    get('c'); // 120 bytes: b goes
    expect(computed).toEqual(['a', 'b', 'c']);
    get('a');
    get('c');
    expect(computed).toEqual(['a', 'b', 'c']);
    get('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps a text larger than the whole budget for its own batch, and only that one', () => {
    const cache = new TextMatchCache(100);
    let computed = 0;
    const get = (text: string, count: number) =>
      cache.get(order, text, options, () => {
        computed += 1;
        return match(count);
      });
    get('small', 5);
    get('huge', 1_000);
    get('huge', 1_000);
    expect(computed).toBe(2);
    get('small', 5);
    expect(computed).toBe(3);
  });
});
