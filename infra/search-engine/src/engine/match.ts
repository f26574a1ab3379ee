import type { Bitset } from './bitset';
import type { IndexData, SortOrder } from './index-data';
import { allowedTypos, boundedDistance, compact, words } from './text';

export interface TypoOptions {
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** Ranks of the searchable attributes to consider (restrictSearchableAttributes). */
  ranks?: ReadonlySet<number>;
}

export interface TextMatch {
  queryWords: string[];
  /** Every index term that matched, with the query word it matched. */
  matchedTerms: ReadonlyMap<string, number>;
  /** Matching documents in ranking order. */
  docs: Uint32Array;
}

/** Bounded prefix expansion keeps a one-letter last word from touching the whole dictionary. */
const MAX_PREFIX_TERMS = 2000;
const NO_MATCH = 0xffff;

function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? '') < prefix) low = mid + 1;
    else high = mid;
  }
  let end = low;
  while (end < sorted.length && end - low < MAX_PREFIX_TERMS && sorted[end]?.startsWith(prefix)) {
    end += 1;
  }
  return [low, end];
}

function maxTypos(word: string, options: TypoOptions): number {
  if (options.typoTolerance === false) return 0;
  const allowed = allowedTypos(word, options.minWordSizefor1Typo, options.minWordSizefor2Typos);
  return options.typoTolerance === 'min' || options.typoTolerance === 'strict'
    ? Math.min(allowed, 1)
    : allowed;
}

/**
 * The documents a text matches in one index and order, before any filter, kept for the next
 * queries of the same text: a listing's batch asks once more per refined facet (with other
 * filters), and paging or refining asks again. Entries are dropped least recently used first
 * once their documents pass `budgetBytes`; an index rebuilt makes new orders, whose entries are
 * new ones (the engine also clears the cache then).
 */
export class TextMatchCache {
  private readonly entries = new Map<string, TextMatch>();
  private readonly orderIds = new WeakMap<SortOrder, number>();
  private nextOrderId = 0;
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  private key(order: SortOrder, query: string, options: TypoOptions): string {
    let id = this.orderIds.get(order);
    if (id === undefined) this.orderIds.set(order, (id = this.nextOrderId++));
    const ranks = options.ranks ? [...options.ranks].sort((a, b) => a - b).join(',') : '*';
    return `${id}\u0000${options.typoTolerance}\u0000${options.minWordSizefor1Typo}\u0000${options.minWordSizefor2Typos}\u0000${ranks}\u0000${query}`;
  }

  /** The match for the text, computed once while it stays in the cache. */
  get(order: SortOrder, query: string, options: TypoOptions, compute: () => TextMatch) {
    const key = this.key(order, query, options);
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last: eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const match = compute();
    this.entries.set(key, match);
    this.bytes += match.docs.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budgetBytes || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= entry.docs.byteLength;
    }
    return match;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * Every query word must match (Algolia's default), the last one as a prefix; a word matches an
 * index term exactly, by prefix (last word) or within its typo allowance. Ranking follows
 * Algolia's tie-breaking: an exact code match first, then fewer typos, better attributes, more
 * exact (non-prefix) words, then the index's (or replica's) custom ranking. The text's matches
 * are computed once while `cache` holds them; only the filter is applied anew.
 */
export function matchText(
  data: IndexData,
  query: string,
  allowed: Bitset | undefined,
  order: SortOrder,
  options: TypoOptions,
  cache: TextMatchCache,
): TextMatch {
  const ranked = cache.get(order, query, options, () => rankText(data, query, order, options));
  if (!allowed) return ranked;
  const docs = new Uint32Array(ranked.docs.length);
  let count = 0;
  for (const doc of ranked.docs) if (allowed.has(doc)) docs[count++] = doc;
  return { ...ranked, docs: docs.slice(0, count) };
}

/** Every document the text matches, in ranking order (matchText without a filter). */
function rankText(data: IndexData, query: string, order: SortOrder, options: TypoOptions) {
  const queryWords = words(query).map((span) => span.word);
  const { text } = data;
  const matchedTerms = new Map<string, number>();
  const scores: Uint16Array[] = [];
  queryWords.forEach((word, index) => {
    const best = new Uint16Array(data.size).fill(NO_MATCH);
    const apply = (id: number, typos: number, exact: boolean) => {
      if (id < 0) return;
      const term = text.sortedTerms[id] ?? '';
      const posting = text.postingAt(id);
      if (!matchedTerms.has(term)) matchedTerms.set(term, index);
      const base = typos * 512 + (exact ? 0 : 1);
      for (let k = 0; k < posting.docs.length; k += 1) {
        const rank = posting.ranks[k] ?? 0;
        if (options.ranks && !options.ranks.has(rank)) continue;
        const doc = posting.docs[k] ?? 0;
        const code = base + rank * 2;
        if (code < (best[doc] ?? NO_MATCH)) best[doc] = code;
      }
    };
    apply(text.termId(word), 0, true);
    if (index === queryWords.length - 1) {
      const [start, end] = prefixRange(text.sortedTerms, word);
      for (let t = start; t < end; t += 1) {
        if (text.sortedTerms[t] !== word) apply(t, 0, false);
      }
    }
    const typos = maxTypos(word, options);
    for (let length = word.length - typos; length <= word.length + typos; length += 1) {
      for (const id of data.typoTerms.get(length) ?? []) {
        const term = text.sortedTerms[id] ?? '';
        if (term === word) continue;
        const distance = boundedDistance(word, term, typos);
        if (distance <= typos) apply(id, distance, true);
      }
    }
    scores.push(best);
  });

  const codeDocs = queryWords.length > 0 ? text.codeDocsOf(compact(query)) : undefined;
  const isCode = new Uint8Array(codeDocs ? data.size : 0);
  if (codeDocs) for (const doc of codeDocs) isCode[doc] = 1;

  const keys: number[] = [];
  const first = scores[0];
  for (let doc = 0; doc < data.size; doc += 1) {
    const code = isCode[doc] === 1;
    if (!code && (first === undefined || first[doc] === NO_MATCH)) continue;
    let typos = 0;
    let attributes = 0;
    let inexact = 0;
    let all = true;
    for (const best of scores) {
      const value = best[doc] ?? NO_MATCH;
      if (value === NO_MATCH) {
        all = false;
        break;
      }
      typos += value >>> 9;
      attributes += (value & 511) >>> 1;
      inexact += value & 1;
    }
    if (!all && !code) continue;
    const relevance =
      ((((code ? 0 : 1) * 8 + Math.min(typos, 7)) * 64 + Math.min(attributes, 63)) * 16 +
        Math.min(inexact, 15)) *
      2 ** 21;
    keys.push(relevance + (order.rank[doc] ?? 0));
  }
  const sorted = Float64Array.from(keys).sort();
  const docs = new Uint32Array(sorted.length);
  for (let i = 0; i < sorted.length; i += 1) {
    docs[i] = order.order[(sorted[i] ?? 0) % 2 ** 21] ?? 0;
  }
  return { queryWords, matchedTerms, docs };
}

/** No query: the filtered documents in the replica's order. */
export function listAll(allowed: Bitset | undefined, order: SortOrder): Uint32Array {
  if (!allowed) return order.order;
  const docs = new Uint32Array(allowed.count());
  const ranked = order.order;
  let k = 0;
  for (let i = 0; i < ranked.length; i += 1) {
    const doc = ranked[i] ?? 0;
    if (allowed.has(doc)) docs[k++] = doc;
  }
  return docs;
}
