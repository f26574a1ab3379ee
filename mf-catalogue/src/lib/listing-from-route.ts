import type {
  Market,
  MarketSearchIndices,
  RouteMatch,
  RouteName,
  SearchSort,
} from '@specify/contracts';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_SORTS,
  SECTORS,
  href,
  type ProductFamily,
} from '@specify/contracts';
import { PRODUCT_FAMILY_LABELS } from '@specify/contracts/catalogue/taxonomy';
import {
  LISTING_PAGE_SIZES,
  ROUTE_FILTERS,
  andFilters,
  categoryPath,
  collectionFilter,
  sectorFilter,
  type CategoryPath,
  type ListingKind,
} from '@specify/contracts/catalogue/listing-rules';
import type { MessageId } from '../i18n/messages';

export type { ListingKind };

/** A page's heading: a name from the catalogue's data (a brand, a category), or fixed words. */
export type ListingHeading = { text: string } | { message: MessageId };

export interface ListingContext {
  kind: ListingKind;
  routeName: RouteName;
  market: Market;
  /** Visible page heading (the region's accessible name is its kind's, in ListingFrame). */
  heading: ListingHeading;
  /** The page's fixed condition, ANDed with the viewer's refinements. */
  filters: string;
  /** Hits a page asks for (LISTING_PAGE_SIZES). */
  hitsPerPage: number;
  /** Which index the page lists: product records, or BIM variant records. */
  index: 'products' | 'bim';
  /** Brand and sector pages show 8 filter groups until a filter is applied (spec §9). */
  limitGroups: boolean;
  /** Query options of product links on this page (spec §2 "Product listing screen"). */
  link: ListingLink;
  /** Whether the Add to project button shows (hidden on the BIM library listing). */
  canAddToProject: boolean;
  /** Where this listing really lives, when the path names a category under another family. */
  canonicalPath?: string;
  /** The landing content above the listing (mf-content's parcel): its page, e.g. 'brands/kinnear'. */
  landingPage?: string;
}

export interface ListingLink {
  fromSearch?: boolean;
  category?: string;
  collection?: string;
  fromBim?: boolean;
  /**
   * `category=` is the current category where known (spec §2): the one the path names, else
   * each product's own category.
   */
  categoryOfProduct?: boolean;
}

/** A catalogue route whose slug names nothing: the not-found page. */
export interface UnknownListing {
  notFound: true;
  market: Market;
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.filter(Boolean) : [value];
}

/** The path after a brand, sector, solution, collection or LiveWell slug: more conditions. */
function restOf(params: RouteMatch['params']): CategoryPath | undefined {
  return categoryPath(asList(params.rest));
}

/** Where the path names a category, the products link with it (spec §2). */
function categoryLink(rest: string[]): ListingLink {
  return rest.length > 0 ? { category: rest.join('/') } : { categoryOfProduct: true };
}

/** Reads a family listing's category path; a family may not follow the family. */
function familyListing(route: RouteMatch): ListingContext | undefined {
  const { market, params } = route;
  const family = String(params.family);
  const categories = asList(params.category);
  const path = categoryPath([family, ...categories]);
  if (!path || path.entries.slice(1).some((entry) => entry.group === 'family')) return undefined;
  // The spec's slug→family mapping decides the family: /products/tapware/cisterns/ is
  // sanitaryware's page.
  const owner = path.entries.find((entry) => entry.group === 'category')?.family;
  const last = path.entries.at(-1);
  return {
    ...(owner && owner !== family
      ? { canonicalPath: href('productFamily', market, { family: owner, category: categories }) }
      : {}),
    routeName: route.name,
    market,
    limitGroups: false,
    canAddToProject: true,
    kind: 'family',
    // The last segment's display name, as the menu names it ("Baths", "Kitchen & Laundry").
    heading: { text: last?.label ?? PRODUCT_FAMILY_LABELS[family as ProductFamily] },
    filters: path.filter,
    hitsPerPage: LISTING_PAGE_SIZES.family,
    index: 'products',
    link: { category: [family, ...categories].join('/') },
  };
}

/**
 * Reads what a catalogue route lists from its match: a listing, `notFound` for a slug no table
 * knows, or undefined for a route this remote does not own.
 */
export function listingContext(route: RouteMatch): ListingContext | UnknownListing | undefined {
  const { market, params } = route;
  const notFound: UnknownListing = { notFound: true, market };
  const base = { routeName: route.name, market, limitGroups: false, canAddToProject: true };
  const rest = asList(params.rest);
  switch (route.name) {
    case 'productFamily':
      return familyListing(route) ?? notFound;
    case 'brand': {
      const slug = String(params.brand);
      const brand = Object.hasOwn(ROUTE_FILTERS.brand, slug)
        ? ROUTE_FILTERS.brand[slug as keyof typeof ROUTE_FILTERS.brand]
        : undefined;
      const path = restOf(params);
      if (!brand || !path) return notFound;
      const livewell = slug === 'livewell';
      return {
        ...base,
        kind: 'brand',
        heading: { text: brand.label },
        filters: andFilters([brand.filter, path.filter]),
        // The LiveWell line's brand page is a LiveWell page: 12 a page.
        hitsPerPage: LISTING_PAGE_SIZES[livewell ? 'livewell' : 'brand'],
        landingPage: livewell ? 'livewell' : `brands/${slug}`,
        index: 'products',
        limitGroups: true,
        link: categoryLink(rest),
      };
    }
    case 'sector': {
      const sector = sectorFilter(String(params.sector));
      const path = restOf(params);
      if (!sector || !path) return notFound;
      return {
        ...base,
        kind: 'sector',
        heading: { text: sector.label },
        landingPage: `sectors/${SECTORS[sector.code]}`,
        filters: andFilters([sector.filter, path.filter]),
        hitsPerPage: LISTING_PAGE_SIZES.sector,
        index: 'products',
        limitGroups: true,
        link: categoryLink(rest),
      };
    }
    case 'solution': {
      const slug = String(params.solution);
      const solution = Object.hasOwn(ROUTE_FILTERS.solution, slug)
        ? ROUTE_FILTERS.solution[slug]
        : undefined;
      const path = restOf(params);
      if (!solution || !path) return notFound;
      return {
        ...base,
        kind: 'solution',
        heading: { text: solution.label },
        landingPage: `solutions/${slug}`,
        filters: andFilters([solution.filter, path.filter]),
        hitsPerPage: LISTING_PAGE_SIZES.solution,
        index: 'products',
        link: categoryLink(rest),
      };
    }
    case 'collection': {
      const collection = String(params.collection);
      const range = collectionFilter(collection);
      const path = restOf(params);
      if (!path) return notFound;
      return {
        ...base,
        kind: 'collection',
        heading: { text: range.label },
        filters: andFilters([range.filter, path.filter]),
        hitsPerPage: LISTING_PAGE_SIZES.collection,
        landingPage: `collection/${collection}`,
        index: 'products',
        link: { collection: [collection, ...rest].join('/') },
      };
    }
    case 'livewell': {
      const path = restOf(params);
      if (!path) return notFound;
      return {
        ...base,
        kind: 'livewell',
        heading: { text: ROUTE_FILTERS.brand.livewell.label },
        landingPage: 'livewell',
        filters: andFilters([ROUTE_FILTERS.brand.livewell.filter, path.filter]),
        hitsPerPage: LISTING_PAGE_SIZES.livewell,
        index: 'products',
        link: categoryLink(rest),
      };
    }
    case 'search':
      return {
        ...base,
        kind: 'search',
        heading: { message: 'listing.heading.search' },
        filters: '',
        hitsPerPage: LISTING_PAGE_SIZES.search,
        index: 'products',
        link: { fromSearch: true, categoryOfProduct: true },
      };
    case 'bimLibrary':
      return {
        ...base,
        kind: 'bim',
        heading: { message: 'listing.heading.bim' },
        filters: '',
        hitsPerPage: LISTING_PAGE_SIZES.bim,
        index: 'bim',
        link: { fromBim: true },
        canAddToProject: false,
      };
    default:
      return undefined;
  }
}

export interface ListingSort {
  key: SearchSort;
  index: string;
}

/** Index names of a listing, from the runtime config's table (never built by hand). */
export function listingIndices(
  context: ListingContext,
  indices: MarketSearchIndices,
): { primary: string; sorts: ListingSort[] } {
  const names = indices[context.index === 'bim' ? 'bim-library' : 'products'];
  return {
    primary: names[DEFAULT_SEARCH_SORT],
    sorts: SEARCH_SORTS.map((key) => ({ key, index: names[key] })),
  };
}
