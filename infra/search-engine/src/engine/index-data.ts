import {
  PathCache,
  eachValueAt,
  facetString,
  firstValueAt,
  numericLeaves,
  type JsonRecord,
} from './paths';
import {
  parseCustomRanking,
  numericAttributes,
  parseFacetDeclaration,
  searchableRanks,
  type FacetDeclaration,
  type IndexSettings,
} from './settings';
import { GrowableFloat64, GrowableUint32 } from './growable';
import { normalize } from './text';
import { buildTextIndexInSteps, codeOnlyRanks, type TextIndex } from './text-index';
import { STEPPED, isStepEnd, runSteps } from './steps';

/** One faceted attribute: value dictionary, per-document value lists (CSR) and postings. */
export interface FacetField {
  attribute: string;
  searchable: boolean;
  filterOnly: boolean;
  /** Display form of each value id (first spelling seen). */
  values: string[];
  /** Normalised value → value id (facet filters are case-insensitive). */
  ids: Map<string, number>;
  /** Numeric value of each value id, NaN when not a number (for facets_stats). */
  numbers: Float64Array;
  offsets: Uint32Array;
  valueIds: Uint32Array;
  postings: Uint32Array[];
}

export interface NumericField {
  /** Parallel arrays sorted by value: range filters binary-search them. */
  values: Float64Array;
  docs: Uint32Array;
}

export type { Posting } from './text-index';

export interface SortOrder {
  /** Documents in the replica's order. */
  order: Uint32Array;
  /** Position of each document in `order`. */
  rank: Uint32Array;
}

/**
 * An immutable, fully built index. Rebuilding makes a new one that replaces the old atomically,
 * so a search in flight never sees half an update.
 */
export class IndexData {
  readonly size: number;
  readonly ids = new Map<string, number>();
  readonly facets = new Map<string, FacetField>();
  readonly numeric = new Map<string, NumericField>();
  readonly tags = new Map<string, Uint32Array>();
  /** Ids of the typo-tolerant terms by length (no digit, not only ever part of a code). */
  readonly typoTerms = new Map<number, number[]>();
  readonly searchable: [string, number][];
  /** Sort orders by their customRanking joined, each with the customRanking it was made for. */
  private readonly orders = new Map<string, { ranking: readonly string[]; order: SortOrder }>();
  private textIndex: TextIndex | undefined;
  /** Whether the index was made from another's structures (`subsetInSteps`), not its records. */
  private madeFromSubset = false;

  /** Builds the index at once. `IndexData.inSteps` builds it with pauses between steps. */
  constructor(records: readonly JsonRecord[], settings: IndexSettings);
  constructor(records: readonly JsonRecord[], settings: IndexSettings, stepped: typeof STEPPED);
  constructor(
    readonly records: readonly JsonRecord[],
    readonly settings: IndexSettings,
    stepped?: typeof STEPPED,
  ) {
    this.size = records.length;
    this.searchable = searchableRanks(settings);
    if (!stepped) runSteps(this.build());
  }

  /**
   * The same build in steps of a few thousand documents each: whoever drives it may give other
   * work a turn between steps (the platform serves requests while it reindexes).
   */
  static *inSteps(
    records: readonly JsonRecord[],
    settings: IndexSettings,
  ): Generator<void, IndexData> {
    const data = new IndexData(records, settings, STEPPED);
    yield* data.build();
    return data;
  }

  /**
   * An index of records that extend some of `base`'s, made from base's structures instead of
   * reading every record again. At 100k variants the BIM library (the search-variant records that
   * have BIM files, each with two attributes more) took as long to build as its base (issue 32).
   *
   * Each record must have a base record's objectID, come in base's order and hold every attribute
   * of that base record as the same value (===); it may add attributes. What an added attribute
   * feeds (a facet, numbers, tags, a ranking) is read from the records; the rest is base's,
   * restricted to these documents and renumbered, which is what reading the records would give.
   * One difference: a facet value spelled two ways keeps the spelling base saw first. Records
   * that do not qualify, or other searchable or identifier attributes than base's, are read in full.
   */
  static *subsetInSteps(
    base: IndexData,
    records: readonly JsonRecord[],
    settings: IndexSettings,
  ): Generator<void, IndexData> {
    const data = new IndexData(records, settings, STEPPED);
    const subset = yield* data.subsetOf(base);
    if (subset) {
      data.madeFromSubset = true;
      yield* data.deriveFrom(base, subset);
    } else {
      data.ids.clear();
      yield* data.build();
    }
    return data;
  }

  /** Whether this index was made from another's structures (`subsetInSteps`). */
  get derived(): boolean {
    return this.madeFromSubset;
  }

  /** Terms, postings and code lists. */
  get text(): TextIndex {
    if (!this.textIndex) throw new Error('The index is still being built.');
    return this.textIndex;
  }

  private *build(): Generator<void> {
    for (let doc = 0; doc < this.size; doc += 1) {
      this.ids.set(String(this.records[doc]?.objectID), doc);
      if (isStepEnd(doc)) yield;
    }
    for (const entry of this.settings.attributesForFaceting) yield* this.buildFacet(entry);
    yield* this.buildNumeric();
    yield* this.buildTags();
    this.setText(
      yield* buildTextIndexInSteps(
        this.records,
        this.searchable,
        new Set(this.settings.codeAttributes ?? []),
      ),
    );
  }

  private setText(text: TextIndex): void {
    for (const id of text.typoEligible) {
      const length = text.sortedTerms[id]?.length ?? 0;
      const bucket = this.typoTerms.get(length) ?? [];
      bucket.push(id);
      this.typoTerms.set(length, bucket);
    }
    this.textIndex = text;
  }

  /**
   * Which of base's documents these records are (`newDocOf[baseDoc]`, -1 for none) and which
   * attributes they add, or undefined when they are not a subset as `subsetInSteps` requires.
   * Fills `ids` on the way.
   */
  private *subsetOf(base: IndexData): Generator<void, Subset | undefined> {
    const sameText =
      JSON.stringify(this.searchable) === JSON.stringify(base.searchable) &&
      JSON.stringify([...(this.settings.codeAttributes ?? [])].sort()) ===
        JSON.stringify([...(base.settings.codeAttributes ?? [])].sort());
    if (!sameText || !base.textIndex) return undefined;
    const newDocOf = new Int32Array(base.size).fill(-1);
    const added = new Set<string>();
    let addsNumbers = false;
    const noteNumber = () => (addsNumbers = true);
    let previous = -1;
    for (let doc = 0; doc < this.size; doc += 1) {
      const record = this.records[doc] ?? {};
      const id = String(record.objectID);
      const baseDoc = base.ids.get(id);
      if (baseDoc === undefined || baseDoc <= previous) return undefined;
      const original = base.records[baseDoc] ?? {};
      for (const key in original) {
        if (Object.hasOwn(original, key) && record[key] !== original[key]) return undefined;
      }
      for (const key in record) {
        if (!Object.hasOwn(record, key) || Object.hasOwn(original, key)) continue;
        added.add(key);
        // Without numericAttributesForFiltering, every number of a record is indexed.
        if (!addsNumbers) numericLeaves(record[key], key, noteNumber);
      }
      newDocOf[baseDoc] = doc;
      previous = baseDoc;
      this.ids.set(id, doc);
      if (isStepEnd(doc)) yield;
    }
    const readsAdded = (attribute: string) => added.has(attribute.split('.')[0] ?? '');
    if (this.searchable.some(([attribute]) => readsAdded(attribute))) return undefined;
    return { newDocOf, readsAdded, addsNumbers };
  }

  /** The build, from base's structures where the records' added attributes do not reach. */
  private *deriveFrom(
    base: IndexData,
    { newDocOf, readsAdded, addsNumbers }: Subset,
  ): Generator<void> {
    for (const entry of this.settings.attributesForFaceting) {
      const declaration = parseFacetDeclaration(entry);
      const field = base.facets.get(declaration.attribute);
      if (field && !readsAdded(declaration.attribute)) {
        this.facets.set(
          declaration.attribute,
          subsetFacet(field, newDocOf, this.size, declaration),
        );
        yield;
      } else {
        yield* this.buildFacet(entry);
      }
    }
    const sameNumbers =
      JSON.stringify(numericAttributes(this.settings)) ===
      JSON.stringify(numericAttributes(base.settings));
    if (addsNumbers || !sameNumbers) {
      yield* this.buildNumeric();
    } else {
      for (const [path, field] of base.numeric) {
        const kept = subsetNumeric(field, newDocOf);
        if (kept.docs.length > 0) this.numeric.set(path, kept);
      }
      yield;
    }
    if (readsAdded('_tags')) {
      yield* this.buildTags();
    } else {
      for (const [tag, docs] of base.tags) {
        const kept = subsetDocs(docs, newDocOf);
        if (kept.length > 0) this.tags.set(tag, kept);
      }
    }
    yield;
    this.setText(
      base.text.subset(
        newDocOf,
        codeOnlyRanks(this.searchable, new Set(this.settings.codeAttributes ?? [])),
      ),
    );
    yield;
    for (const [key, { ranking, order }] of base.orders) {
      if (parseCustomRanking(ranking).some((rule) => readsAdded(rule.attribute))) continue;
      const docs = subsetDocs(order.order, newDocOf);
      const rank = new Uint32Array(this.size);
      docs.forEach((doc, position) => (rank[doc] = position));
      this.orders.set(key, { ranking, order: { order: docs, rank } });
    }
  }

  /** The order for a customRanking (the primary's or a replica's), computed once. */
  sortOrder(customRanking: readonly string[] = []): SortOrder {
    return this.sortOrderReading(customRanking, new Map());
  }

  /**
   * The orders of an index's rankings (its primary's and replicas'), one per step, each ranking
   * attribute read and ranked once: the name replicas rank the names both ways, and ranking
   * 30k distinct names by collation was 2 s of a 100k-variant build.
   */
  *sortOrdersInSteps(rankings: readonly (readonly string[] | undefined)[]): Generator<void> {
    const columns = new Map<string, RankColumn>();
    for (const ranking of rankings) {
      this.sortOrderReading(ranking ?? [], columns);
      yield;
    }
  }

  private sortOrderReading(
    customRanking: readonly string[],
    columns: Map<string, RankColumn>,
  ): SortOrder {
    const key = customRanking.join('|');
    const cached = this.orders.get(key);
    if (cached) return cached.order;
    const comparisons = parseCustomRanking(customRanking).map((rule) => {
      let column = columns.get(rule.attribute);
      if (!column) {
        const path = rule.attribute.split('.');
        column = rankColumn(this.records.map((record) => firstValueAt(record, path)));
        columns.set(rule.attribute, column);
      }
      return sortColumn(column, rule.direction);
    });
    const order = Uint32Array.from({ length: this.size }, (_, doc) => doc).sort((a, b) => {
      for (const compare of comparisons) {
        const compared = compare(a, b);
        if (compared !== 0) return compared;
      }
      return a - b;
    });
    const rank = new Uint32Array(this.size);
    order.forEach((doc, position) => (rank[doc] = position));
    const result = { order, rank };
    this.orders.set(key, { ranking: [...customRanking], order: result });
    return result;
  }

  private *buildFacet(entry: string): Generator<void> {
    const declaration = parseFacetDeclaration(entry);
    const path = declaration.attribute.split('.');
    const ids = new Map<string, number>();
    // Exact spelling → id: a repeated value is neither normalised nor looked up twice.
    const bySpelling = new Map<string, number>();
    const values: string[] = [];
    const numbers: number[] = [];
    // A number's id by the number: no string is made to look it up.
    const byNumber = new Map<number, number>();
    const offsets = new Uint32Array(this.size + 1);
    const flat = new GrowableUint32();
    /** The value ids of the document being read: each is listed once per document. */
    const docIds: number[] = [];
    const idOf = (raw: unknown): number | undefined => {
      if (typeof raw === 'number') {
        const known = byNumber.get(raw);
        if (known !== undefined) return known;
      }
      const text = facetString(raw);
      if (text === undefined) return undefined;
      let id = bySpelling.get(text);
      if (id === undefined) {
        const key = normalize(text);
        id = ids.get(key);
        if (id === undefined) {
          id = values.length;
          ids.set(key, id);
          values.push(text);
          numbers.push(typeof raw === 'number' ? raw : Number.NaN);
        }
        bySpelling.set(text, id);
      }
      if (typeof raw === 'number') byNumber.set(raw, id);
      return id;
    };
    const addValue = (raw: unknown) => {
      const id = idOf(raw);
      if (id !== undefined && !docIds.includes(id)) {
        docIds.push(id);
        flat.push(id);
      }
    };
    for (let doc = 0; doc < this.size; doc += 1) {
      docIds.length = 0;
      eachValueAt(this.records[doc], path, addValue);
      offsets[doc + 1] = flat.length;
      if (isStepEnd(doc)) yield;
    }
    this.facets.set(
      declaration.attribute,
      facetField(declaration, values, ids, numbers, offsets, flat.toArray()),
    );
  }

  private *buildNumeric(): Generator<void> {
    const collected = new Map<string, { values: GrowableFloat64; docs: GrowableUint32 }>();
    let doc = 0;
    const add = (path: string, value: number) => {
      let field = collected.get(path);
      if (!field) {
        collected.set(
          path,
          (field = { values: new GrowableFloat64(), docs: new GrowableUint32() }),
        );
      }
      field.values.push(value);
      field.docs.push(doc);
    };
    const listed = numericAttributes(this.settings);
    if (listed) {
      // Only the listed attributes: read at their paths, not by walking every record whole.
      const readers = listed.map((attribute) => {
        const path = attribute.split('.');
        const addLeaf = (leaf: unknown) => {
          if (typeof leaf === 'number' && Number.isFinite(leaf)) add(attribute, leaf);
        };
        return (record: unknown) => eachValueAt(record, path, addLeaf);
      });
      for (doc = 0; doc < this.size; doc += 1) {
        for (const read of readers) read(this.records[doc]);
        if (isStepEnd(doc)) yield;
      }
    } else {
      const paths = new PathCache();
      for (doc = 0; doc < this.size; doc += 1) {
        numericLeaves(this.records[doc], '', add, paths);
        if (isStepEnd(doc)) yield;
      }
    }
    for (const [path, field] of collected) {
      this.numeric.set(path, sortedByValue(field.values, field.docs));
      yield;
    }
  }

  private *buildTags(): Generator<void> {
    const lists = new Map<string, number[]>();
    const path = ['_tags'];
    let doc = 0;
    const addTag = (tag: unknown) => {
      if (typeof tag !== 'string') return;
      const list = lists.get(tag) ?? [];
      if (list.at(-1) !== doc) list.push(doc);
      lists.set(tag, list);
    };
    for (doc = 0; doc < this.size; doc += 1) {
      eachValueAt(this.records[doc], path, addTag);
      if (isStepEnd(doc)) yield;
    }
    for (const [tag, list] of lists) this.tags.set(tag, Uint32Array.from(list));
  }
}

interface Subset {
  /** The new number of each of base's documents, -1 for one left out. */
  newDocOf: Int32Array;
  /** Whether an attribute path starts at an attribute the records add to base's. */
  readsAdded: (attribute: string) => boolean;
  /** Whether an added attribute holds a number. */
  addsNumbers: boolean;
}

/** Documents (increasing) that are kept, renumbered: still increasing. */
function subsetDocs(docs: Uint32Array, newDocOf: Int32Array): Uint32Array {
  let count = 0;
  for (const doc of docs) if ((newDocOf[doc] ?? -1) >= 0) count += 1;
  const kept = new Uint32Array(count);
  let k = 0;
  for (const doc of docs) {
    const renumbered = newDocOf[doc] ?? -1;
    if (renumbered >= 0) kept[k++] = renumbered;
  }
  return kept;
}

/** A numeric field's kept pairs: still sorted by value, then document. */
function subsetNumeric(field: NumericField, newDocOf: Int32Array): NumericField {
  const docs = subsetDocs(field.docs, newDocOf);
  const values = new Float64Array(docs.length);
  let k = 0;
  field.docs.forEach((doc, i) => {
    if ((newDocOf[doc] ?? -1) >= 0) values[k++] = field.values[i] ?? 0;
  });
  return { values, docs };
}

/**
 * A facet over the kept documents: their value lists renumbered, and the values numbered in the
 * order the kept documents first have them, as reading their records would.
 */
function subsetFacet(
  field: FacetField,
  newDocOf: Int32Array,
  size: number,
  declaration: FacetDeclaration,
): FacetField {
  const offsets = new Uint32Array(size + 1);
  newDocOf.forEach((doc, baseDoc) => {
    if (doc >= 0) {
      offsets[doc + 1] = (field.offsets[baseDoc + 1] ?? 0) - (field.offsets[baseDoc] ?? 0);
    }
  });
  for (let doc = 0; doc < size; doc += 1) {
    offsets[doc + 1] = (offsets[doc + 1] ?? 0) + (offsets[doc] ?? 0);
  }
  const keyOf: string[] = [];
  for (const [key, id] of field.ids) keyOf[id] = key;
  const newIdOf = new Int32Array(field.values.length).fill(-1);
  const ids = new Map<string, number>();
  const values: string[] = [];
  const numbers: number[] = [];
  const valueIds = new Uint32Array(offsets[size] ?? 0);
  let k = 0;
  newDocOf.forEach((doc, baseDoc) => {
    if (doc < 0) return;
    for (let at = field.offsets[baseDoc] ?? 0; at < (field.offsets[baseDoc + 1] ?? 0); at += 1) {
      const baseId = field.valueIds[at] ?? 0;
      let id = newIdOf[baseId] ?? -1;
      if (id < 0) {
        id = newIdOf[baseId] = values.length;
        ids.set(keyOf[baseId] ?? '', id);
        values.push(field.values[baseId] ?? '');
        numbers.push(field.numbers[baseId] ?? Number.NaN);
      }
      valueIds[k++] = id;
    }
  });
  return facetField(declaration, values, ids, numbers, offsets, valueIds);
}

/** A facet from its value dictionary and its documents' value lists; postings inverted from them. */
function facetField(
  declaration: FacetDeclaration,
  values: string[],
  ids: Map<string, number>,
  numbers: number[],
  offsets: Uint32Array,
  valueIds: Uint32Array,
): FacetField {
  return {
    ...declaration,
    values,
    ids,
    numbers: Float64Array.from(numbers),
    offsets,
    valueIds,
    postings: invertFacet(offsets, valueIds, values.length),
  };
}

/**
 * (value, document) pairs, collected in document order, sorted by value with documents in
 * increasing order among equal values. The values sort natively (no comparison callback); then
 * each pair takes the next free place in its value's run, in document order.
 */
function sortedByValue(values: GrowableFloat64, docs: GrowableUint32): NumericField {
  const sorted = values.toArray().sort();
  const nextFree = new Uint32Array(sorted.length);
  const outDocs = new Uint32Array(sorted.length);
  values.each((value, i) => {
    // The first place of the value's run: the first sorted value not below it.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((sorted[mid] ?? 0) < value) low = mid + 1;
      else high = mid;
    }
    const at = low + (nextFree[low] ?? 0);
    nextFree[low] = (nextFree[low] ?? 0) + 1;
    outDocs[at] = docs.get(i);
  });
  // Each place holds the value it was sorted to: the sorted values are the field's values.
  return { values: sorted, docs: outDocs };
}

/**
 * Each value's documents from the documents' values, as views into one buffer (a value's list
 * costs a view, not an array and its buffer).
 */
function invertFacet(offsets: Uint32Array, valueIds: Uint32Array, valueCount: number) {
  const starts = new Uint32Array(valueCount + 1);
  for (const id of valueIds) starts[id + 1] = (starts[id + 1] ?? 0) + 1;
  for (let id = 0; id < valueCount; id += 1) {
    starts[id + 1] = (starts[id + 1] ?? 0) + (starts[id] ?? 0);
  }
  const fill = starts.slice(0, valueCount);
  const docs = new Uint32Array(valueIds.length);
  for (let doc = 0; doc + 1 < offsets.length; doc += 1) {
    for (let k = offsets[doc] ?? 0; k < (offsets[doc + 1] ?? 0); k += 1) {
      const id = valueIds[k] ?? 0;
      const at = fill[id] ?? 0;
      docs[at] = doc;
      fill[id] = at + 1;
    }
  }
  return Array.from({ length: valueCount }, (_, id) =>
    docs.subarray(starts[id] ?? 0, starts[id + 1] ?? 0),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A ranking attribute's values, and the same as numbers where they can all compare as numbers. */
interface RankColumn {
  values: unknown[];
  keys: Float64Array | undefined;
}

function rankColumn(values: unknown[]): RankColumn {
  return { values, keys: numericKeys(values) };
}

/**
 * A comparison of two documents by one ranking attribute in its direction, records without it
 * last whatever the direction. A column of numbers, or of strings,
 * compares as numbers: each string is replaced once by its rank among the column's distinct
 * values in collation order, so the sort makes no collator call per comparison.
 */
function sortColumn({ values: column, keys }: RankColumn, direction: 1 | -1) {
  if (!keys) {
    return (a: number, b: number) => {
      const [left, right] = [column[a], column[b]];
      if (isMissing(left) !== isMissing(right)) return isMissing(left) ? 1 : -1;
      return compareValues(left, right) * direction;
    };
  }
  return (a: number, b: number) => {
    const left = keys[a] ?? Number.NaN;
    const right = keys[b] ?? Number.NaN;
    const leftMissing = Number.isNaN(left);
    if (leftMissing !== Number.isNaN(right)) return leftMissing ? 1 : -1;
    return leftMissing ? 0 : (left - right) * direction;
  };
}

/** The column as numbers (NaN for missing), or undefined when it mixes kinds of value. */
function numericKeys(column: unknown[]): Float64Array | undefined {
  const present = column.filter((value) => !isMissing(value));
  if (present.every((value) => typeof value === 'number' && !Number.isNaN(value))) {
    return Float64Array.from(column, (value) => (isMissing(value) ? Number.NaN : Number(value)));
  }
  if (!present.every((value) => typeof value === 'string')) return undefined;
  const distinct = [...new Set(present as string[])].sort(collator.compare);
  const ranks = new Map<string, number>();
  let rank = 0;
  distinct.forEach((value, i) => {
    if (i > 0 && collator.compare(distinct[i - 1] ?? '', value) !== 0) rank += 1;
    ranks.set(value, rank);
  });
  return Float64Array.from(column, (value) =>
    isMissing(value) ? Number.NaN : (ranks.get(value as string) ?? Number.NaN),
  );
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b || isMissing(a) || isMissing(b)) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
