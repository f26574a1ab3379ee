import { GrowableUint32, GrowableUint8 } from './growable';
import { eachValueAt, facetString, type JsonRecord } from './paths';
import { compact, eachWord } from './text';
import { isStepEnd, runSteps } from './steps';

export interface Posting {
  docs: Uint32Array;
  /** Best (lowest) searchable-attribute rank of the term in each document. */
  ranks: Uint8Array;
}

/**
 * The inverted index, with no object per term: the terms sorted (a term's id is its position),
 * every posting in one documents buffer and one ranks buffer (compressed sparse rows), and the
 * code lists likewise. A 100k-record catalogue has hundreds of thousands of distinct codes; a Map
 * entry and two typed arrays each cost more heap than their postings.
 */
export class TextIndex {
  constructor(
    /** All terms, sorted: a term's id is its position (prefix expansion walks it). */
    readonly sortedTerms: readonly string[],
    private readonly termOffsets: Uint32Array,
    private readonly docs: Uint32Array,
    private readonly ranks: Uint8Array,
    /** Ids of the terms typo tolerance may match (typoEligibleTerms: no digit, not code-only). */
    readonly typoEligible: Uint32Array,
    /** Per term id, the documents having it as a compacted code (identifier attributes). */
    private readonly codeOffsets: Uint32Array,
    private readonly codeDocs: Uint32Array,
  ) {}

  get termCount(): number {
    return this.sortedTerms.length;
  }

  /** A term's id, or -1. */
  termId(term: string): number {
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.sortedTerms[mid] ?? '') < term) low = mid + 1;
      else high = mid;
    }
    return this.sortedTerms[low] === term ? low : -1;
  }

  postingAt(id: number): Posting {
    const start = this.termOffsets[id] ?? 0;
    const end = this.termOffsets[id + 1] ?? 0;
    return { docs: this.docs.subarray(start, end), ranks: this.ranks.subarray(start, end) };
  }

  posting(term: string): Posting | undefined {
    const id = this.termId(term);
    return id < 0 ? undefined : this.postingAt(id);
  }

  /**
   * The index of some of the documents, renumbered: `newDocOf[doc]` is a kept document's new
   * number (increasing with the old one) or -1. A term no kept document has is left out, so this
   * is the index a build over the kept documents makes.
   */
  subset(newDocOf: Int32Array, codeRanks: ReadonlySet<number>): TextIndex {
    const kept = (doc: number) => (newDocOf[doc] ?? -1) >= 0;
    let terms = 0;
    let postings = 0;
    let codes = 0;
    for (let id = 0; id < this.sortedTerms.length; id += 1) {
      const before = postings;
      for (let k = this.termOffsets[id] ?? 0; k < (this.termOffsets[id + 1] ?? 0); k += 1) {
        if (kept(this.docs[k] ?? 0)) postings += 1;
      }
      for (let k = this.codeOffsets[id] ?? 0; k < (this.codeOffsets[id + 1] ?? 0); k += 1) {
        if (kept(this.codeDocs[k] ?? 0)) codes += 1;
      }
      // A code is also a posting of its term: a term without postings has no code either.
      if (postings > before) terms += 1;
    }
    const sortedTerms = new Array<string>(terms);
    const termOffsets = new Uint32Array(terms + 1);
    const codeOffsets = new Uint32Array(terms + 1);
    const docs = new Uint32Array(postings);
    const ranks = new Uint8Array(postings);
    const codeDocs = new Uint32Array(codes);
    let term = 0;
    let posting = 0;
    let code = 0;
    for (let id = 0; id < this.sortedTerms.length; id += 1) {
      const before = posting;
      for (let k = this.termOffsets[id] ?? 0; k < (this.termOffsets[id + 1] ?? 0); k += 1) {
        const doc = newDocOf[this.docs[k] ?? 0] ?? -1;
        if (doc < 0) continue;
        docs[posting] = doc;
        ranks[posting] = this.ranks[k] ?? 0;
        posting += 1;
      }
      if (posting === before) continue;
      for (let k = this.codeOffsets[id] ?? 0; k < (this.codeOffsets[id + 1] ?? 0); k += 1) {
        const doc = newDocOf[this.codeDocs[k] ?? 0] ?? -1;
        if (doc >= 0) codeDocs[code++] = doc;
      }
      sortedTerms[term] = this.sortedTerms[id] ?? '';
      term += 1;
      termOffsets[term] = posting;
      codeOffsets[term] = code;
    }
    return new TextIndex(
      sortedTerms,
      termOffsets,
      docs,
      ranks,
      typoEligibleTerms(sortedTerms, termOffsets, ranks, codeRanks),
      codeOffsets,
      codeDocs,
    );
  }

  /** Documents whose identifier attribute compacts to `code`. */
  codeDocsOf(code: string): Uint32Array | undefined {
    const id = this.termId(code);
    if (id < 0) return undefined;
    const start = this.codeOffsets[id] ?? 0;
    const end = this.codeOffsets[id + 1] ?? 0;
    return end > start ? this.codeDocs.subarray(start, end) : undefined;
  }
}

/** Term ids: each distinct word is one string and one number for the whole build. */
class TermDictionary {
  readonly ids = new Map<string, number>();
  readonly terms: string[] = [];

  id(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }
}

/**
 * The ranks only identifier attributes have: a term whose every posting has one of them is a
 * code's part and takes no typo.
 */
export function codeOnlyRanks(
  searchable: readonly [string, number][],
  codeAttributes: ReadonlySet<string>,
): ReadonlySet<number> {
  const ranks = new Set(searchable.map(([, rank]) => rank));
  for (const [attribute, rank] of searchable)
    if (!codeAttributes.has(attribute)) ranks.delete(rank);
  return ranks;
}

/**
 * Ids of the terms typo tolerance may match: without a digit, and ranking in some document as
 * a word of a non-identifier attribute. It reads only the postings, so an index made from a
 * subset of another's documents (IndexData.subsetInSteps) gets the same answer as one built anew.
 */
function typoEligibleTerms(
  sortedTerms: readonly string[],
  termOffsets: Uint32Array,
  ranks: Uint8Array,
  codeRanks: ReadonlySet<number>,
): Uint32Array {
  const eligible: number[] = [];
  for (let id = 0; id < sortedTerms.length; id += 1) {
    if (/\d/.test(sortedTerms[id] ?? '')) continue;
    const end = termOffsets[id + 1] ?? 0;
    for (let k = termOffsets[id] ?? 0; k < end; k += 1) {
      if (!codeRanks.has(ranks[k] ?? 0)) {
        eligible.push(id);
        break;
      }
    }
  }
  return Uint32Array.from(eligible);
}

/**
 * The inverted index of the searchable attributes. (term, document, rank) pairs are collected in
 * typed arrays in document order, then grouped by term into one buffer; each term's posting is a
 * view into it. Variant records repeat their product's text, so each distinct string is
 * tokenised to term ids once.
 */
export function buildTextIndex(
  records: readonly JsonRecord[],
  searchable: readonly [string, number][],
  codeAttributes: ReadonlySet<string>,
): TextIndex {
  return runSteps(buildTextIndexInSteps(records, searchable, codeAttributes));
}

/** buildTextIndex in steps (steps.ts). */
export function* buildTextIndexInSteps(
  records: readonly JsonRecord[],
  searchable: readonly [string, number][],
  codeAttributes: ReadonlySet<string>,
): Generator<void, TextIndex> {
  const dictionary = new TermDictionary();
  // Text that repeats (a product's name and description in each of its variants) is tokenised
  // once. A code is one variant's own: remembering it would only keep 300k lists alive for the
  // whole build (at 100k variants), which the collector then walks again and again.
  const tokenCache = new Map<string, number[]>();
  const pairs = new PairList(records.length, records.length * 8);
  const codePairs = new PairList(records.length, records.length);
  const paths = searchable.map(([attribute, rank]) => ({
    path: attribute.split('.'),
    rank,
    isCode: codeAttributes.has(attribute),
  }));
  // The document and attribute being read: the visitors below are made once, not per value.
  let doc = 0;
  let rank = 0;
  let isCode = false;
  const addWord = (word: string) => pairs.add(dictionary.id(word), doc, rank);
  const addText = (raw: unknown) => {
    const text = facetString(raw);
    if (text === undefined) return;
    if (isCode) {
      eachWord(text, addWord);
      const code = dictionary.id(compact(text));
      pairs.add(code, doc, rank);
      codePairs.add(code, doc, 0);
      return;
    }
    let ids = tokenCache.get(text);
    if (!ids) {
      const made: number[] = [];
      eachWord(text, (word) => made.push(dictionary.id(word)));
      tokenCache.set(text, (ids = made));
    }
    for (const id of ids) pairs.add(id, doc, rank);
  };
  for (doc = 0; doc < records.length; doc += 1) {
    for (const path of paths) {
      ({ rank, isCode } = path);
      eachValueAt(records[doc], path.path, addText);
    }
    if (isStepEnd(doc)) yield;
  }
  // Ids in first-seen order → ids in sorted order.
  const { terms: firstSeen } = dictionary;
  const order = Uint32Array.from(firstSeen.keys()).sort((a, b) =>
    (firstSeen[a] ?? '') < (firstSeen[b] ?? '') ? -1 : 1,
  );
  yield;
  const sortedTerms = Array.from(order, (id) => firstSeen[id] ?? '');
  const sortedId = new Uint32Array(order.length);
  order.forEach((id, position) => (sortedId[id] = position));
  const terms = pairs.group(sortedId);
  yield;
  const codes = codePairs.group(sortedId);
  return new TextIndex(
    sortedTerms,
    terms.offsets,
    terms.docs,
    terms.ranks,
    typoEligibleTerms(
      sortedTerms,
      terms.offsets,
      terms.ranks,
      codeOnlyRanks(searchable, codeAttributes),
    ),
    codes.offsets,
    codes.docs,
  );
}

/**
 * (term, document, rank) triples in document order, one per term and document (the best rank
 * kept): a 100k-record index has millions. Only the term (4 bytes) and rank (1 byte) are kept per
 * triple; the documents are where each document's triples start, since they come in document
 * order.
 */
class PairList {
  private readonly terms: GrowableUint32;
  private readonly ranks = new GrowableUint8();
  /** Where each document's triples start (and, last, their count). */
  private readonly docStarts: Uint32Array;
  /** Documents whose start is set. */
  private startsSet = 0;
  /** Last document (plus one, 0 for none) and position of each term: one triple per (term, document). */
  private lastDoc = new Uint32Array(1024);
  private lastAt = new Uint32Array(1024);

  constructor(docCount: number, capacity: number) {
    this.terms = new GrowableUint32(capacity);
    this.docStarts = new Uint32Array(docCount + 1);
  }

  /** Documents come in increasing order. */
  add(term: number, doc: number, rank: number): void {
    if (term >= this.lastDoc.length) this.grow(term);
    if (this.lastDoc[term] === doc + 1) {
      const at = this.lastAt[term] ?? 0;
      if (rank < this.ranks.get(at)) this.ranks.set(at, rank);
      return;
    }
    this.startDocsUpTo(doc);
    this.lastDoc[term] = doc + 1;
    this.lastAt[term] = this.terms.length;
    this.terms.push(term);
    this.ranks.push(rank);
  }

  /** Documents before `doc` have ended: `doc` (and any without triples between) start here. */
  private startDocsUpTo(doc: number): void {
    while (this.startsSet <= doc) this.docStarts[this.startsSet++] = this.terms.length;
  }

  private grow(term: number): void {
    const size = Math.max(term + 1, this.lastDoc.length * 2);
    const lastDoc = new Uint32Array(size);
    const lastAt = new Uint32Array(size);
    lastDoc.set(this.lastDoc);
    lastAt.set(this.lastAt);
    this.lastDoc = lastDoc;
    this.lastAt = lastAt;
  }

  /** Grouped by term (renumbered by `ids`), documents staying in increasing order. */
  group(ids: Uint32Array) {
    this.startDocsUpTo(this.docStarts.length - 1);
    const count = ids.length;
    const offsets = new Uint32Array(count + 1);
    this.terms.each((term) => {
      const id = ids[term] ?? 0;
      offsets[id + 1] = (offsets[id + 1] ?? 0) + 1;
    });
    for (let t = 0; t < count; t += 1) offsets[t + 1] = (offsets[t + 1] ?? 0) + (offsets[t] ?? 0);
    const fill = offsets.slice(0, count);
    const docs = new Uint32Array(this.terms.length);
    const ranks = new Uint8Array(this.terms.length);
    const ranksInOrder = this.ranks.toArray();
    let doc = 0;
    this.terms.each((term, i) => {
      while ((this.docStarts[doc + 1] ?? 0) <= i) doc += 1;
      const id = ids[term] ?? 0;
      const at = fill[id] ?? 0;
      docs[at] = doc;
      ranks[at] = ranksInOrder[i] ?? 0;
      fill[id] = at + 1;
    });
    return { offsets, docs, ranks };
  }
}
