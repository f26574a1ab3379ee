import { parseFacetFilters, parseNumericFilters, parseTagFilters } from './filters/arrays';
import { FilterSyntaxError, type FilterCnf } from './filters/ast';
import { parseFilters } from './filters/parse';
import { words } from './engine/text';
import { SEARCH_LIMITS, clip } from './limits';

/** An error the API answers with `{message, status}`, as Algolia does. */
export class SearchApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchApiError';
  }
}

/** Algolia's search parameters. Accepted ones we do not act on are listed so they are not errors. */
const KNOWN = new Set(
  `query similarQuery filters facetFilters optionalFilters numericFilters tagFilters
  sumOrFiltersScores restrictSearchableAttributes facets facetingAfterDistinct page offset length
  aroundLatLng aroundLatLngViaIP aroundRadius aroundPrecision minimumAroundRadius insideBoundingBox
  insidePolygon naturalLanguages ruleContexts personalizationImpact userToken getRankingInfo
  synonyms clickAnalytics analytics analyticsTags percentileComputation enableABTest
  attributesToRetrieve ranking customRanking relevancyStrictness attributesToHighlight
  attributesToSnippet highlightPreTag highlightPostTag snippetEllipsisText
  restrictHighlightAndSnippetArrays hitsPerPage minWordSizefor1Typo minWordSizefor2Typos
  typoTolerance allowTyposOnNumericTokens disableTypoToleranceOnAttributes ignorePlurals
  removeStopWords queryLanguages decompoundQuery enableRules enablePersonalization queryType
  removeWordsIfNoResults mode semanticSearch advancedSyntax optionalWords disableExactOnAttributes
  exactOnSingleWordQuery alternativesAsExact advancedSyntaxFeatures distinct
  replaceSynonymsInHighlight minProximity responseFields maxValuesPerFacet sortFacetValuesBy
  attributeCriteriaComputedByMinProximity attributeCriteriaComputedBy renderingContent
  enableReRanking reRankingApplyFilter extensions facetQuery maxFacetHits facet type indexName
  params`.split(/\s+/),
);

const LIST_PARAMS = new Set([
  'facets',
  'attributesToRetrieve',
  'attributesToHighlight',
  'attributesToSnippet',
  'restrictSearchableAttributes',
  'analyticsTags',
  'ruleContexts',
  'responseFields',
]);

export interface SearchParams {
  query: string;
  filters: FilterCnf;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  hitsPerPage?: number;
  page: number;
  offset?: number;
  length?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  restrictSearchableAttributes?: string[];
  typoTolerance: boolean | 'min' | 'strict';
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  clickAnalytics: boolean;
  analytics: boolean;
  userToken?: string;
  analyticsTags: string[];
  responseFields?: string[];
  facetQuery: string;
  maxFacetHits: number;
  /** Hits kept per value of the index's attributeForDistinct (0: off); undefined: the index's. */
  distinct?: number;
  /** Facet counts of the hits distinct keeps, not of every matching record. */
  facetingAfterDistinct: boolean;
}

/** Decodes a `params` query string; arrays and objects inside it are JSON (as the clients send). */
export function decodeParamsString(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const trimmed = value.trim();
    if (/^[[{]/.test(trimmed)) {
      try {
        out[key] = JSON.parse(trimmed) as unknown;
        continue;
      } catch {
        // not JSON: keep the string (a filter string may start with a parenthesis-like char)
      }
    }
    out[key] = value;
  }
  return out;
}

/** Algolia echoes the parameters it received as a query string. */
export function encodeParams(raw: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || ['indexName', 'params', 'type', 'facet'].includes(key)) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** A request's `params` string and flattened fields, merged (fields win). */
export function mergeRaw(request: Record<string, unknown>): Record<string, unknown> {
  const fromString = typeof request.params === 'string' ? decodeParamsString(request.params) : {};
  const rest = Object.fromEntries(
    Object.entries(request).filter(([key, value]) => key !== 'params' && value !== undefined),
  );
  const fromObject =
    request.params && typeof request.params === 'object'
      ? (request.params as Record<string, unknown>)
      : {};
  return { ...fromString, ...fromObject, ...rest };
}

function bad(message: string): never {
  throw new SearchApiError(400, message);
}

function integer(raw: Record<string, unknown>, key: string, min: number, max: number) {
  const value = raw[key];
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number)) bad(`Invalid value for ${key}: expected an integer`);
  if (number < min || number > max) {
    bad(`Invalid value for ${key}: it must be between ${min} and ${max}`);
  }
  return number;
}

function boolean(raw: Record<string, unknown>, key: string, fallback: boolean): boolean {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return bad(`Invalid value for ${key}: expected a boolean`);
}

/** A facet or attribute name: bounded, as it is echoed in errors and looked up per hit. */
export function assertName(key: string, name: string): void {
  if (name.length > SEARCH_LIMITS.facetNameLength) {
    bad(`Invalid value for ${key}: a name is at most ${SEARCH_LIMITS.facetNameLength} characters`);
  }
}

function list(raw: Record<string, unknown>, key: string): string[] | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  let names: string[];
  if (typeof value === 'string') {
    names = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  } else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    names = value.filter((item) => item !== '');
  } else {
    return bad(`Invalid value for ${key}: expected a list of strings`);
  }
  if (names.length > SEARCH_LIMITS.facetNames) {
    bad(`Invalid value for ${key}: at most ${SEARCH_LIMITS.facetNames} names`);
  }
  for (const name of names) assertName(key, name);
  return names;
}

function text(raw: Record<string, unknown>, key: string, fallback: string): string {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') bad(`Invalid value for ${key}: expected a string`);
  return value;
}

/** UTF-8 length, counted here: the engine also runs where TextEncoder is missing (jsdom). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Free text the engine matches word by word: `query`, `facetQuery`. */
function searchText(raw: Record<string, unknown>, key: string): string {
  const value = text(raw, key, '');
  const { queryBytes, queryWords } = SEARCH_LIMITS;
  // Each character is at least one byte, so a long string is refused before it is encoded.
  if (value.length > queryBytes || utf8Bytes(value) > queryBytes) {
    bad(`Invalid value for ${key}: at most ${queryBytes} bytes`);
  }
  if (words(value).length > queryWords)
    bad(`Invalid value for ${key}: at most ${queryWords} words`);
  return value;
}

function filters(raw: Record<string, unknown>): FilterCnf {
  try {
    const filterString = raw.filters;
    if (filterString !== undefined && typeof filterString !== 'string') {
      bad('Invalid value for filters: expected a string');
    }
    if (filterString !== undefined && filterString.length > SEARCH_LIMITS.filterLength) {
      bad(`Invalid value for filters: at most ${SEARCH_LIMITS.filterLength} characters`);
    }
    return [
      ...parseFilters(filterString ?? ''),
      ...parseFacetFilters(raw.facetFilters),
      ...parseNumericFilters(raw.numericFilters),
      ...parseTagFilters(raw.tagFilters),
    ];
  } catch (error) {
    if (error instanceof FilterSyntaxError) bad(error.message);
    throw error;
  }
}

/** Validates a (merged) request into the parameters the engine uses. */
export function readParams(raw: Record<string, unknown>): SearchParams {
  for (const key of Object.keys(raw)) {
    if (!KNOWN.has(key) && !key.startsWith('x-algolia')) bad(`Unknown parameter: ${clip(key)}`);
  }
  for (const key of LIST_PARAMS) list(raw, key);
  const typo = raw.typoTolerance;
  const typoTolerance =
    typo === undefined || typo === true || typo === 'true'
      ? true
      : typo === false || typo === 'false'
        ? false
        : typo === 'min' || typo === 'strict'
          ? typo
          : bad('Invalid value for typoTolerance: expected true, false, "min" or "strict"');
  const sortBy = raw.sortFacetValuesBy;
  return {
    query: searchText(raw, 'query'),
    filters: filters(raw),
    facets: list(raw, 'facets') ?? [],
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', 0, 1000) ?? 100,
    sortFacetValuesBy: sortBy === 'alpha' ? 'alpha' : 'count',
    hitsPerPage: integer(raw, 'hitsPerPage', 0, SEARCH_LIMITS.hitsPerPage),
    page: integer(raw, 'page', 0, Number.MAX_SAFE_INTEGER) ?? 0,
    offset: integer(raw, 'offset', 0, SEARCH_LIMITS.offset),
    length: integer(raw, 'length', 0, SEARCH_LIMITS.hitsPerPage),
    attributesToRetrieve: list(raw, 'attributesToRetrieve'),
    attributesToHighlight: list(raw, 'attributesToHighlight'),
    attributesToSnippet: list(raw, 'attributesToSnippet'),
    highlightPreTag: text(raw, 'highlightPreTag', '<em>'),
    highlightPostTag: text(raw, 'highlightPostTag', '</em>'),
    snippetEllipsisText: text(raw, 'snippetEllipsisText', '…'),
    restrictSearchableAttributes: list(raw, 'restrictSearchableAttributes'),
    typoTolerance,
    minWordSizefor1Typo: integer(raw, 'minWordSizefor1Typo', 0, 1000) ?? 4,
    minWordSizefor2Typos: integer(raw, 'minWordSizefor2Typos', 0, 1000) ?? 8,
    clickAnalytics: boolean(raw, 'clickAnalytics', false),
    analytics: boolean(raw, 'analytics', true),
    userToken: typeof raw.userToken === 'string' ? raw.userToken : undefined,
    analyticsTags: list(raw, 'analyticsTags') ?? [],
    responseFields: list(raw, 'responseFields'),
    facetQuery: searchText(raw, 'facetQuery'),
    maxFacetHits: integer(raw, 'maxFacetHits', 1, 100) ?? 10,
    distinct: distinct(raw),
    facetingAfterDistinct: boolean(raw, 'facetingAfterDistinct', false),
  };
}

/** Algolia's `distinct`: true (1), false (0), or how many hits to keep per group, up to 4. */
function distinct(raw: Record<string, unknown>): number | undefined {
  const value = raw.distinct;
  if (value === true || value === 'true') return 1;
  if (value === false || value === 'false') return 0;
  return integer(raw, 'distinct', 0, 4);
}
