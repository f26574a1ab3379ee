import { facetString, numericLeaves, valuesAt, type JsonRecord } from './paths';
import {
  parseCustomRanking,
  parseFacetDeclaration,
  searchableRanks,
  type IndexSettings,
} from './settings';
import { compact, normalize, words } from './text';

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

export interface Posting {
  docs: Uint32Array;
  /** Best (lowest) searchable-attribute rank of the term in each document. */
  ranks: Uint8Array;
}

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
  readonly terms = new Map<string, Posting>();
  /** All terms, sorted, for prefix expansion. */
  readonly sortedTerms: string[];
  /** Typo-tolerant terms by length (identifier attributes are excluded). */
  readonly typoTerms = new Map<number, string[]>();
  /** Compacted code → documents with that code. */
  readonly codes = new Map<string, Uint32Array>();
  readonly searchable: [string, number][];
  private readonly orders = new Map<string, SortOrder>();

  constructor(
    readonly records: readonly JsonRecord[],
    readonly settings: IndexSettings,
  ) {
    this.size = records.length;
    records.forEach((record, doc) => this.ids.set(String(record.objectID), doc));
    this.searchable = searchableRanks(settings);
    for (const entry of settings.attributesForFaceting) this.buildFacet(entry);
    this.buildNumeric();
    this.buildTags();
    this.buildText();
    this.sortedTerms = [...this.terms.keys()].sort();
  }

  /** The order for a customRanking (the primary's or a replica's), computed once. */
  sortOrder(customRanking: readonly string[] = []): SortOrder {
    const key = customRanking.join('|');
    const cached = this.orders.get(key);
    if (cached) return cached;
    const rules = parseCustomRanking(customRanking);
    const keys = rules.map((rule) =>
      this.records.map((record) => valuesAt(record, rule.attribute.split('.'))[0]),
    );
    const order = Uint32Array.from({ length: this.size }, (_, doc) => doc).sort((a, b) => {
      for (let r = 0; r < rules.length; r += 1) {
        const column = keys[r] ?? [];
        const [left, right] = [column[a], column[b]];
        // Records without the attribute come last whatever the direction.
        if (isMissing(left) !== isMissing(right)) return isMissing(left) ? 1 : -1;
        const compared = compareValues(left, right);
        if (compared !== 0) return compared * (rules[r]?.direction ?? 1);
      }
      return a - b;
    });
    const rank = new Uint32Array(this.size);
    order.forEach((doc, position) => (rank[doc] = position));
    const result = { order, rank };
    this.orders.set(key, result);
    return result;
  }

  private buildFacet(entry: string) {
    const declaration = parseFacetDeclaration(entry);
    const path = declaration.attribute.split('.');
    const ids = new Map<string, number>();
    const values: string[] = [];
    const numbers: number[] = [];
    const offsets = new Uint32Array(this.size + 1);
    const flat: number[] = [];
    const scratch: unknown[] = [];
    for (let doc = 0; doc < this.size; doc += 1) {
      const start = flat.length;
      scratch.length = 0;
      for (const raw of valuesAt(this.records[doc], path, scratch)) {
        const text = facetString(raw);
        if (text === undefined) continue;
        const key = normalize(text);
        let id = ids.get(key);
        if (id === undefined) {
          id = values.length;
          ids.set(key, id);
          values.push(text);
          numbers.push(typeof raw === 'number' ? raw : Number.NaN);
        }
        let seen = false;
        for (let k = start; k < flat.length; k += 1) if (flat[k] === id) seen = true;
        if (!seen) flat.push(id);
      }
      offsets[doc + 1] = flat.length;
    }
    const valueIds = Uint32Array.from(flat);
    const sizes = new Uint32Array(values.length);
    for (const id of flat) sizes[id] = (sizes[id] ?? 0) + 1;
    const postingLists = Array.from(sizes, (size) => new Uint32Array(size));
    const fill = new Uint32Array(values.length);
    for (let doc = 0; doc < this.size; doc += 1) {
      for (let k = offsets[doc] ?? 0; k < (offsets[doc + 1] ?? 0); k += 1) {
        const id = flat[k] ?? 0;
        const list = postingLists[id];
        const at = fill[id] ?? 0;
        if (list) list[at] = doc;
        fill[id] = at + 1;
      }
    }
    this.facets.set(declaration.attribute, {
      ...declaration,
      values,
      ids,
      numbers: Float64Array.from(numbers),
      offsets,
      valueIds,
      postings: postingLists,
    });
  }

  private buildNumeric() {
    const collected = new Map<string, { values: number[]; docs: number[] }>();
    this.records.forEach((record, doc) => {
      numericLeaves(record, '', (path, value) => {
        let field = collected.get(path);
        if (!field) collected.set(path, (field = { values: [], docs: [] }));
        field.values.push(value);
        field.docs.push(doc);
      });
    });
    for (const [path, field] of collected) {
      const order = field.values
        .map((_, i) => i)
        .sort((a, b) => (field.values[a] ?? 0) - (field.values[b] ?? 0));
      this.numeric.set(path, {
        values: Float64Array.from(order, (i) => field.values[i] ?? 0),
        docs: Uint32Array.from(order, (i) => field.docs[i] ?? 0),
      });
    }
  }

  private buildTags() {
    const lists = new Map<string, number[]>();
    this.records.forEach((record, doc) => {
      for (const tag of valuesAt(record, ['_tags'])) {
        if (typeof tag !== 'string') continue;
        const list = lists.get(tag) ?? [];
        if (list.at(-1) !== doc) list.push(doc);
        lists.set(tag, list);
      }
    });
    for (const [tag, list] of lists) this.tags.set(tag, Uint32Array.from(list));
  }

  private buildText() {
    const codeAttributes = new Set(this.settings.codeAttributes ?? []);
    const lists = new Map<string, { docs: number[]; ranks: number[] }>();
    const typoEligible = new Set<string>();
    const codeLists = new Map<string, number[]>();
    // Variant records repeat their product's text: tokenise each distinct string once.
    const tokenCache = new Map<string, string[]>();
    const tokens = (text: string) => {
      let cached = tokenCache.get(text);
      if (!cached) tokenCache.set(text, (cached = words(text).map((span) => span.word)));
      return cached;
    };
    const addTerm = (term: string, doc: number, rank: number) => {
      let list = lists.get(term);
      if (!list) lists.set(term, (list = { docs: [], ranks: [] }));
      const last = list.docs.length - 1;
      if (list.docs[last] === doc) {
        if (rank < (list.ranks[last] ?? rank)) list.ranks[last] = rank;
      } else {
        list.docs.push(doc);
        list.ranks.push(rank);
      }
    };
    this.records.forEach((record, doc) => {
      for (const [attribute, rank] of this.searchable) {
        const isCode = codeAttributes.has(attribute);
        for (const raw of valuesAt(record, attribute.split('.'))) {
          const text = facetString(raw);
          if (text === undefined) continue;
          for (const word of tokens(text)) {
            addTerm(word, doc, rank);
            if (!isCode) typoEligible.add(word);
          }
          if (isCode) {
            const code = compact(text);
            addTerm(code, doc, rank);
            const list = codeLists.get(code) ?? [];
            if (list.at(-1) !== doc) list.push(doc);
            codeLists.set(code, list);
          }
        }
      }
    });
    for (const [term, list] of lists) {
      this.terms.set(term, {
        docs: Uint32Array.from(list.docs),
        ranks: Uint8Array.from(list.ranks),
      });
    }
    for (const term of typoEligible) {
      if (/\d/.test(term)) continue;
      const bucket = this.typoTerms.get(term.length) ?? [];
      bucket.push(term);
      this.typoTerms.set(term.length, bucket);
    }
    for (const [code, list] of codeLists) this.codes.set(code, Uint32Array.from(list));
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b || isMissing(a) || isMissing(b)) return 0;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}
