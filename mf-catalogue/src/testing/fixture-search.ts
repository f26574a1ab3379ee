import { MARKETS } from '@specify/contracts';
import { indexedFacets } from '@specify/contracts/search/facets';

/**
 * A small stand-in for the platform's search API, enough for the catalogue's fixtures: AND-ed
 * `filters`, facetFilters (OR inside a list), numericFilters, a word-prefix query, sort replicas,
 * facets with counts and stats, paging. The real engine lives in infra/platform/src/search.
 */
export type Json = Record<string, unknown>;

export interface FixtureQuery {
  indexName: string;
  query?: string;
  filters?: string;
  facetFilters?: (string | string[])[] | string;
  numericFilters?: (string | string[])[] | string;
  facets?: string[] | string;
  hitsPerPage?: number;
  page?: number;
}

function get(record: Json, path: string): unknown {
  if (path in record) return record[path];
  return path.split('.').reduce<unknown>((value, key) => {
    if (value && typeof value === 'object') return (value as Json)[key];
    return undefined;
  }, record);
}

const values = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const unquote = (text: string) => text.trim().replace(/^"(.*)"$/, '$1');

function matchesFacet(record: Json, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const at = body.indexOf(':');
  const attribute = unquote(body.slice(0, at));
  const wanted = unquote(body.slice(at + 1)).toLowerCase();
  const hit = values(get(record, attribute)).some((v) => String(v).toLowerCase() === wanted);
  return negated ? !hit : hit;
}

function matchesNumeric(record: Json, filter: string): boolean {
  const match = /^\s*"?([^"<>=!]+?)"?\s*(<=|>=|<|>|=|!=)\s*(-?[\d.]+)\s*$/.exec(filter);
  if (!match) return true;
  const [, attribute = '', op, bound] = match;
  const limit = Number(bound);
  return values(get(record, attribute.trim())).some((raw) => {
    const value = Number(raw);
    if (!Number.isFinite(value)) return false;
    switch (op) {
      case '<=':
        return value <= limit;
      case '>=':
        return value >= limit;
      case '<':
        return value < limit;
      case '>':
        return value > limit;
      case '!=':
        return value !== limit;
      default:
        return value === limit;
    }
  });
}

function list(input: unknown): (string | string[])[] {
  if (!input) return [];
  if (typeof input === 'string') {
    try {
      return list(JSON.parse(input));
    } catch {
      return [input];
    }
  }
  return Array.isArray(input) ? (input as (string | string[])[]) : [];
}

function matchesQuery(record: Json, query: string, fuzzy: boolean): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = ['name', 'codes', 'brand', 'range', 'categories', 'product-types', 'query']
    .flatMap((key) => values(record[key]).map(String))
    .join(' ')
    .toLowerCase();
  const tokens = text.split(/[^a-z0-9]+/);
  return words.every((word) =>
    tokens.some((token) =>
      fuzzy && word.length > 3 ? token.startsWith(word.slice(0, 3)) : token.startsWith(word),
    ),
  );
}

function sortFor(indexName: string) {
  if (indexName.endsWith('_name_asc'))
    return (a: Json, b: Json) => String(a.name).localeCompare(String(b.name));
  if (indexName.endsWith('_name_desc'))
    return (a: Json, b: Json) => String(b.name).localeCompare(String(a.name));
  if (indexName.includes('query_suggestions'))
    return (a: Json, b: Json) => Number(b.popularity) - Number(a.popularity);
  return (a: Json, b: Json) => Number(b.createdAt) - Number(a.createdAt);
}

const ALL_FACETS = [
  ...new Set(MARKETS.flatMap((market) => indexedFacets(market).map((facet) => facet.attribute))),
];
const NUMERIC = new Set(
  ALL_FACETS.filter((a) => a.startsWith('measures.') || a.startsWith('price.')),
);

export function runQuery(records: Json[], request: FixtureQuery, audience: string) {
  const filters = (request.filters ?? '')
    .split(' AND ')
    .map((part) => part.trim())
    .filter(Boolean);
  const facetFilters = list(request.facetFilters);
  const numericFilters = list(request.numericFilters);
  const query = request.query ?? '';
  const matched = records
    .filter((record) => values(record.audience).includes(audience))
    .filter((record) => filters.every((filter) => matchesFacet(record, filter)))
    .filter((record) =>
      facetFilters.every((group) =>
        Array.isArray(group)
          ? group.some((f) => matchesFacet(record, f))
          : matchesFacet(record, group),
      ),
    )
    .filter((record) =>
      numericFilters.every((group) =>
        Array.isArray(group)
          ? group.some((f) => matchesNumeric(record, f))
          : matchesNumeric(record, group),
      ),
    )
    .filter((record) => matchesQuery(record, query, request.indexName.includes('suggestions')))
    .sort(sortFor(request.indexName));

  const requested = list(request.facets).flat();
  const facetNames = requested.includes('*') ? ALL_FACETS : requested;
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
  for (const name of facetNames) {
    const counts: Record<string, number> = {};
    const numbers: number[] = [];
    for (const record of matched) {
      for (const value of new Set(values(get(record, name)))) {
        if (value === undefined || value === null || value === '') continue;
        counts[String(value)] = (counts[String(value)] ?? 0) + 1;
        if (NUMERIC.has(name) && Number.isFinite(Number(value))) numbers.push(Number(value));
      }
    }
    if (Object.keys(counts).length) facets[name] = counts;
    if (numbers.length) {
      const sum = numbers.reduce((a, b) => a + b, 0);
      stats[name] = {
        min: Math.min(...numbers),
        max: Math.max(...numbers),
        avg: sum / numbers.length,
        sum,
      };
    }
  }
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  const hits = matched
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({ audience: _audience, ...hit }) => hit);
  return {
    hits,
    nbHits: matched.length,
    page,
    nbPages: Math.ceil(matched.length / hitsPerPage),
    hitsPerPage,
    facets,
    facets_stats: stats,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    processingTimeMS: 1,
    query,
    params: '',
    index: request.indexName,
    queryID: `fixture-${request.indexName}-${page}`,
  };
}
