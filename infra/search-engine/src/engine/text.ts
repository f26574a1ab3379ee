/** Text whose letters and digits are all ASCII: spaces and printable ASCII only. */
const ASCII_TEXT = /^[\s -~]*$/;

/** Lower-case, accents removed: how words and facet values compare. */
export function normalize(text: string): string {
  // Most catalogue text is ASCII: skip the Unicode decomposition for it.
  if (ASCII_TEXT.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface WordSpan {
  word: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Words with their character spans in the original text (for highlighting). */
export function words(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    spans.push({ word: normalize(match[0]), start, end: start + match[0].length });
  }
  return spans;
}

/**
 * Calls `visit` with each of words()'s words, without their spans: an index build tokenises
 * every code of 100k records, and a match and a span per word were a gigabyte of garbage.
 */
export function eachWord(text: string, visit: (word: string) => void): void {
  if (!ASCII_TEXT.test(text)) {
    for (const span of words(text)) visit(span.word);
    return;
  }
  // ASCII: a word is a run of letters and digits, compared in lower case.
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i += 1) {
    const c = i < lower.length ? lower.charCodeAt(i) : 0;
    const isWordChar = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (isWordChar && start < 0) start = i;
    else if (!isWordChar && start >= 0) {
      visit(lower.slice(start, i));
      start = -1;
    }
  }
}

/** A code without separators: `K1234-AF` → `k1234af`, so a pasted code matches however it is typed. */
export function compact(text: string): string {
  return normalize(text).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Typos allowed for a query word, as Algolia's defaults: one from 4 letters, two from 8. */
export function allowedTypos(word: string, minFor1 = 4, minFor2 = 8): number {
  if (/\d/.test(word)) return 0;
  if (word.length >= minFor2) return 2;
  return word.length >= minFor1 ? 1 : 0;
}

/**
 * Optimal-string-alignment distance (a transposition counts as one typo), abandoning as soon as
 * it must exceed `max`. Returns max + 1 when over.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let current = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(
        (prev[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return Math.min(prev[cols - 1] ?? 0, max + 1);
}
