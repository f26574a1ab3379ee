import type { Market } from '../markets';
import type { MarketSearchIndices } from '../search-config';
import type { RouteName } from '../routes';

/**
 * A first paint: what a remote can draw of a page before any script has run (the home's hero),
 * rendered on the platform by the remote's own released build and put into the page the platform
 * serves, so a visitor sees it with the HTML instead of after the shell, the remote and their data
 * have loaded. The shell keeps it in the remote's region until the remote shows its content.
 *
 * A remote offers one by building `FIRST_PAINT_MODULE` (CommonJS, for Node) into its release; the
 * module exports `renderFirstPaint`. Rendering must be pure: markup from the request and what
 * `getJson` reads, nothing personal (the page is the same for every visitor of the market).
 */

/** Where the module sits in a remote's build (and so in each released version). */
export const FIRST_PAINT_MODULE = 'server/first-paint.cjs';

/** The attribute on the element holding a first paint; its value names the remote. */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

export interface FirstPaintRequest {
  route: RouteName;
  market: Market;
  pathname: string;
  /** The page address's query, with its `?` ('' without one). */
  search: string;
  /**
   * A public JSON document of the platform (a `/cms/` path), read in-process without the
   * visitor's cookies; undefined when it is missing or cannot be read.
   */
  getJson(path: string): Promise<unknown>;
  /**
   * One of FIRST_PAINT_ACTIONS, answered as to a visitor who is not signed in, in the request's
   * market (cached a minute, like the documents); undefined when it fails or is not allowed.
   */
  readAction(name: FirstPaintAction, input: unknown): Promise<unknown>;
  /** The market's search index names, as /config.json names them; undefined without search. */
  searchIndices?: MarketSearchIndices;
  /**
   * The search API's multiple queries (what InstantSearch sends to its search client), answered
   * as to a visitor who is not signed in, in the request's market (cached a minute, like the
   * documents): at most FIRST_PAINT_SEARCH_LIMITS.requests queries of at most
   * FIRST_PAINT_SEARCH_LIMITS.bodyBytes together. Undefined when it fails or exceeds them.
   */
  searchQueries(
    requests: readonly FirstPaintSearchRequest[],
  ): Promise<FirstPaintSearchResponse | undefined>;
}

/** One query of a first paint's search, as InstantSearch's search client receives it. */
export interface FirstPaintSearchRequest {
  indexName: string;
  params?: Record<string, unknown>;
}

/** The search API's answer: one result per query, in order (Algolia's multi-query response). */
export interface FirstPaintSearchResponse {
  results: unknown[];
}

/** A first paint's search: a listing's queries (its results and its facets), never a crawl. */
export const FIRST_PAINT_SEARCH_LIMITS = { requests: 4, bodyBytes: 8 * 1024 } as const;

/** The actions a first paint may read: public, read-only, the same for every visitor. */
export const FIRST_PAINT_ACTIONS = ['product/getProduct'] as const;
export type FirstPaintAction = (typeof FIRST_PAINT_ACTIONS)[number];

export interface FirstPaint {
  /**
   * The markup, placed as it is: it must come from a renderer that escapes text (React's).
   * Without it the page's head alone is painted (a page with nothing to draw before its data).
   */
  html?: string;
  /** A style sheet of the same build that the markup needs, relative to the version's root. */
  stylesheet?: string;
  /**
   * The page's `<title>` (pageTitle: "Tapware | Specify") and meta description, plain text that
   * the platform escapes and bounds (page-head.ts); the words the page sets once it runs, from
   * the same source, so the tab does not change as the scripts take over.
   */
  title?: string;
  description?: string;
}

/** What FIRST_PAINT_MODULE exports as `renderFirstPaint`. Undefined: nothing to paint first. */
export type RenderFirstPaint = (request: FirstPaintRequest) => Promise<FirstPaint | undefined>;
