import { SearchEngine, encodeParams, readParams, type IndexSettings } from '../index';
import type { IndexData } from '../engine/index-data';
import { RECORDS, SETTINGS } from './fixture-index';

/**
 * An index whose records extend some of another's (the BIM library's are search-variant records
 * with their files) is made from that index's structures: it must be the index reading its
 * records makes, whatever the records add.
 */

type Json = Record<string, unknown>;

/** The fixture's records, tagged but for the last. */
const BASE: Json[] = RECORDS.map((record, i) =>
  i === RECORDS.length - 1 ? record : { ...record, _tags: i % 2 ? ['sale'] : ['new'] },
);

const SUBSET_SETTINGS: IndexSettings = {
  ...SETTINGS,
  attributesForFaceting: [...SETTINGS.attributesForFaceting, 'searchable(fileTypes)'],
  attributeForDistinct: 'brand',
  distinct: 1,
};

/** Every structure of an index as plain data (maps in a stable order where order means nothing). */
function structures(data: IndexData) {
  const sorted = <T>(entries: Iterable<[string, T]>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : 1));
  const { text } = data;
  return {
    ids: [...data.ids],
    facets: [...data.facets].map(([attribute, field]) => ({
      attribute,
      searchable: field.searchable,
      filterOnly: field.filterOnly,
      values: field.values,
      ids: [...field.ids],
      numbers: Array.from(field.numbers),
      offsets: Array.from(field.offsets),
      valueIds: Array.from(field.valueIds),
      postings: field.postings.map((docs) => Array.from(docs)),
    })),
    numeric: sorted(data.numeric).map(([path, field]) => [
      path,
      Array.from(field.values),
      Array.from(field.docs),
    ]),
    tags: sorted(data.tags).map(([tag, docs]) => [tag, Array.from(docs)]),
    terms: text.sortedTerms.map((term, id) => {
      const { docs, ranks } = text.postingAt(id);
      return [term, Array.from(docs), Array.from(ranks), Array.from(text.codeDocsOf(term) ?? [])];
    }),
    typoEligible: Array.from(text.typoEligible),
    typoTerms: [...data.typoTerms].sort(([a], [b]) => a - b),
    orders: [SUBSET_SETTINGS.customRanking, ...Object.values(SUBSET_SETTINGS.replicas ?? {})].map(
      (ranking) => {
        const { order, rank } = data.sortOrder(ranking);
        return [Array.from(order), Array.from(rank)];
      },
    ),
  };
}

const QUERIES: Json[] = [
  { query: '' },
  { query: 'luna', facets: ['*'] },
  { query: 'lina' },
  { query: 'basin m' },
  { query: 'k1234af' },
  { query: 'K1234-AF' },
  { query: 'mixer', filters: 'price > 300', facets: ['finish', 'fileTypes'] },
  { query: '', facetFilters: [['fileTypes:ifc']], facets: ['*'] },
  { query: '', filters: '_tags:sale' },
  { query: '', numericFilters: ['createdAt >= 3'], distinct: 0 },
];

/** What a client gets from each query on the index and its replicas (timing and query ID aside). */
function answers(engine: SearchEngine) {
  return ['subset', ...Object.keys(SUBSET_SETTINGS.replicas ?? {})].flatMap((index) =>
    QUERIES.map((raw) => ({
      ...engine.search(index, readParams(raw), encodeParams(raw)),
      processingTimeMS: 0,
      queryID: undefined,
    })),
  );
}

/** The subset index made both ways: from the base's structures, and from the records alone. */
function bothWays(records: Json[], settings: IndexSettings = SUBSET_SETTINGS) {
  const fromBase = new SearchEngine();
  fromBase.setIndex('base', BASE, SETTINGS);
  const derived = fromBase.setIndex('subset', records, settings, { subsetOf: 'base' });
  const fromRecords = new SearchEngine();
  const read = fromRecords.setIndex('subset', records, settings);
  return { derived, read, fromBase, fromRecords };
}

const withFiles = (record: Json | undefined, types: string[]): Json => ({
  ...record,
  fileTypes: types,
  files: Object.fromEntries(types.map((type) => [type, [`${String(record?.objectID)}.${type}`]])),
});

describe('an index made from a subset of another index', () => {
  it('is the index its records make: facets, numbers, tags, terms, typos, orders and answers', () => {
    // Every other record, each with file types and links added.
    const records = BASE.filter((_, i) => i % 2 === 0).map((record, i) =>
      withFiles(record, i % 2 ? ['ifc', 'rvt'] : ['ifc']),
    );
    const { derived, read, fromBase, fromRecords } = bothWays(records);
    expect(derived.derived).toBe(true);
    expect(read.derived).toBe(false);
    expect(structures(derived)).toEqual(structures(read));
    expect(answers(fromBase)).toEqual(answers(fromRecords));
    // The added facet is there, counted over the subset.
    expect(
      fromBase.search('subset', readParams({ facets: ['fileTypes'] }), '').facets?.fileTypes,
    ).toEqual({ ifc: 3, rvt: 1 });
  });

  it('reads from the records what an added attribute reaches: a facet, numbers, a ranking, tags', () => {
    // basinware-vanity has no price in the base: the subset gives it one (a facet, a number and
    // the replicas' ranking); then the last record, untagged in the base, gets tags too.
    const vanity = BASE.findIndex((record) => record.objectID === 'basinware-vanity');
    const records = BASE.map((record, i) =>
      i === vanity ? { ...record, price: 99 } : withFiles(record, ['ifc']),
    );
    const last = BASE.at(-1);
    const retagged = [...records.slice(0, -1), { ...last, _tags: ['sale', 'clearance'] }];
    for (const subset of [records, retagged]) {
      const { derived, read, fromBase, fromRecords } = bothWays(subset);
      expect(derived.derived).toBe(true);
      expect(structures(derived)).toEqual(structures(read));
      expect(answers(fromBase)).toEqual(answers(fromRecords));
    }
    const { fromBase } = bothWays(records);
    const cheapest = fromBase.search('products_price_asc', readParams({ query: '' }), '');
    expect(cheapest.hits[0]?.objectID).toBe('basinware-vanity');
  });

  it('reads the records instead when they are not a subset in order with the same values', () => {
    const [first, second, third] = BASE;
    const cases: Json[][] = [
      // A base attribute with another value.
      [first ?? {}, { ...second, name: 'Luna Basin Mixer Mk II' }],
      // Out of the base's order.
      [third ?? {}, first ?? {}],
      // A record the base does not have.
      [first ?? {}, { objectID: 'new', name: 'New basin', createdAt: 9 }],
      // An added attribute that is searchable.
      [{ ...BASE.find((record) => !('description' in record)), description: 'a new word' }],
    ];
    for (const records of cases) {
      const { derived, read, fromBase, fromRecords } = bothWays(records);
      expect(derived.derived).toBe(false);
      expect(structures(derived)).toEqual(structures(read));
      expect(answers(fromBase)).toEqual(answers(fromRecords));
    }
  });

  it('reads the records when searchable or identifier attributes differ from the base’s', () => {
    const records = BASE.slice(0, 3);
    for (const settings of [
      { ...SUBSET_SETTINGS, searchableAttributes: ['name', 'brand'] },
      { ...SUBSET_SETTINGS, codeAttributes: [] },
    ]) {
      const { derived, read } = bothWays(records, settings);
      expect(derived.derived).toBe(false);
      expect(structures(derived)).toEqual(structures(read));
    }
  });

  it('shows a value spelled two ways as the base first spelled it', () => {
    // The base sees 'Chrome' (luna-basin) before 'chrome' (luna-sink); the subset only has the
    // second. Reading the subset's records alone would show 'chrome'.
    const records = BASE.filter((record) => record.objectID !== 'luna-basin');
    const { fromBase } = bothWays(records);
    const facets = fromBase.search('subset', readParams({ facets: ['finish'] }), '').facets;
    expect(facets?.finish?.Chrome).toBe(1);
  });

  it('builds from the records when the named base index does not exist', () => {
    const engine = new SearchEngine();
    const data = engine.setIndex('subset', BASE, SUBSET_SETTINGS, { subsetOf: 'missing' });
    expect(data.derived).toBe(false);
    expect(engine.search('subset', readParams({ query: 'luna' }), '').nbHits).toBeGreaterThan(0);
  });
});
