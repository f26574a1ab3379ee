// @specify/ui/search-client: the session's algoliasearch client on the runtime config's hosts,
// with its secured key renewed. A subpath of its own, so algoliasearch loads only with the screens
// that search, never on the shell's first visit; the key alone is @specify/ui/search-key.
export {
  KEY_RENEWAL_LEAD_MS,
  KEY_RETRY_MS,
  createSearchClient,
  type SearchClient,
  type SearchClientOptions,
} from './create-search-client';
export { getSearchConfig } from './search-config';
export {
  useSearchClient,
  useSearchRuntime,
  type CreateSearchRuntime,
  type SearchRuntimeState,
} from './use-search-runtime';
