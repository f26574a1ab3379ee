import { SearchEngine } from '../index';
import { search } from './fixture-index';

type Hit = ReturnType<typeof search>['hits'][number];
const hit = (response: ReturnType<typeof search>, objectID: string): Hit => {
  const found = response.hits.find((candidate) => candidate.objectID === objectID);
  if (!found) throw new Error(`no hit ${objectID}`);
  return found;
};

describe('_highlightResult', () => {
  it('marks matched words (the last query word as a prefix) in every searchable attribute', () => {
    const response = search({ query: 'luna mix' });
    expect(hit(response, 'luna-basin')._highlightResult).toEqual({
      name: {
        value: '<em>Luna</em> Basin <em>Mixer</em>',
        matchLevel: 'full',
        matchedWords: ['luna', 'mix'],
        fullyHighlighted: false,
      },
      code: { value: 'K1234-AF', matchLevel: 'none', matchedWords: [] },
      brand: { value: 'Kinnear', matchLevel: 'none', matchedWords: [] },
    });
  });

  it('says partial when an attribute holds only some of the query words', () => {
    const highlight = hit(search({ query: 'luna basin' }), 'aria-basin')._highlightResult;
    expect(highlight).toMatchObject({
      name: {
        value: 'Aria Wall <em>Basin</em>',
        matchLevel: 'partial',
        matchedWords: ['basin'],
        fullyHighlighted: false,
      },
      description: { matchLevel: 'full', matchedWords: ['luna', 'basin'] },
    });
  });

  it('marks a word matched with a typo, and a whole code typed without its separators', () => {
    expect(hit(search({ query: 'lnua' }), 'luna-sink')._highlightResult).toMatchObject({
      name: { value: '<em>Luna</em> Sink Mixer', matchLevel: 'full', matchedWords: ['lnua'] },
    });
    expect(hit(search({ query: 'k1234af' }), 'luna-basin')._highlightResult).toMatchObject({
      code: { value: '<em>K1234</em>-<em>AF</em>', matchLevel: 'full', fullyHighlighted: true },
    });
  });

  it('keeps the original spelling (case, accents) inside the marks', () => {
    const engine = new SearchEngine();
    engine.setIndex('names', [{ objectID: 'creme', name: 'Crème Basin' }], {
      searchableAttributes: ['name'],
      attributesForFaceting: [],
    });
    expect(search({ query: 'creme' }, engine, 'names').hits[0]?._highlightResult).toEqual({
      name: {
        value: '<em>Crème</em> Basin',
        matchLevel: 'full',
        matchedWords: ['creme'],
        fullyHighlighted: false,
      },
    });
  });

  it('uses highlightPreTag/PostTag and only the attributesToHighlight asked for', () => {
    const response = search({
      query: 'kinnear',
      attributesToHighlight: ['brand', 'costPrice'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    });
    // costPrice is unretrievable: it is never highlighted either.
    expect(hit(response, 'luna-basin')._highlightResult).toEqual({
      brand: {
        value: '<mark>Kinnear</mark>',
        matchLevel: 'full',
        matchedWords: ['kinnear'],
        fullyHighlighted: true,
      },
    });
    expect(
      hit(search({ query: 'kinnear', attributesToHighlight: [] }), 'luna-basin'),
    ).not.toHaveProperty('_highlightResult');
  });

  it('highlights inside arrays and objects, numbers as strings', () => {
    const engine = new SearchEngine();
    engine.setIndex(
      'features',
      [
        {
          objectID: 'wall-basin',
          features: ['Wall hung', 'Suits the Luna range'],
          dimensions: { width: 500 },
        },
      ],
      { searchableAttributes: ['features'], attributesForFaceting: [] },
    );
    const response = search(
      { query: 'luna', attributesToHighlight: ['features', 'dimensions'] },
      engine,
      'features',
    );
    expect(response.hits[0]?._highlightResult).toEqual({
      features: [
        { value: 'Wall hung', matchLevel: 'none', matchedWords: [] },
        {
          value: 'Suits the <em>Luna</em> range',
          matchLevel: 'full',
          matchedWords: ['luna'],
          fullyHighlighted: false,
        },
      ],
      dimensions: { width: { value: '500', matchLevel: 'none', matchedWords: [] } },
    });
  });
});

describe('_snippetResult', () => {
  it('cuts a long attribute to the asked number of words around the first match', () => {
    const response = search({ query: 'luna', attributesToSnippet: ['description:6'] });
    expect(hit(response, 'aria-basin')._snippetResult).toEqual({
      description: { value: '… the <em>Luna</em> range of mixers and …', matchLevel: 'full' },
    });
    // Records without the attribute get no snippet for it.
    expect(hit(response, 'luna-basin')._snippetResult).toEqual({});
  });

  it('starts at the beginning when nothing matches, with the given ellipsis', () => {
    const response = search({
      query: 'aria',
      attributesToSnippet: ['description:6', 'name'],
      snippetEllipsisText: '...',
    });
    expect(hit(response, 'aria-basin')._snippetResult).toEqual({
      description: { value: 'A wall hung basin in vitreous ...', matchLevel: 'none' },
      name: { value: '<em>Aria</em> Wall Basin', matchLevel: 'full' },
    });
  });
});
