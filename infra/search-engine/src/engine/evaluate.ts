import type { FilterCnf, FilterCondition } from '../filters/ast';
import { Bitset } from './bitset';
import type { IndexData, NumericField } from './index-data';
import { normalize } from './text';

/** First index whose value is >= (or > when `strict`) the bound. */
function lowerBound(values: Float64Array, bound: number, strict: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const value = values[mid] ?? 0;
    if (value < bound || (strict && value === bound)) low = mid + 1;
    else high = mid;
  }
  return low;
}

function numericRange(
  field: NumericField,
  set: Bitset,
  low: number,
  high: number,
  lowStrict = false,
  highStrict = false,
) {
  const start = lowerBound(field.values, low, lowStrict);
  const end = lowerBound(field.values, high, !highStrict);
  for (let i = start; i < end; i += 1) set.add(field.docs[i] ?? 0);
}

/** Algolia stores numbers with three decimals; compare the same way. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function conditionSet(data: IndexData, condition: FilterCondition): Bitset {
  const set = new Bitset(data.size);
  switch (condition.kind) {
    case 'facet': {
      const field = data.facets.get(condition.attribute);
      const id = field?.ids.get(normalize(condition.value));
      const posting = id === undefined ? undefined : field?.postings[id];
      if (posting) set.addAll(posting);
      break;
    }
    case 'tag': {
      const posting = data.tags.get(condition.value);
      if (posting) set.addAll(posting);
      break;
    }
    case 'range': {
      const field = data.numeric.get(condition.attribute);
      if (field) numericRange(field, set, round3(condition.low), round3(condition.high));
      break;
    }
    case 'numeric': {
      const field = data.numeric.get(condition.attribute);
      if (!field) break;
      const value = round3(condition.value);
      const op = condition.operator;
      if (op === '=') numericRange(field, set, value, value);
      else if (op === '!=') {
        // Any element other than the value matches, as Algolia does for arrays.
        numericRange(field, set, -Infinity, value, false, true);
        numericRange(field, set, value, Infinity, true, false);
      } else if (op === '<') numericRange(field, set, -Infinity, value, false, true);
      else if (op === '<=') numericRange(field, set, -Infinity, value);
      else if (op === '>') numericRange(field, set, value, Infinity, true, false);
      else numericRange(field, set, value, Infinity);
      break;
    }
  }
  return condition.negated ? set.not() : set;
}

/** The documents a CNF filter allows; undefined means no filter (all documents). */
export function evaluateFilters(data: IndexData, cnf: FilterCnf): Bitset | undefined {
  if (cnf.length === 0) return undefined;
  let result: Bitset | undefined;
  for (const clause of cnf) {
    let clauseSet: Bitset | undefined;
    for (const condition of clause) {
      const set = conditionSet(data, condition);
      clauseSet = clauseSet ? clauseSet.or(set) : set;
    }
    if (!clauseSet) continue;
    result = result ? result.and(clauseSet) : clauseSet;
  }
  return result;
}
