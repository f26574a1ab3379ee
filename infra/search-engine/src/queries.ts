import type { SearchEngine } from './engine/engine';
import type { JsonRecord } from './engine/paths';
import { FilterSyntaxError, type FilterCnf } from './filters/ast';
import { parseFilters } from './filters/parse';
import { SEARCH_LIMITS, clip } from './limits';
import { assertName, encodeParams, mergeRaw, readParams, SearchApiError } from './params';

/**
 * Algolia's request bodies (multi-query, single query, facet values, objects) answered by the
 * engine, under the restrictions of the caller's key. The platform's HTTP adapter and the
 * remotes' MSW handlers both call these, so tests and QA get the answers users get.
 */

/** What the caller's API key allows (a secured key's embedded parameters). */
export interface KeyRestrictions {
  /** ANDed with every request's own filters, so a caller cannot undo them. */
  filters?: string;
  /** The key's own search parameters; they win over the request's. */
  searchParams?: Record<string, unknown>;
  userToken?: string;
  /** False for an index the key does not reach (`restrictIndices`). */
  indexAllowed?: (indexName: string) => boolean;
}

type Request = Record<string, unknown>;

function isObject(value: unknown): value is Request {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function assertIndexAllowed(key: KeyRestrictions, indexName: string): void {
  if (key.indexAllowed && !key.indexAllowed(indexName)) {
    throw new SearchApiError(403, `Index not allowed with this API key: ${clip(indexName)}`);
  }
}

/** The key's embedded filter, parsed once per call however many searches the call makes. */
function keyFilters(key: KeyRestrictions): FilterCnf {
  const { filters } = key;
  try {
    return filters ? parseFilters(filters) : [];
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw new SearchApiError(403, 'Invalid filters in secured API key');
    throw error;
  }
}

function requestsOf(body: unknown, limit: number): Request[] {
  const requests = isObject(body) ? body.requests : undefined;
  if (!Array.isArray(requests) || !requests.every(isObject)) {
    throw new SearchApiError(400, 'requests must be an array of objects');
  }
  if (requests.length > limit) {
    throw new SearchApiError(400, `requests: at most ${limit} in one call`);
  }
  return requests;
}

/** One search request (hits, or facet values with `type: 'facet'`) on one index. */
export function runSearchRequest(
  engine: SearchEngine,
  key: KeyRestrictions,
  indexName: string,
  request: Request,
) {
  return searchWithKey(engine, key, keyFilters(key), indexName, request);
}

/** `extra` is the key's filter, already parsed. */
function searchWithKey(
  engine: SearchEngine,
  key: KeyRestrictions,
  extra: FilterCnf,
  indexName: string,
  request: Request,
) {
  assertIndexAllowed(key, indexName);
  const raw = mergeRaw(request);
  const echo = encodeParams(raw);
  const params = readParams({ ...raw, ...key.searchParams });
  if (key.userToken) params.userToken = key.userToken;
  if (request.type === 'facet') {
    if (typeof request.facet !== 'string' || !request.facet) {
      throw new SearchApiError(400, 'facet is required for a request of type facet');
    }
    assertName('facet', request.facet);
    return engine.searchForFacetValues(indexName, request.facet, params, extra);
  }
  return engine.search(indexName, params, echo, extra);
}

/** `POST /1/indexes/*\/queries`: several requests, with Algolia's `strategy`. */
export function runQueries(engine: SearchEngine, key: KeyRestrictions, body: unknown) {
  const requests = requestsOf(body, SEARCH_LIMITS.requests);
  const strategy = (isObject(body) ? body.strategy : undefined) ?? 'none';
  if (strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
    throw new SearchApiError(400, 'strategy must be none or stopIfEnoughMatches');
  }
  const extra = keyFilters(key);
  let enough = false;
  const results = requests.map((entry) => {
    if (typeof entry.indexName !== 'string' || !entry.indexName) {
      throw new SearchApiError(400, 'indexName is required');
    }
    if (enough) {
      return {
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 0,
        processingTimeMS: 0,
        processed: false,
        index: entry.indexName,
        query: '',
        params: '',
      };
    }
    const result = searchWithKey(engine, key, extra, entry.indexName, entry);
    if (strategy === 'stopIfEnoughMatches' && 'nbHits' in result) {
      enough = result.nbHits >= result.hitsPerPage;
    }
    return result;
  });
  return { results };
}

/** One record by objectID, as the key may see it (404 otherwise). */
export function getObject(
  engine: SearchEngine,
  key: KeyRestrictions,
  indexName: string,
  objectID: string,
  attributesToRetrieve: unknown = ['*'],
): JsonRecord {
  return objectWithKey(engine, key, keyFilters(key), indexName, objectID, attributesToRetrieve);
}

function objectWithKey(
  engine: SearchEngine,
  key: KeyRestrictions,
  extra: FilterCnf,
  indexName: string,
  objectID: string,
  attributesToRetrieve: unknown,
): JsonRecord {
  assertIndexAllowed(key, indexName);
  const attributes = readParams({ attributesToRetrieve });
  return engine.getObject(indexName, objectID, attributes.attributesToRetrieve ?? ['*'], extra);
}

/** `POST /1/indexes/*\/objects`: several records; one the key may not see is null. */
export function getObjects(engine: SearchEngine, key: KeyRestrictions, body: unknown) {
  const requests = requestsOf(body, SEARCH_LIMITS.objects);
  const extra = keyFilters(key);
  return {
    results: requests.map((entry) => {
      try {
        return objectWithKey(
          engine,
          key,
          extra,
          String(entry.indexName ?? ''),
          String(entry.objectID ?? ''),
          entry.attributesToRetrieve ?? ['*'],
        );
      } catch (error) {
        if (error instanceof SearchApiError && error.status === 404) return null;
        throw error;
      }
    }),
  };
}
