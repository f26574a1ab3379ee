import { FilterSyntaxError, type FilterCnf, type FilterCondition } from './ast';
import { SEARCH_LIMITS, clip } from '../limits';
import { parseFilters } from './parse';

function tooLong(parameter: string): FilterSyntaxError {
  return new FilterSyntaxError(
    `Invalid value for ${parameter}: at most ${SEARCH_LIMITS.filterLength} characters`,
  );
}

/**
 * The strings of one top-level element, in order. `enclosing` arrays are already around `value`;
 * nesting is refused past the depth limit before the descent could overflow the stack.
 */
function flatten(value: unknown, parameter: string, enclosing: number, out: string[]): void {
  if (typeof value === 'string') {
    out.push(value);
    return;
  }
  if (!Array.isArray(value)) {
    throw new FilterSyntaxError(
      `${parameter}: expected a string or an array of strings and arrays`,
    );
  }
  if (enclosing === SEARCH_LIMITS.filterDepth) {
    throw new FilterSyntaxError(
      `${parameter}: arrays nested more than ${SEARCH_LIMITS.filterDepth} deep`,
    );
  }
  for (const item of value) flatten(item, parameter, enclosing + 1, out);
}

/**
 * `facetFilters` / `numericFilters` / `tagFilters`: a string, or an array of strings and arrays.
 * Top-level elements are ANDed; a nested array is one OR group (deeper nesting joins that group).
 */
function toClauses(
  value: unknown,
  parameter: string,
  parseOne: (text: string) => FilterCondition,
): FilterCnf {
  if (value === undefined || value === null || value === '') return [];
  let input: unknown = value;
  if (typeof input === 'string' && input.length > SEARCH_LIMITS.filterLength) {
    throw tooLong(parameter);
  }
  if (typeof input === 'string' && input.trim().startsWith('[')) {
    try {
      input = JSON.parse(input) as unknown;
    } catch {
      throw new FilterSyntaxError(`${parameter}: Invalid JSON array`);
    }
  }
  const elements = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(elements)) {
    throw new FilterSyntaxError(
      `${parameter}: expected a string or an array of strings and arrays`,
    );
  }
  const groups = elements.map((element: unknown) => {
    const texts: string[] = [];
    flatten(element, parameter, 1, texts);
    return texts;
  });
  let length = 0;
  for (const text of groups.flat()) length += text.length;
  if (length > SEARCH_LIMITS.filterLength) throw tooLong(parameter);
  const clauses: FilterCnf = [];
  for (const texts of groups) {
    const conditions = texts.filter((text) => text.trim() !== '').map(parseOne);
    if (conditions.length > 0) clauses.push(conditions);
  }
  return clauses;
}

function unquote(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.charAt(0);
  return trimmed.length >= 2 && (first === '"' || first === "'") && trimmed.endsWith(first)
    ? trimmed.slice(1, -1)
    : trimmed;
}

/** `attribute:value`, `attribute:-value` (negated), `attribute:\-value` (a leading minus). */
export function parseFacetFilters(value: unknown, parameter = 'facetFilters'): FilterCnf {
  return toClauses(value, parameter, (text) => {
    const colon = text.indexOf(':');
    if (colon <= 0) {
      throw new FilterSyntaxError(
        `${parameter}: Invalid syntax in "${clip(text)}", expected attribute:value`,
      );
    }
    const attribute = unquote(text.slice(0, colon));
    let raw = text.slice(colon + 1).trim();
    let negated = false;
    if (raw.startsWith('-')) {
      negated = true;
      raw = raw.slice(1);
    } else if (raw.startsWith('\\-')) {
      raw = raw.slice(1);
    }
    const facetValue = unquote(raw);
    return attribute === '_tags'
      ? { kind: 'tag', value: facetValue, negated }
      : { kind: 'facet', attribute, value: facetValue, negated };
  });
}

/** `attribute op number` or `attribute:low TO high`; no boolean operators inside. */
export function parseNumericFilters(value: unknown, parameter = 'numericFilters'): FilterCnf {
  return toClauses(value, parameter, (text) => {
    const cnf = parseFilters(text, parameter);
    const only = cnf.length === 1 && cnf[0]?.length === 1 ? cnf[0][0] : undefined;
    if (!only || only.negated || (only.kind !== 'numeric' && only.kind !== 'range')) {
      throw new FilterSyntaxError(
        `${parameter}: Invalid syntax in "${clip(text)}", expected attribute<op>number or attribute:low TO high`,
      );
    }
    return only;
  });
}

/** Tags, `-tag` to exclude. Tag matching is case-sensitive. */
export function parseTagFilters(value: unknown, parameter = 'tagFilters'): FilterCnf {
  return toClauses(value, parameter, (text) => {
    const trimmed = text.trim();
    return trimmed.startsWith('-')
      ? { kind: 'tag', value: trimmed.slice(1), negated: true }
      : { kind: 'tag', value: unquote(trimmed), negated: false };
  });
}
