// @specify/search-engine: an in-memory search engine that answers Algolia's search API (queries,
// filters grammar, facets, highlight, ranking, replicas). Framework-free and browser-safe: the
// platform serves it over HTTP; the remotes' tests and QA harnesses answer MSW requests with it.
export {
  SearchEngine,
  type FacetSearchResponse,
  type IndexView,
  type SearchResponse,
} from './engine/engine';
export type { JsonRecord } from './engine/paths';
export { runInSlices, runSteps, type SliceOptions } from './engine/steps';
export type { IndexSettings } from './engine/settings';
export { FilterSyntaxError, type FilterCnf } from './filters/ast';
export { parseFilters } from './filters/parse';
export { SEARCH_LIMITS } from './limits';
export {
  SearchApiError,
  decodeParamsString,
  encodeParams,
  mergeRaw,
  readParams,
  type SearchParams,
} from './params';
export {
  assertIndexAllowed,
  getObject,
  getObjects,
  runQueries,
  runSearchRequest,
  type KeyRestrictions,
} from './queries';
export {
  CONTENT_INDEX_SETTINGS,
  QUERY_SUGGESTIONS_SETTINGS,
  bimIndexSettings,
  catalogueIndexSettings,
} from './catalogue-settings';
