import type {
  Market,
  MarketSearchIndices,
  RouteMatch,
  RouteName,
  SearchSort,
} from '@specify/contracts';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS, SECTORS, href } from '@specify/contracts';
import { BRANDS, familyOfCategory } from '@specify/contracts/catalogue/taxonomy';
import { SOLUTION_FILTERS } from '@specify/contracts/search/facets';

/** The spec's listing kinds: what a catalogue route lists and how its cards link (storefront §2). */
export type ListingKind =
  'family' | 'brand' | 'sector' | 'solution' | 'collection' | 'livewell' | 'search' | 'bim';

export interface ListingContext {
  kind: ListingKind;
  routeName: RouteName;
  market: Market;
  /** Accessible name of the screen region. */
  regionLabel: string;
  /** Visible page heading. */
  heading: string;
  /** The page's fixed condition, ANDed with the viewer's refinements. */
  filters: string;
  /** Which index the page lists: product records, or BIM variant records. */
  index: 'products' | 'bim';
  /** Brand and sector pages show 8 filter groups until a filter is applied (spec §9). */
  limitGroups: boolean;
  /** Query options of product links on this page (spec §2 "Product listing screen"). */
  link: { fromSearch?: boolean; category?: string; collection?: string; fromBim?: boolean };
  /** Whether the Add to project button shows (hidden on the BIM library listing). */
  canAddToProject: boolean;
  /** Where this listing really lives, when the path names a category under another family. */
  canonicalPath?: string;
  /** The landing content above the listing (mf-content's parcel): its page, e.g. 'brands/kinnear'. */
  landingPage?: string;
}

/** Matches nothing: an unknown brand, sector or solution lists no products rather than all. */
const NOTHING = 'productId:"-"';

const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;

export function words(slug: string): string {
  return slug.replace(/-/g, ' ');
}

function sectorCode(param: string): string | undefined {
  const code = Object.entries(SECTORS).find(
    ([key, name]) => param === key || param === name || param === `${key}-${name}`,
  );
  return code?.[0];
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.filter(Boolean) : [value];
}

/** Reads what a catalogue route lists from its match; undefined for a route this remote does not own. */
export function listingContext(route: RouteMatch): ListingContext | undefined {
  const { market, params } = route;
  const base = { routeName: route.name, market, limitGroups: false, canAddToProject: true };
  switch (route.name) {
    case 'productFamily': {
      const family = String(params.family);
      const categories = asList(params.category);
      const category = categories.at(-1);
      // The spec's slug→family mapping decides the family: /products/tapware/cisterns/ is
      // sanitaryware's page (an unmapped slug belongs to spare-parts-valves).
      const owner = categories.length === 1 && category ? familyOfCategory(category) : undefined;
      return {
        ...(owner && owner !== family
          ? {
              canonicalPath: href('productFamily', market, { family: owner, category: categories }),
            }
          : {}),
        ...base,
        kind: 'family',
        regionLabel: 'Product listing',
        heading: words(category ?? family),
        filters: category
          ? `family:${quote(family)} AND categorySlugs:${quote(category)}`
          : `family:${quote(family)}`,
        index: 'products',
        link: { category: [family, ...asList(params.category)].join('/') },
      };
    }
    case 'brand': {
      const brand = BRANDS.find((entry) => entry.slug === params.brand);
      return {
        ...base,
        kind: 'brand',
        regionLabel: 'Brand',
        heading: brand?.name ?? words(String(params.brand)),
        filters: brand ? `brand:${quote(brand.slug)}` : NOTHING,
        landingPage: params.brand === 'livewell' ? 'livewell' : `brands/${String(params.brand)}`,
        index: 'products',
        limitGroups: true,
        link: {},
      };
    }
    case 'sector': {
      const code = sectorCode(String(params.sector));
      return {
        ...base,
        kind: 'sector',
        regionLabel: 'Sector',
        heading: code ? words(SECTORS[code as keyof typeof SECTORS]) : words(String(params.sector)),
        landingPage: `sectors/${code ? SECTORS[code as keyof typeof SECTORS] : String(params.sector)}`,
        filters: code ? `sectors:${quote(code)}` : NOTHING,
        index: 'products',
        limitGroups: true,
        link: {},
      };
    }
    case 'solution': {
      const solution = SOLUTION_FILTERS[String(params.solution)];
      return {
        ...base,
        kind: 'solution',
        regionLabel: 'Solution',
        heading: solution?.label ?? words(String(params.solution)),
        landingPage: `solutions/${String(params.solution)}`,
        filters: solution?.filter ?? NOTHING,
        index: 'products',
        link: {},
      };
    }
    case 'collection': {
      const collection = String(params.collection);
      return {
        ...base,
        kind: 'collection',
        regionLabel: 'Collection',
        heading: words(collection),
        filters: `range:${quote(collection)}`,
        landingPage: `collection/${collection}`,
        index: 'products',
        link: { collection },
      };
    }
    case 'livewell':
      return {
        ...base,
        kind: 'livewell',
        regionLabel: 'LiveWell',
        heading: 'LiveWell',
        landingPage: 'livewell',
        filters: `brand:"livewell"`,
        index: 'products',
        link: {},
      };
    case 'search':
      return {
        ...base,
        kind: 'search',
        regionLabel: 'Search results',
        heading: 'Search results',
        filters: '',
        index: 'products',
        link: { fromSearch: true },
      };
    case 'bimLibrary':
      return {
        ...base,
        kind: 'bim',
        regionLabel: 'BIM library',
        heading: 'BIM Library',
        filters: '',
        index: 'bim',
        link: { fromBim: true },
        canAddToProject: false,
      };
    default:
      return undefined;
  }
}

export const SORT_LABELS: Record<SearchSort, string> = {
  newest: 'New',
  name_asc: 'Name A-Z',
  name_desc: 'Name Z-A',
};

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
