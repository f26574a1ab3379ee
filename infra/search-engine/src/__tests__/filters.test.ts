import { parseFacetFilters, parseNumericFilters, parseTagFilters } from '../filters/arrays';
import { parseFilters } from '../filters/parse';
import { SEARCH_LIMITS } from '../limits';

const facet = (attribute: string, value: string, negated = false) => ({
  kind: 'facet',
  attribute,
  value,
  negated,
});
const tag = (value: string, negated = false) => ({ kind: 'tag', value, negated });
const num = (attribute: string, operator: string, value: number, negated = false) => ({
  kind: 'numeric',
  attribute,
  operator,
  value,
  negated,
});

describe('filters grammar: every construct', () => {
  it.each([
    ['facet', 'category:Book', [[facet('category', 'Book')]]],
    ['quoted value with spaces', 'author:"Stephen King"', [[facet('author', 'Stephen King')]]],
    ['single-quoted value', "editor:'visual studio'", [[facet('editor', 'visual studio')]]],
    ['quoted keyword as value', 'keyword:"OR"', [[facet('keyword', 'OR')]]],
    [
      'escaped quote inside quotes',
      'content:"She said \\"Hi\\""',
      [[facet('content', 'She said "Hi"')]],
    ],
    [
      'apostrophe in an unquoted value',
      "categoryPageId: Men's Clothing",
      [[facet('categoryPageId', "Men's Clothing")]],
    ],
    [
      'unquoted multi-word value',
      'actor:Tom Cruise OR actor:Scarlett Johansson',
      [[facet('actor', 'Tom Cruise'), facet('actor', 'Scarlett Johansson')]],
    ],
    ['quoted attribute', '"my attr":x', [[facet('my attr', 'x')]]],
    ['boolean', 'is_available:true', [[facet('is_available', 'true')]]],
    ['numeric comparison', 'price < 10', [[num('price', '<', 10)]]],
    [
      'every operator',
      'a<1 AND b<=2 AND c=3 AND d!=4 AND e>=5 AND f>6',
      ['<', '<=', '=', '!=', '>=', '>'].map((op, i) => [num('abcdef'.charAt(i), op, i + 1)]),
    ],
    [
      'decimal and negative numbers',
      'price.gross < 2.0 AND t > -1.5',
      [[num('price.gross', '<', 2)], [num('t', '>', -1.5)]],
    ],
    [
      'range',
      'price:10 TO 20',
      [[{ kind: 'range', attribute: 'price', low: 10, high: 20, negated: false }]],
    ],
    [
      'negated range',
      'NOT date:1514764800 TO 1546300799',
      [[{ kind: 'range', attribute: 'date', low: 1514764800, high: 1546300799, negated: true }]],
    ],
    ['tag with _tags', '_tags:published', [[tag('published')]]],
    ['bare tag', 'published', [[tag('published')]]],
    ['NOT', 'NOT _tags:non-fiction', [[tag('non-fiction', true)]]],
    ['AND', 'a:1 AND b:2', [[facet('a', '1')], [facet('b', '2')]]],
    [
      'OR binds tighter than AND',
      'category:Book OR category:Ebook AND _tags:published',
      [[facet('category', 'Book'), facet('category', 'Ebook')], [tag('published')]],
    ],
    [
      'A AND (B OR C)',
      'a:1 AND (b:2 OR b:3)',
      [[facet('a', '1')], [facet('b', '2'), facet('b', '3')]],
    ],
    [
      '(A OR B) AND C',
      '(a:1 OR a:2) AND c:3',
      [[facet('a', '1'), facet('a', '2')], [facet('c', '3')]],
    ],
    [
      'NOT inside OR',
      'category:Book OR NOT category:Ebook',
      [[facet('category', 'Book'), facet('category', 'Ebook', true)]],
    ],
    [
      'a parenthesised OR of quoted attribute:value',
      '("county:Maricopa" OR "county:Pima")',
      [[facet('county', 'Maricopa'), facet('county', 'Pima')]],
    ],
    [
      'optional-filter scores are accepted',
      '(company:Google<score=3> OR company:Amazon<score=2>)',
      [[facet('company', 'Google'), facet('company', 'Amazon')]],
    ],
    ['empty', '', []],
  ])('%s: %s', (_name, input, expected) => {
    expect(parseFilters(input)).toEqual(expected);
  });
});

describe('filters grammar: every documented restriction, with its error', () => {
  it.each([
    [
      'AND inside OR',
      'a:1 OR (b:2 AND c:3)',
      'filters: AND cannot be nested inside OR, as in A OR (B AND C), at col 8',
    ],
    [
      'AND group before an OR',
      '(a:1 AND b:2) OR c:3',
      'filters: AND cannot be nested inside OR, as in A OR (B AND C), at col 1',
    ],
    [
      'parentheses around a top-level AND',
      '(a:1 AND (b:2 OR b:3))',
      'filters: Parentheses cannot group an AND, as in (A AND B), at col 1',
    ],
    [
      'negated group',
      'NOT (a:1 OR a:2)',
      'filters: NOT cannot negate a group, negate each filter instead at col 5',
    ],
    [
      'mixed filter types in one OR',
      'category:Book OR price > 10',
      'filters: Filters of different types (facet, numeric) cannot be combined with OR at col 1',
    ],
    [
      'facet and tag in one OR',
      'category:Book OR _tags:x',
      'filters: Filters of different types (facet, tag) cannot be combined with OR at col 1',
    ],
    [
      'comparing two attributes',
      'price > cost',
      'filters: Unexpected token string(cost) expected numeric value at col 9',
    ],
    [
      'range bound not numeric',
      'price:10 TO high',
      'filters: Unexpected token string(high) expected numeric value at col 13',
    ],
    [
      'number out of range',
      'n > 99999999999999999',
      'filters: Numeric value 99999999999999999 out of range at col 5',
    ],
    [
      'unterminated quote',
      'content:"She said "Hello World"',
      'filters: Unterminated string starting at col 31',
    ],
    [
      'lowercase keyword is a value, then a stray word',
      'a:1 and b:2',
      "filters: Unexpected token ':' expected AND, OR or end of filter at col 10",
    ],
    [
      'missing value',
      'category:',
      'filters: Unexpected token end of filter expected value at col 10',
    ],
    [
      'dangling operator',
      'a:1 AND',
      'filters: Unexpected token end of filter expected filter at col 8',
    ],
    [
      'unbalanced parenthesis',
      '(a:1 OR a:2',
      "filters: Unexpected token end of filter expected ')' at col 12",
    ],
    [
      'stray closing parenthesis',
      'a:1)',
      "filters: Unexpected token ')' expected AND, OR or end of filter at col 4",
    ],
    ['double NOT', 'NOT NOT a:1', "filters: Unexpected token 'NOT' expected filter at col 5"],
    ['lone !', 'a ! 3', "filters: Unexpected character '!' at col 3"],
  ])('%s: %s', (_name, input, message) => {
    expect(() => parseFilters(input)).toThrow(message);
  });
});

describe('facetFilters, numericFilters, tagFilters', () => {
  it('ANDs top-level entries, ORs nested arrays (deeper nesting joins the group)', () => {
    expect(
      parseFacetFilters(['publisher:Penguin', ['author:Stephen King', ['genre:Horror']]]),
    ).toEqual([
      [facet('publisher', 'Penguin')],
      [facet('author', 'Stephen King'), facet('genre', 'Horror')],
    ]);
  });
  it('negates with a leading minus, and \\- escapes it', () => {
    expect(parseFacetFilters('category:-Ebook')).toEqual([[facet('category', 'Ebook', true)]]);
    expect(parseFacetFilters(['count:\\-12'])).toEqual([[facet('count', '-12')]]);
  });
  it('accepts JSON from a params string and ignores empty entries', () => {
    expect(parseFacetFilters('["a:1",["b:2","b:3"]]')).toHaveLength(2);
    expect(parseFacetFilters([''])).toEqual([]);
  });
  it('rejects an entry without a colon', () => {
    expect(() => parseFacetFilters(['nocolon'])).toThrow(
      'facetFilters: Invalid syntax in "nocolon", expected attribute:value',
    );
  });
  it('numericFilters take comparisons and ranges, not facets or boolean operators', () => {
    expect(
      parseNumericFilters(['price < 1000', ['inStock = 1', 'deliveryDate < 1441755506']]),
    ).toEqual([
      [num('price', '<', 1000)],
      [num('inStock', '=', 1), num('deliveryDate', '<', 1441755506)],
    ]);
    expect(() => parseNumericFilters('mySearch:filters')).toThrow(
      'numericFilters: Invalid syntax in "mySearch:filters"',
    );
    expect(() => parseNumericFilters('a > 1 AND b < 2')).toThrow('numericFilters: Invalid syntax');
  });
  it('tagFilters are case-sensitive tags with minus negation', () => {
    expect(parseTagFilters(['SciFi', ['Book', '-Movie']])).toEqual([
      [tag('SciFi')],
      [tag('Book'), tag('Movie', true)],
    ]);
  });
});

describe('filters grammar: bounded work on hostile input', () => {
  // The number pattern once backtracked: a 20,000-digit non-number held the event loop for about
  // a second, quadratically more for longer ones. Each of these completes in one pass now.
  const digits = '1'.repeat(100_000);

  it('reads a 100,000-digit number as out of range, naming only its start', () => {
    expect(() => parseFilters(`price < ${digits}`)).toThrow(
      new RegExp(`^filters: Numeric value 1{40}… out of range at col 9$`),
    );
  });

  it.each([
    ['a trailing letter', `price < ${digits}x`],
    ['a dangling exponent', `price < ${digits}e`],
    ['a second decimal point', `price < ${digits}.${digits}.`],
    ['a signed exponent without digits', `price < ${digits}e+`],
  ])('refuses a 100,000-digit non-number with %s, naming only its start', (_name, input) => {
    expect(() => parseFilters(input)).toThrow(
      new RegExp(`^filters: Unexpected token string\\(1{40}…\\) expected numeric value at col 9$`),
    );
  });

  it('still reads every number form Algolia takes', () => {
    expect(parseFilters('a > -1.5 AND b < .5 AND c = 2. AND d >= 1e3 AND e <= +2E-2')).toEqual([
      [num('a', '>', -1.5)],
      [num('b', '<', 0.5)],
      [num('c', '=', 2)],
      [num('d', '>=', 1000)],
      [num('e', '<=', 0.02)],
    ]);
    expect(() => parseFilters('a > 1e')).toThrow('expected numeric value');
    expect(() => parseFilters('a > .')).toThrow('expected numeric value');
    expect(() => parseFilters('a > 1..2')).toThrow('expected numeric value');
  });

  it(`refuses parentheses nested past ${SEARCH_LIMITS.filterDepth} levels instead of overflowing the stack`, () => {
    const nested = (depth: number) => `${'('.repeat(depth)}a:1${')'.repeat(depth)}`;
    expect(parseFilters(nested(SEARCH_LIMITS.filterDepth))).toEqual([[facet('a', '1')]]);
    for (const depth of [SEARCH_LIMITS.filterDepth + 1, 20_000]) {
      expect(() => parseFilters(nested(depth))).toThrow(
        `filters: Parentheses nested more than ${SEARCH_LIMITS.filterDepth} deep at col ${SEARCH_LIMITS.filterDepth + 1}`,
      );
    }
  });

  it(`refuses filter arrays nested past ${SEARCH_LIMITS.filterDepth} levels instead of overflowing the stack`, () => {
    const nested = (depth: number): unknown => {
      let value: unknown = 'a:1';
      for (let i = 0; i < depth; i += 1) value = [value];
      return value;
    };
    expect(parseFacetFilters(nested(SEARCH_LIMITS.filterDepth))).toEqual([[facet('a', '1')]]);
    for (const depth of [SEARCH_LIMITS.filterDepth + 1, 20_000]) {
      expect(() => parseFacetFilters(nested(depth))).toThrow(
        `facetFilters: arrays nested more than ${SEARCH_LIMITS.filterDepth} deep`,
      );
    }
  });

  it('names at most the first 40 characters of a bad entry', () => {
    expect(() => parseFacetFilters([`${'x'.repeat(1000)}`])).toThrow(
      new RegExp(`^facetFilters: Invalid syntax in "x{40}…", expected attribute:value$`),
    );
  });
});
