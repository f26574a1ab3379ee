/**
 * Filters in conjunctive normal form: an AND of OR-groups of single conditions. Algolia's
 * grammar can express nothing else (no AND inside an OR, no negated group), so every filter
 * parameter — `filters`, `facetFilters`, `numericFilters`, `tagFilters` and a secured key's
 * embedded filters — compiles to this one shape, and they combine by concatenating clauses.
 */
export type NumericOperator = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterCondition =
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | {
      kind: 'numeric';
      attribute: string;
      operator: NumericOperator;
      value: number;
      negated: boolean;
    }
  | { kind: 'range'; attribute: string; low: number; high: number; negated: boolean }
  | { kind: 'tag'; value: string; negated: boolean };

export type FilterClause = FilterCondition[];
export type FilterCnf = FilterClause[];

/** A filter parameter the caller got wrong; the message names the parameter and the column. */
export class FilterSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterSyntaxError';
  }
}

/** Algolia keeps numeric filter values within ±2^62/1000 and three decimals. */
export const NUMERIC_LIMIT = 4611686018427387;
