import { GrowableUint32, GrowableUint8 } from './growable';
import { facetString, valuesAt, type JsonRecord } from './paths';
import { compact, words } from './text';
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
    /** Ids of the terms typo tolerance may match (not from identifier attributes, no digits). */
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
  readonly typoEligible: boolean[] = [];
  /** Typo-eligible terms in the order they were first seen in a non-code attribute. */
  readonly typoOrder: number[] = [];

  id(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      this.typoEligible.push(false);
    }
    return id;
  }

  markTypoEligible(id: number): void {
    if (this.typoEligible[id]) return;
    this.typoEligible[id] = true;
    this.typoOrder.push(id);
  }
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
  const termIds = (text: string) => words(text).map((span) => dictionary.id(span.word));
  // Text that repeats (a product's name and description in each of its variants) is tokenised
  // once. A code is one variant's own: remembering it would only keep 300k lists alive for the
  // whole build (at 100k variants), which the collector then walks again and again.
  const tokenCache = new Map<string, number[]>();
  const tokens = (text: string, isCode: boolean) => {
    if (isCode) return termIds(text);
    let cached = tokenCache.get(text);
    if (!cached) {
      cached = termIds(text);
      tokenCache.set(text, cached);
    }
    return cached;
  };
  const pairs = new PairList(records.length, records.length * 8);
  const codePairs = new PairList(records.length, records.length);
  const paths = searchable.map(([attribute, rank]) => ({
    path: attribute.split('.'),
    rank,
    isCode: codeAttributes.has(attribute),
  }));
  const scratch: unknown[] = [];
  for (let doc = 0; doc < records.length; doc += 1) {
    for (const { path, rank, isCode } of paths) {
      scratch.length = 0;
      for (const raw of valuesAt(records[doc], path, scratch)) {
        const text = facetString(raw);
        if (text === undefined) continue;
        for (const term of tokens(text, isCode)) {
          pairs.add(term, doc, rank);
          if (!isCode) dictionary.markTypoEligible(term);
        }
        if (isCode) {
          const code = dictionary.id(compact(text));
          pairs.add(code, doc, rank);
          codePairs.add(code, doc, 0);
        }
      }
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
    Uint32Array.from(
      dictionary.typoOrder.filter((id) => !/\d/.test(dictionary.terms[id] ?? '')),
      (id) => sortedId[id] ?? 0,
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
