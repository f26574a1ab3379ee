import type { FacetField, IndexData } from './index-data';
import { normalize, words } from './text';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/** Counts of each value of a facet over the documents. */
export function countValues(field: FacetField, docs: ArrayLike<number>): Uint32Array {
  const counts = new Uint32Array(field.values.length);
  const { offsets, valueIds } = field;
  for (let i = 0; i < docs.length; i += 1) {
    const doc = docs[i] ?? 0;
    const end = offsets[doc + 1] ?? 0;
    for (let k = offsets[doc] ?? 0; k < end; k += 1) {
      const id = valueIds[k] ?? 0;
      counts[id] = (counts[id] ?? 0) + 1;
    }
  }
  return counts;
}

function topValues(
  field: FacetField,
  counts: Uint32Array,
  limit: number,
  sortBy: 'count' | 'alpha',
): number[] {
  const ids: number[] = [];
  for (let id = 0; id < counts.length; id += 1) if ((counts[id] ?? 0) > 0) ids.push(id);
  const byValue = (a: number, b: number) =>
    (field.values[a] ?? '').localeCompare(field.values[b] ?? '');
  ids.sort(
    sortBy === 'alpha' ? byValue : (a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || byValue(a, b),
  );
  return ids.slice(0, limit);
}

export interface FacetResults {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

/** `facets` and `facets_stats` of a response. `*` means every facet not declared filterOnly. */
export function computeFacets(
  data: IndexData,
  requested: readonly string[],
  docs: ArrayLike<number>,
  maxValuesPerFacet: number,
  sortBy: 'count' | 'alpha',
): FacetResults {
  const names = requested.includes('*')
    ? [...data.facets.values()].filter((field) => !field.filterOnly).map((f) => f.attribute)
    : requested;
  const result: FacetResults = { facets: {}, stats: {} };
  // Counting does not depend on order: in document order, each facet's value lists are read
  // front to back instead of at random (the documents come in ranking order).
  const inDocOrder = Uint32Array.from(docs).sort();
  for (const name of names) {
    const field = data.facets.get(name);
    if (!field || result.facets[name]) continue;
    const counts = countValues(field, inDocOrder);
    const values: Record<string, number> = {};
    for (const id of topValues(field, counts, maxValuesPerFacet, sortBy)) {
      values[field.values[id] ?? ''] = counts[id] ?? 0;
    }
    result.facets[name] = values;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let total = 0;
    for (let id = 0; id < counts.length; id += 1) {
      const count = counts[id] ?? 0;
      const number = field.numbers[id] ?? Number.NaN;
      if (count === 0 || Number.isNaN(number)) continue;
      min = Math.min(min, number);
      max = Math.max(max, number);
      sum += number * count;
      total += count;
    }
    if (total > 0) result.stats[name] = { min, max, avg: sum / total, sum };
  }
  return result;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/**
 * Facet-value search: values whose words start with the facet query's words, most frequent
 * first, the matched prefixes highlighted.
 */
export function searchFacetValues(
  field: FacetField,
  docs: ArrayLike<number>,
  facetQuery: string,
  maxFacetHits: number,
  pre: string,
  post: string,
): FacetHit[] {
  const queryWords = words(facetQuery).map((span) => span.word);
  const counts = countValues(field, docs);
  const hits: FacetHit[] = [];
  for (const id of topValues(field, counts, Number.MAX_SAFE_INTEGER, 'count')) {
    const value = field.values[id] ?? '';
    const spans = words(value);
    const marks = new Set<number>();
    const matchesAll = queryWords.every((word) => {
      const at = spans.findIndex((span, index) => !marks.has(index) && span.word.startsWith(word));
      if (at < 0) return false;
      marks.add(at);
      return true;
    });
    if (!matchesAll && normalize(value).startsWith(normalize(facetQuery)) === false) continue;
    let highlighted = '';
    let cursor = 0;
    spans.forEach((span, index) => {
      if (!marks.has(index)) return;
      const length = queryWords.find((word) => span.word.startsWith(word))?.length ?? 0;
      highlighted += `${value.slice(cursor, span.start)}${pre}${value.slice(span.start, span.start + length)}${post}`;
      cursor = span.start + length;
    });
    highlighted += value.slice(cursor);
    hits.push({ value, highlighted, count: counts[id] ?? 0 });
    if (hits.length >= maxFacetHits) break;
  }
  return hits;
}
