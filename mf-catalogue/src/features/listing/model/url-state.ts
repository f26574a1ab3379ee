import type { UiState } from 'instantsearch.js';
import type { SearchSort } from '@specify/contracts';
import { DEFAULT_SEARCH_SORT, isSearchSort } from '@specify/contracts';
import type { ListingSort } from '../../../lib/listing-from-route';

/** What the URL carries of a listing: query, page (1-based), sort, refinements and ranges. */
export interface RouteState {
  query?: string;
  page?: number;
  sort?: SearchSort;
  refinements: Record<string, string[]>;
  ranges: Record<string, string>;
}

export interface UrlStateOptions {
  indexId: string;
  sorts: ListingSort[];
  /** Attributes of list facets (term, colour, boolean), range facets and band (price) facets. */
  listAttributes: string[];
  rangeAttributes: string[];
  menuAttributes: string[];
}

/** Listing state ↔ route state (InstantSearch's stateMapping). */
export function createStateMapping(options: UrlStateOptions) {
  return {
    $$type: 'specify',
    stateToRoute(uiState: UiState): RouteState {
      const state = uiState[options.indexId] ?? {};
      const sort = options.sorts.find((entry) => entry.index === state.sortBy)?.key;
      return {
        ...(state.query ? { query: state.query } : {}),
        ...(state.page && state.page > 1 ? { page: state.page } : {}),
        ...(sort && sort !== DEFAULT_SEARCH_SORT ? { sort } : {}),
        refinements: { ...state.refinementList },
        // Both read `min:max`, so one URL form serves range inputs and price bands.
        ranges: { ...state.range, ...state.numericMenu },
      };
    },
    routeToState(route: RouteState): UiState {
      const sortIndex = options.sorts.find((entry) => entry.key === route.sort)?.index;
      const refinementList = Object.fromEntries(
        Object.entries(route.refinements).filter(([key]) => options.listAttributes.includes(key)),
      );
      const bounds = (attributes: string[]) =>
        Object.fromEntries(
          Object.entries(route.ranges).filter(([key]) => attributes.includes(key)),
        );
      const range = bounds(options.rangeAttributes);
      const numericMenu = bounds(options.menuAttributes);
      return {
        [options.indexId]: {
          ...(route.query ? { query: route.query } : {}),
          ...(route.page ? { page: route.page } : {}),
          ...(sortIndex ? { sortBy: sortIndex } : {}),
          ...(Object.keys(refinementList).length ? { refinementList } : {}),
          ...(Object.keys(range).length ? { range } : {}),
          ...(Object.keys(numericMenu).length ? { numericMenu } : {}),
        },
      };
    },
  };
}

/** Reads a route state from a query string; params the listing does not own are ignored. */
export function parseSearch(search: string, options: UrlStateOptions): RouteState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  const route: RouteState = { refinements: {}, ranges: {} };
  const query = params.get('query');
  if (query) route.query = query;
  if (Number.isInteger(page) && page > 1) route.page = page;
  if (isSearchSort(sort)) route.sort = sort;
  for (const attribute of options.listAttributes) {
    const values = params.getAll(attribute).filter(Boolean);
    if (values.length) route.refinements[attribute] = values;
  }
  for (const attribute of [...options.rangeAttributes, ...options.menuAttributes]) {
    const value = params.get(attribute);
    if (value && /^-?[\d.]*:-?[\d.]*$/.test(value)) route.ranges[attribute] = value;
  }
  return route;
}

/** Writes a route state into a query string, keeping params the listing does not own (login=true ...). */
export function formatSearch(route: RouteState, current: string, options: UrlStateOptions): string {
  const owned = new Set([
    'query',
    'page',
    'sort',
    ...options.listAttributes,
    ...options.rangeAttributes,
    ...options.menuAttributes,
  ]);
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(current)) {
    if (!owned.has(key)) params.append(key, value);
  }
  if (route.query) params.set('query', route.query);
  for (const [attribute, values] of Object.entries(route.refinements)) {
    for (const value of values) params.append(attribute, value);
  }
  for (const [attribute, value] of Object.entries(route.ranges)) {
    if (value) params.set(attribute, value);
  }
  if (route.sort && route.sort !== DEFAULT_SEARCH_SORT) params.set('sort', route.sort);
  if (route.page && route.page > 1) params.set('page', String(route.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A router over the page URL, shared with the shell and every other router on the page: the path
 * stays, only the listing's own query params change. Back/forward (popstate) restores the state.
 */
export function createUrlRouter(options: UrlStateOptions) {
  let lastSeen = '';
  let listener: (() => void) | undefined;
  let disposed = false;
  // Bound to the page it was made for: another path is another listing (or another remote).
  const pathname = window.location.pathname;
  const onOwnPage = () => window.location.pathname === pathname;
  const here = () => `${window.location.pathname}${window.location.search}`;
  const href = (route: RouteState) =>
    `${window.location.pathname}${formatSearch(route, window.location.search, options)}`;
  return {
    $$type: 'specify',
    read: () => parseSearch(window.location.search, options),
    write(route: RouteState) {
      const next = href(route);
      // Unmounting removes widgets, which would write an emptied state after dispose.
      if (disposed || !onOwnPage() || next === here()) return;
      lastSeen = next;
      window.history.pushState(window.history.state, '', next);
    },
    createURL: (route: RouteState) => href(route),
    onUpdate(callback: (route: RouteState) => void) {
      listener = () => {
        // The shell's history patch replays our own pushState as a popstate: not a navigation.
        if (!onOwnPage() || here() === lastSeen) return;
        lastSeen = here();
        callback(parseSearch(window.location.search, options));
      };
      window.addEventListener('popstate', listener);
    },
    dispose() {
      disposed = true;
      if (listener) window.removeEventListener('popstate', listener);
    },
  };
}
