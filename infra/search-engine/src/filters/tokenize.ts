import { clip } from '../limits';
import { FilterSyntaxError } from './ast';

export type TokenType =
  | 'word'
  | 'string'
  | 'lparen'
  | 'rparen'
  | 'colon'
  | 'operator'
  | 'and'
  | 'or'
  | 'not'
  | 'to'
  | 'score'
  | 'end';

export interface Token {
  type: TokenType;
  text: string;
  /** 1-based column of the token's first character. */
  col: number;
}

const KEYWORDS: Record<string, TokenType> = { AND: 'and', OR: 'or', NOT: 'not', TO: 'to' };
const WORD_STOP = /[\s():<>=!"]/;

/**
 * Splits a `filters` string. A quote opens a string only at the start of a token, so `Men's`
 * stays one word; keywords are recognised in capitals only, as Algolia does.
 */
export function tokenize(input: string, parameter: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input.charAt(i);
    const col = i + 1;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', text: ch, col });
      i += 1;
    } else if (ch === ':') {
      tokens.push({ type: 'colon', text: ch, col });
      i += 1;
    } else if (input.startsWith('<score=', i)) {
      const end = input.indexOf('>', i);
      if (end < 0) throw new FilterSyntaxError(`${parameter}: Unterminated score at col ${col}`);
      tokens.push({ type: 'score', text: input.slice(i, end + 1), col });
      i = end + 1;
    } else if (/[<>=!]/.test(ch)) {
      const two = input.slice(i, i + 2);
      const text = ['<=', '>=', '!='].includes(two) ? two : ch;
      if (text === '!') {
        throw new FilterSyntaxError(`${parameter}: Unexpected character '!' at col ${col}`);
      }
      tokens.push({ type: 'operator', text, col });
      i += text.length;
    } else if (ch === '"' || ch === "'") {
      let j = i + 1;
      let text = '';
      while (j < input.length && input.charAt(j) !== ch) {
        if (input.charAt(j) === '\\' && j + 1 < input.length) j += 1;
        text += input.charAt(j);
        j += 1;
      }
      if (j >= input.length) {
        throw new FilterSyntaxError(`${parameter}: Unterminated string starting at col ${col}`);
      }
      tokens.push({ type: 'string', text, col });
      i = j + 1;
    } else {
      let j = i;
      let text = '';
      while (j < input.length && !WORD_STOP.test(input.charAt(j))) {
        if (input.charAt(j) === '\\' && j + 1 < input.length) j += 1;
        text += input.charAt(j);
        j += 1;
      }
      tokens.push({ type: KEYWORDS[text] ?? 'word', text, col });
      i = j;
    }
  }
  tokens.push({ type: 'end', text: '', col: input.length + 1 });
  return tokens;
}

export function describe(token: Token): string {
  switch (token.type) {
    case 'end':
      return 'end of filter';
    case 'string':
      return `string("${clip(token.text)}")`;
    case 'word':
      return `string(${clip(token.text)})`;
    default:
      return `'${token.text}'`;
  }
}
