import type { Market, Product } from '@specify/contracts';
import { MARKET_DEFINITIONS, href, hrefOfPath } from '@specify/contracts';
import { breadcrumbsOf, type Crumb } from '@specify/ui';

/** Where the listing the visitor came from is remembered for the session (storefront §2). */
export const TRAIL_STORAGE_KEY = 'specify:product-trail';

/** The listing a product page was opened from: `category=` or `collection=` (a path below it). */
export interface ListingTrail {
  kind: 'category' | 'collection';
  path: string;
}

const SAFE_PATH = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/i;

export function trailFromQuery(search: URLSearchParams): ListingTrail | undefined {
  for (const kind of ['category', 'collection'] as const) {
    const path = search.get(kind)?.replace(/^\/+|\/+$/g, '');
    if (path && SAFE_PATH.test(path)) return { kind, path };
  }
  return undefined;
}

/**
 * The trail of this visit: from the query, else the one the session remembered. A visitor who
 * arrives without a referrer, or from another site, starts afresh (storefront §2).
 */
export function rememberTrail(
  search: URLSearchParams,
  referrer: string,
  storage: Storage | undefined,
): ListingTrail | undefined {
  let fromOutside = true;
  try {
    fromOutside = !referrer || new URL(referrer).origin !== window.location.origin;
  } catch {
    fromOutside = true;
  }
  try {
    if (fromOutside) storage?.removeItem(TRAIL_STORAGE_KEY);
    const fromQuery = trailFromQuery(search);
    if (fromQuery) {
      storage?.setItem(TRAIL_STORAGE_KEY, JSON.stringify(fromQuery));
      return fromQuery;
    }
    const stored = storage?.getItem(TRAIL_STORAGE_KEY);
    if (!stored) return undefined;
    const parsed = JSON.parse(stored) as Partial<ListingTrail>;
    return (parsed.kind === 'category' || parsed.kind === 'collection') &&
      typeof parsed.path === 'string' &&
      SAFE_PATH.test(parsed.path)
      ? { kind: parsed.kind, path: parsed.path }
      : undefined;
  } catch {
    // Storage may be off (private mode): the product's own category path serves.
    return trailFromQuery(search);
  }
}

/**
 * The product page's crumbs (storefront §2): the listing it came from (category or collection
 * path), else the product's first category path; then the product.
 */
export function productCrumbs(
  product: Product,
  market: Market,
  trail: ListingTrail | undefined,
): Crumb[] {
  const listingPath = trail
    ? `/${trail.kind === 'category' ? 'products' : 'collection'}/${trail.path}/`
    : (product.categories.at(-1)?._url ?? '/products/');
  const crumbs = breadcrumbsOf(`/${market}${listingPath}`, market).map((crumb) => ({
    ...crumb,
    current: false,
  }));
  const last = crumbs.at(-1);
  const listingHref = hrefOfPath(listingPath, market);
  if (last && !last.href && listingHref && crumbs.length > 2) last.href = listingHref;
  return [
    ...crumbs,
    { label: product.name[MARKET_DEFINITIONS[market].languageTag], current: true },
  ];
}

/** Home > Tools & Resources > BIM Library > the product (storefront §2 "BIM product page"). */
export function bimCrumbs(
  product: Product,
  market: Market,
  words: { home: string; tools: string; library: string },
): Crumb[] {
  return [
    { label: words.home, href: href('home', market), current: false },
    { label: words.tools, current: false },
    { label: words.library, href: href('bimLibrary', market), current: false },
    { label: product.name[MARKET_DEFINITIONS[market].languageTag], current: true },
  ];
}
