import {
  FilterSyntaxError,
  NUMERIC_LIMIT,
  type FilterClause,
  type FilterCnf,
  type FilterCondition,
  type NumericOperator,
} from './ast';
import { SEARCH_LIMITS, clip } from '../limits';
import { describe, tokenize, type Token, type TokenType } from './tokenize';

/**
 * A decimal number. Linear: each part starts with a character the part before cannot take (digits,
 * then `.`, then `e`), so no input splits two ways. The old `\d+\.?\d*` split a run of digits
 * every possible way before failing, quadratic in its length (issue 17).
 */
const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

function kindOf(condition: FilterCondition): 'facet' | 'numeric' | 'tag' {
  return condition.kind === 'range' ? 'numeric' : condition.kind;
}

/**
 * Parses Algolia's `filters` grammar into CNF, enforcing its documented restrictions: OR binds
 * tighter than AND; parentheses group ORs only (no AND inside an OR, no parentheses around an
 * AND); NOT negates a single filter, never a group; one OR group holds one filter type; numeric
 * comparisons take a number, not another attribute.
 */
export function parseFilters(input: string, parameter = 'filters'): FilterCnf {
  const tokens = tokenize(input, parameter);
  let position = 0;
  /** Open parentheses around the current position; bounded so the descent cannot overflow. */
  let depth = 0;
  const end = tokens[tokens.length - 1] as Token;
  const peek = (): Token => tokens[position] ?? end;
  const next = (): Token => {
    const token = peek();
    position += 1;
    return token;
  };
  const fail = (token: Token, expected: string): never => {
    throw new FilterSyntaxError(
      `${parameter}: Unexpected token ${describe(token)} expected ${expected} at col ${token.col}`,
    );
  };
  const expect = (type: TokenType, expected: string): Token =>
    peek().type === type ? next() : fail(peek(), expected);

  const number = (token: Token): number => {
    if (token.type !== 'word' || !NUMBER.test(token.text)) return fail(token, 'numeric value');
    const value = Number(token.text);
    if (Math.abs(value) > NUMERIC_LIMIT) {
      throw new FilterSyntaxError(
        `${parameter}: Numeric value ${clip(token.text)} out of range at col ${token.col}`,
      );
    }
    return value;
  };

  const skipScore = () => {
    if (peek().type === 'score') next();
  };

  const condition = (): FilterCondition => {
    const first = peek();
    if (first.type !== 'word' && first.type !== 'string') return fail(first, 'filter');
    next();
    const after = peek();
    if (after.type === 'colon') {
      next();
      const valueToken = peek();
      if (valueToken.type === 'string') {
        next();
        skipScore();
        return facetOrTag(first.text, valueToken.text);
      }
      if (valueToken.type !== 'word') return fail(valueToken, 'value');
      next();
      if (peek().type === 'to') {
        const low = number(valueToken);
        next();
        const high = number(next());
        return { kind: 'range', attribute: first.text, low, high, negated: false };
      }
      // An unquoted value runs to the next keyword or parenthesis: `actor:Tom Cruise`.
      let value = valueToken.text;
      while (peek().type === 'word') value += ` ${next().text}`;
      skipScore();
      return facetOrTag(first.text, value);
    }
    if (after.type === 'operator') {
      next();
      const value = number(peek());
      next();
      return {
        kind: 'numeric',
        attribute: first.text,
        operator: after.text as NumericOperator,
        value,
        negated: false,
      };
    }
    skipScore();
    // A quoted "attribute:value" is a facet filter (Algolia's documented example).
    const colon = first.type === 'string' ? first.text.indexOf(':') : -1;
    if (colon > 0) return facetOrTag(first.text.slice(0, colon), first.text.slice(colon + 1));
    return { kind: 'tag', value: first.text, negated: false };
  };

  const unit = (): FilterCondition[] => {
    const token = peek();
    if (token.type === 'not') {
      next();
      if (peek().type === 'lparen') {
        throw new FilterSyntaxError(
          `${parameter}: NOT cannot negate a group, negate each filter instead at col ${peek().col}`,
        );
      }
      if (peek().type === 'not') return fail(peek(), 'filter');
      const negated = condition();
      return [{ ...negated, negated: !negated.negated }];
    }
    if (token.type === 'lparen') {
      if (depth === SEARCH_LIMITS.filterDepth) {
        throw new FilterSyntaxError(
          `${parameter}: Parentheses nested more than ${SEARCH_LIMITS.filterDepth} deep at col ${token.col}`,
        );
      }
      const before = tokens[position - 1];
      next();
      depth += 1;
      const inner = conjunction();
      depth -= 1;
      expect('rparen', "')'");
      if (inner.length > 1) {
        const inOr = before?.type === 'or' || peek().type === 'or';
        throw new FilterSyntaxError(
          inOr
            ? `${parameter}: AND cannot be nested inside OR, as in A OR (B AND C), at col ${token.col}`
            : `${parameter}: Parentheses cannot group an AND, as in (A AND B), at col ${token.col}`,
        );
      }
      return inner[0] ?? [];
    }
    return [condition()];
  };

  const disjunction = (): FilterClause => {
    const start = peek();
    const clause = unit();
    while (peek().type === 'or') {
      next();
      clause.push(...unit());
    }
    const kinds = new Set(clause.map(kindOf));
    if (kinds.size > 1) {
      throw new FilterSyntaxError(
        `${parameter}: Filters of different types (${[...kinds].join(', ')}) cannot be combined with OR at col ${start.col}`,
      );
    }
    return clause;
  };

  const conjunction = (): FilterCnf => {
    const clauses = [disjunction()];
    while (peek().type === 'and') {
      next();
      clauses.push(disjunction());
    }
    return clauses;
  };

  if (peek().type === 'end') return [];
  const cnf = conjunction();
  if (peek().type !== 'end') fail(peek(), 'AND, OR or end of filter');
  return cnf;
}

function facetOrTag(attribute: string, value: string): FilterCondition {
  return attribute === '_tags'
    ? { kind: 'tag', value, negated: false }
    : { kind: 'facet', attribute, value, negated: false };
}
