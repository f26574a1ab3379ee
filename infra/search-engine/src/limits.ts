/**
 * What one search call may ask for. Every parameter a caller controls is bounded, so a request's
 * cost is bounded before the engine starts; past a limit the API answers 400 with
 * `{message, status}`, as Algolia does. Where Algolia documents a limit, it is Algolia's.
 */
export const SEARCH_LIMITS = {
  /** `query` and `facetQuery`, in UTF-8 bytes (Algolia: 512 bytes). */
  queryBytes: 512,
  /** Words in `query`: each is matched against the dictionary with typos. */
  queryWords: 64,
  /** Characters of one filter parameter (`filters`, or the strings of `facetFilters` ...). */
  filterLength: 4096,
  /** Parentheses in `filters`, arrays in `facetFilters` ...: Algolia needs two levels at most. */
  filterDepth: 10,
  /** Requests in one multi-query (Algolia: 50). */
  requests: 50,
  /** Records in one getObjects call (Algolia: 1000). */
  objects: 1000,
  /** `hitsPerPage` and `length` (Algolia: 1000). */
  hitsPerPage: 1000,
  /** `offset`: Algolia's highest `paginationLimitedTo`; no hit lies past it. */
  offset: 20_000,
  /** Names in `facets`, `attributesToRetrieve` and the other list parameters. */
  facetNames: 100,
  /** Characters of one such name, and of a facet-search `facet`. */
  facetNameLength: 200,
} as const;

/** Caller text quoted in an error message: its start only, so a body stays short. */
export function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
