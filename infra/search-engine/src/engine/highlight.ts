import { isObject, type JsonRecord } from './paths';
import { compact, words, type WordSpan } from './text';

export interface HighlightContext {
  queryWords: readonly string[];
  matchedTerms: ReadonlyMap<string, number>;
  pre: string;
  post: string;
  ellipsis: string;
}

type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

type Tree<T> = T | Tree<T>[] | { [key: string]: Tree<T> };

/** Which query word (index) a text word matches, if any. */
function wordMatch(span: WordSpan, context: HighlightContext): number | undefined {
  const known = context.matchedTerms.get(span.word);
  if (known !== undefined) return known;
  const last = context.queryWords.length - 1;
  const index = context.queryWords.findIndex(
    (word, i) => span.word === word || (i === last && span.word.startsWith(word)),
  );
  return index < 0 ? undefined : index;
}

function analyse(text: string, context: HighlightContext) {
  const spans = words(text);
  const matches = spans.map((span) => wordMatch(span, context));
  // A code typed without its separators (`k1234af`) highlights the whole code.
  const whole = context.matchedTerms.get(compact(text));
  if (whole !== undefined && spans.length > 1 && matches.some((m) => m === undefined)) {
    matches.fill(whole);
  }
  const matched = new Set(matches.filter((m): m is number => m !== undefined));
  const matchLevel: MatchLevel =
    matched.size === 0 ? 'none' : matched.size >= context.queryWords.length ? 'full' : 'partial';
  return { spans, matches, matched, matchLevel };
}

function mark(
  text: string,
  spans: WordSpan[],
  matches: (number | undefined)[],
  from: number,
  to: number,
  context: HighlightContext,
) {
  let out = '';
  let cursor = spans[from]?.start ?? 0;
  for (let i = from; i < to; i += 1) {
    const span = spans[i];
    if (!span) continue;
    out += text.slice(cursor, span.start);
    const piece = text.slice(span.start, span.end);
    out += matches[i] === undefined ? piece : `${context.pre}${piece}${context.post}`;
    cursor = span.end;
  }
  return { out, cursor };
}

function highlightString(text: string, context: HighlightContext): HighlightValue {
  const { spans, matches, matched, matchLevel } = analyse(text, context);
  const { out, cursor } = mark(text, spans, matches, 0, spans.length, context);
  const value =
    (spans.length ? text.slice(0, spans[0]?.start ?? 0) : '') + out + text.slice(cursor);
  const result: HighlightValue = {
    value: spans.length ? value : text,
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map((i) => context.queryWords[i] ?? ''),
  };
  if (matchLevel !== 'none') result.fullyHighlighted = matches.every((m) => m !== undefined);
  return result;
}

function snippetString(text: string, size: number, context: HighlightContext): SnippetValue {
  const { spans, matches, matchLevel } = analyse(text, context);
  if (spans.length <= size) {
    return { value: highlightString(text, context).value, matchLevel };
  }
  const first = Math.max(
    0,
    matches.findIndex((m) => m !== undefined),
  );
  const start = Math.max(0, Math.min(first - Math.floor(size / 4), spans.length - size));
  const end = Math.min(spans.length, start + size);
  const { out } = mark(text, spans, matches, start, end, context);
  const before = start > 0 ? `${context.ellipsis} ` : text.slice(0, spans[0]?.start ?? 0);
  const after =
    end < spans.length ? ` ${context.ellipsis}` : text.slice(spans[end - 1]?.end ?? text.length);
  return { value: `${before}${out}${after}`, matchLevel };
}

function mapLeaves<T>(value: unknown, leaf: (text: string) => T): Tree<T> | undefined {
  if (Array.isArray(value)) {
    return value
      .map((item) => mapLeaves(item, leaf))
      .filter((item) => item !== undefined) as Tree<T>[];
  }
  if (isObject(value)) {
    const out: Record<string, Tree<T>> = {};
    for (const [key, child] of Object.entries(value)) {
      const mapped = mapLeaves(child, leaf);
      if (mapped !== undefined) out[key] = mapped;
    }
    return out;
  }
  if (typeof value === 'string') return leaf(value);
  if (typeof value === 'number' || typeof value === 'boolean') return leaf(String(value));
  return undefined;
}

/** `_highlightResult` for the (already projected) attributes of a hit. */
export function highlightRecord(projected: JsonRecord, context: HighlightContext) {
  const out: Record<string, Tree<HighlightValue>> = {};
  for (const [key, value] of Object.entries(projected)) {
    if (key === 'objectID') continue;
    const mapped = mapLeaves(value, (text) => highlightString(text, context));
    if (mapped !== undefined) out[key] = mapped;
  }
  return out;
}

/** `_snippetResult`: `sizes` maps each top-level attribute to its snippet length in words. */
export function snippetRecord(
  projected: JsonRecord,
  sizes: ReadonlyMap<string, number>,
  context: HighlightContext,
) {
  const out: Record<string, Tree<SnippetValue>> = {};
  for (const [key, value] of Object.entries(projected)) {
    if (key === 'objectID') continue;
    const size = sizes.get(key) ?? sizes.get('*');
    if (size === undefined) continue;
    const mapped = mapLeaves(value, (text) => snippetString(text, size, context));
    if (mapped !== undefined) out[key] = mapped;
  }
  return out;
}
