import type { ListingTrail, Market, Product } from '@specify/contracts';
import {
  MARKET_DEFINITIONS,
  PRODUCT_TRAIL_STORAGE_KEY,
  href,
  hrefOfPath,
  listingTrail,
  readListingTrail,
  writeListingTrail,
} from '@specify/contracts';
import { breadcrumbsOf, type Crumb } from '@specify/ui';

/** The listing named by the link's `category=` or `collection=` query (a path below it). */
export function trailFromQuery(search: URLSearchParams): ListingTrail | undefined {
  for (const kind of ['category', 'collection'] as const) {
    const trail = listingTrail(kind, search.get(kind) ?? undefined);
    if (trail) return trail;
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
    if (fromOutside) storage?.removeItem(PRODUCT_TRAIL_STORAGE_KEY);
    const fromQuery = trailFromQuery(search);
    if (fromQuery) {
      if (storage) writeListingTrail(storage, fromQuery);
      return fromQuery;
    }
    return storage ? readListingTrail(storage) : undefined;
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
