import { SearchEngine, encodeParams, readParams, type IndexSettings } from '../index';
import { refusal } from './fixture-index';

/** Variant records, as the BIM library holds them: several per product, newest first. */
const VARIANTS = [
  { objectID: 'luna-chrome', productId: 'luna', finish: 'Chrome', createdAt: 9 },
  { objectID: 'opal-white', productId: 'opal', finish: 'White', createdAt: 8 },
  { objectID: 'luna-black', productId: 'luna', finish: 'Matte Black', createdAt: 7 },
  { objectID: 'luna-brass', productId: 'luna', finish: 'Urban Brass', createdAt: 6 },
  { objectID: 'opal-black', productId: 'opal', finish: 'Matte Black', createdAt: 5 },
  { objectID: 'orphan', finish: 'Chrome', createdAt: 4 },
];

const SETTINGS: IndexSettings = {
  searchableAttributes: ['objectID'],
  attributesForFaceting: ['finish'],
  customRanking: ['desc(createdAt)'],
  attributeForDistinct: 'productId',
  distinct: 1,
};

function search(raw: Record<string, unknown>, settings: Partial<IndexSettings> = {}) {
  const engine = new SearchEngine();
  engine.setIndex('bim', VARIANTS, { ...SETTINGS, ...settings });
  return engine.search('bim', readParams(raw), encodeParams(raw));
}

const ids = (response: { hits: { objectID?: unknown }[] }) =>
  response.hits.map((hit) => hit.objectID);

describe('distinct (Algolia attributeForDistinct)', () => {
  it("keeps each product's best-ranked variant, and counts products, not variants", () => {
    const response = search({ hitsPerPage: 2 });
    expect(ids(response)).toEqual(['luna-chrome', 'opal-white']);
    expect(response).toMatchObject({ nbHits: 3, nbPages: 2 });
    expect(ids(search({ page: 1, hitsPerPage: 2 }))).toEqual(['orphan']);
  });

  it('keeps the variant that matches a refinement', () => {
    expect(ids(search({ filters: 'finish:"Matte Black"' }))).toEqual(['luna-black', 'opal-black']);
  });

  it('counts facets over every variant, before distinct, unless asked to count after it', () => {
    expect(search({ facets: ['finish'] }).facets).toEqual({
      finish: { Chrome: 2, 'Matte Black': 2, White: 1, 'Urban Brass': 1 },
    });
    expect(search({ facets: ['finish'], facetingAfterDistinct: true }).facets).toEqual({
      finish: { Chrome: 2, White: 1 },
    });
  });

  it('follows the query: false shows every variant, a number keeps that many per product', () => {
    expect(search({ distinct: false }).nbHits).toBe(6);
    expect(ids(search({ distinct: 2 }))).toEqual([
      'luna-chrome',
      'opal-white',
      'luna-black',
      'opal-black',
      'orphan',
    ]);
    expect(search({ distinct: 'true' }, { distinct: 0 }).nbHits).toBe(3);
    expect(search({}, { distinct: 0 }).nbHits).toBe(6);
  });

  it('does nothing on an index without an attribute for distinct', () => {
    expect(search({ distinct: true }, { attributeForDistinct: undefined }).nbHits).toBe(6);
  });

  it('refuses a distinct that is not a boolean or 0–4', () => {
    expect(refusal(() => readParams({ distinct: 5 }))).toEqual([
      400,
      'Invalid value for distinct: it must be between 0 and 4',
    ]);
    expect(refusal(() => readParams({ distinct: 'many' }))).toEqual([
      400,
      'Invalid value for distinct: expected an integer',
    ]);
  });
});
