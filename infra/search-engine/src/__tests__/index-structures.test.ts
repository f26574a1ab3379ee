import { SearchEngine, type IndexSettings } from '../index';
import { Bitset } from '../engine/bitset';
import { GrowableFloat64, GrowableUint32, GrowableUint8 } from '../engine/growable';
import { IndexData } from '../engine/index-data';
import { PathCache, eachValueAt, firstValueAt, valuesAt } from '../engine/paths';
import { eachWord, words } from '../engine/text';
import { buildTextIndex } from '../engine/text-index';

const ids = (data: IndexData, docs: ArrayLike<number>) =>
  Array.from(docs, (doc) => data.records[doc]?.objectID);

describe('the index structures: typed arrays, shared records, sort orders as permutations', () => {
  it('keeps one posting per term and document with its best attribute rank, documents ascending', () => {
    const text = buildTextIndex(
      [
        { name: 'Luna mixer', description: 'a mixer' },
        { name: 'Aria', description: 'luna luna' },
        { name: 'Luna', description: 'luna' },
      ],
      [
        ['name', 0],
        ['description', 1],
      ],
      new Set(),
    );
    expect(text.sortedTerms).toEqual(['a', 'aria', 'luna', 'mixer']);
    const luna = text.posting('luna');
    expect(Array.from(luna?.docs ?? [])).toEqual([0, 1, 2]);
    expect(Array.from(luna?.ranks ?? [])).toEqual([0, 1, 0]);
    const mixer = text.posting('mixer');
    expect(Array.from(mixer?.docs ?? [])).toEqual([0]);
    expect(Array.from(mixer?.ranks ?? [])).toEqual([0]);
    expect(text.posting('lun')).toBeUndefined();
    expect(text.termId('zzz')).toBe(-1);
  });

  it('keeps each posting on its own documents when documents without text come between', () => {
    const text = buildTextIndex(
      [{ name: 'Luna' }, {}, { name: 7 }, { other: 'luna' }, { name: 'Luna Aria' }, {}],
      [['name', 0]],
      new Set(),
    );
    expect(Array.from(text.posting('luna')?.docs ?? [])).toEqual([0, 4]);
    expect(Array.from(text.posting('7')?.docs ?? [])).toEqual([2]);
    expect(Array.from(text.posting('aria')?.docs ?? [])).toEqual([4]);
  });

  it('lists compacted codes apart from words, and leaves codes out of typo tolerance', () => {
    const text = buildTextIndex(
      [{ name: 'Basin', code: 'K12-AF' }, { name: 'Tap', code: 'K12-AF' }, { name: 'k12af' }],
      [
        ['name', 0],
        ['code', 1],
      ],
      new Set(['code']),
    );
    expect(Array.from(text.codeDocsOf('k12af') ?? [])).toEqual([0, 1]);
    // A name word that spells a code is a term, not a code.
    expect(Array.from(text.posting('k12af')?.docs ?? [])).toEqual([0, 1, 2]);
    expect(text.codeDocsOf('basin')).toBeUndefined();
    const typo = Array.from(text.typoEligible, (id) => text.sortedTerms[id]);
    expect(typo).toEqual(['basin', 'tap']);
  });

  it('shares the primary index data and records with its replicas, each ordering them by its ranking', () => {
    const records = [
      { objectID: 'b', name: 'item 10', createdAt: 2 },
      { objectID: 'a', name: 'Item 9', createdAt: 3 },
      { objectID: 'c', createdAt: 1 },
      { objectID: 'd', name: 'item 9', createdAt: 4 },
    ];
    const settings: IndexSettings = {
      searchableAttributes: ['name'],
      attributesForFaceting: [],
      customRanking: ['desc(createdAt)'],
      replicas: { byName: ['asc(name)', 'desc(createdAt)'], byNameDesc: ['desc(name)'] },
    };
    const engine = new SearchEngine();
    const data = engine.setIndex('primary', records, settings);
    expect(engine.view('byName').data).toBe(data);
    expect(engine.view('byNameDesc').data).toBe(data);
    expect(data.records).toBe(records);
    expect(engine.indexData()).toEqual([data]);

    expect(ids(data, data.sortOrder(['desc(createdAt)']).order)).toEqual(['d', 'a', 'b', 'c']);
    // Numeric collation ('9' before '10'), case-insensitive ties broken by the next rule, and a
    // record without a name last whatever the direction.
    const byName = data.sortOrder(['asc(name)', 'desc(createdAt)']);
    expect(ids(data, byName.order)).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(data, data.sortOrder(['desc(name)']).order)).toEqual(['b', 'a', 'd', 'c']);
    // rank is the inverse permutation of order.
    byName.order.forEach((doc, position) => expect(byName.rank[doc]).toBe(position));
    // Computed once: the replica's order is the same object on every search.
    expect(data.sortOrder(['asc(name)', 'desc(createdAt)'])).toBe(byName);
  });

  it('reads each ranking attribute once for all of an index’s orders', () => {
    let reads = 0;
    const records = ['item 10', 'Item 9', 'item 9'].map((name, createdAt) => ({
      objectID: name,
      createdAt,
      get name() {
        reads += 1;
        return name;
      },
    }));
    const readsBuilding = (replicas: Record<string, string[]>) => {
      reads = 0;
      const data = new SearchEngine().setIndex('primary', records, {
        searchableAttributes: [],
        attributesForFaceting: [],
        customRanking: ['desc(createdAt)'],
        replicas,
      });
      return { reads, data };
    };
    const one = readsBuilding({ asc: ['asc(name)', 'desc(createdAt)'] });
    const both = readsBuilding({
      asc: ['asc(name)', 'desc(createdAt)'],
      desc: ['desc(name)', 'desc(createdAt)'],
    });
    // The second name replica ranks the names the first one read.
    expect(both.reads).toBe(one.reads);
    expect(ids(both.data, both.data.sortOrder(['desc(name)', 'desc(createdAt)']).order)).toEqual([
      'item 10',
      'item 9',
      'Item 9',
    ]);
  });

  it('orders a column mixing numbers and strings as before (value by value)', () => {
    const data = new IndexData(
      [
        { objectID: 'x', rank: 'b' },
        { objectID: 'y', rank: 2 },
        { objectID: 'z', rank: 10 },
        { objectID: 'w' },
        { objectID: 'v', rank: 'A' },
      ],
      { searchableAttributes: [], attributesForFaceting: [] },
    );
    expect(ids(data, data.sortOrder(['asc(rank)']).order)).toEqual(['y', 'z', 'v', 'x', 'w']);
    expect(ids(data, data.sortOrder(['desc(rank)']).order)).toEqual(['x', 'v', 'z', 'y', 'w']);
  });

  it('keeps each facet value’s documents as a view into one shared buffer', () => {
    const data = new IndexData(
      [
        { objectID: '1', colour: ['Chrome', 'White'] },
        // The same value twice in a document (in two spellings) counts the document once.
        { objectID: '2', colour: ['chrome', 'Chrome'] },
        { objectID: '3', colour: 'White' },
      ],
      { searchableAttributes: [], attributesForFaceting: ['colour'] },
    );
    const field = data.facets.get('colour');
    expect(field?.values).toEqual(['Chrome', 'White']);
    expect(field?.postings.map((docs) => Array.from(docs))).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(Array.from(field?.valueIds ?? [])).toEqual([0, 1, 0, 1]);
    expect(field?.postings[0]?.buffer).toBe(field?.postings[1]?.buffer);
  });

  it('sorts each number field by value, documents ascending among equal values', () => {
    const data = new IndexData(
      [
        { objectID: 'a', price: { AUD: 20 }, sizes: [3, -1], name: 'text is no number' },
        { objectID: 'b', price: { AUD: 5 }, sizes: [3] },
        { objectID: 'c', price: { AUD: 20 }, flag: true },
        { objectID: 'd', price: { AUD: -0.5 }, sizes: [0, 3] },
        { objectID: 'e', price: { AUD: 20 } },
      ],
      { searchableAttributes: [], attributesForFaceting: [] },
    );
    const field = (path: string) => {
      const numbers = data.numeric.get(path);
      return [Array.from(numbers?.values ?? []), ids(data, numbers?.docs ?? [])];
    };
    expect(field('price.AUD')).toEqual([
      [-0.5, 5, 20, 20, 20],
      ['d', 'b', 'a', 'c', 'e'],
    ]);
    expect(field('sizes')).toEqual([
      [-1, 0, 3, 3, 3],
      ['a', 'd', 'a', 'b', 'd'],
    ]);
    expect([...data.numeric.keys()].sort()).toEqual(['price.AUD', 'sizes']);
  });

  it('reads the first value at a path as valuesAt would, without collecting the rest', () => {
    const record = {
      variants: [{ colour: null }, { colour: ['White', 'Chrome'] }, { colour: 'Black' }],
      measures: { width: [0] },
    };
    for (const path of [['variants', 'colour'], ['measures', 'width'], ['missing'], []])
      expect(firstValueAt(record, path)).toEqual(valuesAt(record, path)[0]);
    expect(firstValueAt(record, ['variants', 'colour'])).toBe('White');
  });

  it('interns dotted paths: the same string for the same parent and key', () => {
    const paths = new PathCache();
    expect(paths.child('', 'price')).toBe('price');
    expect(paths.child('price', 'AUD')).toBe('price.AUD');
    const first = paths.child('variant', 'id');
    expect(paths.child('variant', 'id')).toBe(first);
  });

  it('grows a typed array as values are pushed', () => {
    const list = new GrowableUint32(1);
    for (let i = 0; i < 100; i += 1) list.push(i * 3);
    list.set(5, 7);
    expect(list.length).toBe(100);
    expect(list.get(99)).toBe(297);
    expect(Array.from(list.toArray().slice(4, 7))).toEqual([12, 7, 18]);
    const numbers = new GrowableFloat64(1);
    for (let i = 0; i < 10; i += 1) numbers.push(i / 4);
    expect(numbers.toArray()).toBeInstanceOf(Float64Array);
    expect(Array.from(numbers.toArray().slice(1, 3))).toEqual([0.25, 0.5]);
  });

  it('grows in blocks: every value stays readable and writable across block boundaries', () => {
    // The first block holds 16 entries, then 32, 64, 128...: 500 values span five blocks.
    const list = new GrowableUint32(16);
    for (let i = 0; i < 500; i += 1) list.push(i);
    for (const i of [0, 15, 16, 47, 48, 111, 112, 239, 240, 499]) expect(list.get(i)).toBe(i);
    list.set(16, 1000);
    list.set(499, 2000);
    const visited: number[] = [];
    list.each((value, index) => {
      if (value !== index) visited.push(index, value);
    });
    expect(visited).toEqual([16, 1000, 499, 2000]);
    const array = list.toArray();
    expect(array).toHaveLength(500);
    expect([array[15], array[16], array[17], array[499]]).toEqual([15, 1000, 17, 2000]);
    const bytes = new GrowableUint8();
    bytes.push(3);
    expect(bytes.toArray()).toEqual(Uint8Array.from([3]));
    expect(new GrowableUint32().toArray()).toHaveLength(0);
  });

  it('adds a list of documents to a set at once, across words, repeats and the last word', () => {
    const set = new Bitset(70);
    set.addAll(Uint32Array.of(0, 31, 32, 32, 69));
    set.addAll([5]);
    expect(Array.from(set.toArray())).toEqual([0, 5, 31, 32, 69]);
    expect(Array.from(Bitset.of(70, [69, 1]).toArray())).toEqual([1, 69]);
  });
});

describe('reading records without collecting', () => {
  it('splits text into the words words() finds, whatever its script, spaces and punctuation', () => {
    const texts = [
      '',
      'Luna Basin Mixer',
      'K1234-AF/CH  (chrome)',
      '  leading and trailing  ',
      'Café Crème — brûlée',
      'non\u00a0breaking\u2003spaces',
      'ÆØÅ straße 12mm',
      'mixed ASCII and 日本語 text',
      '...',
      'a1b2-c3',
    ];
    for (const text of texts) {
      const seen: string[] = [];
      eachWord(text, (word) => seen.push(word));
      expect(seen).toEqual(words(text).map((span) => span.word));
    }
  });

  it('visits the values valuesAt collects, in its order', () => {
    const record = { a: [{ b: 1 }, { b: [2, null, 3] }, { c: 4 }], d: { b: 'x' }, e: null };
    for (const path of [['a', 'b'], ['d', 'b'], ['a'], ['e'], ['missing', 'b']]) {
      const seen: unknown[] = [];
      eachValueAt(record, path, (leaf) => seen.push(leaf));
      expect(seen).toEqual(valuesAt(record, path));
    }
    expect(valuesAt(record, ['a', 'b'])).toEqual([1, 2, 3]);
  });
});
