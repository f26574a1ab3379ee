import { PRODUCT_FAMILIES, SECTORS } from '@specify/contracts';
import type { ProductFamily, SectorCode } from '@specify/contracts';
import {
  BRANDS,
  CATEGORY_FAMILIES,
  CATEGORY_LABELS,
  PRODUCT_FAMILY_LABELS,
  RANGE_LABELS,
  SECTOR_LABELS,
  SPARE_PARTS_VALVES_CATEGORIES,
  type BrandSlug,
} from '@specify/contracts/catalogue/taxonomy';
import { SOLUTION_FILTERS } from '@specify/contracts/search/facets';

/**
 * The listing rules a page takes from its route: what kind of listing it is, how many hits a
 * page holds, and the filter string its path stands for (storefront §2, §9; project-builder §7
 * "Product search on a hosted index"). Filters name the search records' attributes (see
 * `SearchFacetAttributes`).
 */

/** The spec's listing kinds: what a catalogue route lists and how its cards link. */
export const LISTING_KINDS = [
  'family',
  'brand',
  'sector',
  'solution',
  'collection',
  'livewell',
  'search',
  'bim',
] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/**
 * Hits per page by listing kind: 12 on solution, collection and LiveWell pages, 48 on the other
 * non-product listings (brand, sector); family listings, search results and the BIM library keep
 * the listing's 12 (storefront §9). The brand page of the LiveWell line is a LiveWell page.
 */
export const LISTING_PAGE_SIZES: Readonly<Record<ListingKind, number>> = {
  family: 12,
  brand: 48,
  sector: 48,
  solution: 12,
  collection: 12,
  livewell: 12,
  search: 12,
  bim: 12,
};

/** One slug a route may carry: what it reads as, and the condition it adds to the listing. */
export interface RouteFilter {
  label: string;
  filter: string;
}

/** A filter value in the filters grammar: always quoted, quotes and backslashes escaped. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const is = (attribute: string, value: string) => `${attribute}:${quoteFilterValue(value)}`;
const flag = (attribute: string) => `${attribute}:true`;

/** Brand pages, /brands/{brand}/ (spec §9 "Brands filtered by slug"). */
export const BRAND_FILTERS: Readonly<Record<BrandSlug, RouteFilter>> = Object.fromEntries(
  BRANDS.map((brand) => [brand.slug, { label: brand.name, filter: is('brand', brand.slug) }]),
) as Record<BrandSlug, RouteFilter>;

/** A sector's route filter, keyed by its slug ('healthcare'); `code` is what records carry. */
export interface SectorFilter extends RouteFilter {
  code: SectorCode;
}

/** Sector pages, /sectors/{sector}/, and the sector groups of category paths (spec §9). */
export const SECTOR_FILTERS: Readonly<Record<string, SectorFilter>> = Object.fromEntries(
  (Object.entries(SECTORS) as [SectorCode, string][]).map(([code, slug]) => [
    slug,
    { code, label: SECTOR_LABELS[code], filter: is('sectors', code) },
  ]),
);

/** A sector page's slug: the sector's name, its code, or both ('healthcare', '101', '101-healthcare'). */
export function sectorFilter(param: string): SectorFilter | undefined {
  return Object.entries(SECTOR_FILTERS).find(
    ([slug, { code }]) => param === slug || param === code || param === `${code}-${slug}`,
  )?.[1];
}

/** Collection pages list one range; ranges are catalogue data, so any range slug is a page. */
export function collectionFilter(collection: string): RouteFilter {
  return { label: RANGE_LABELS[collection] ?? collection, filter: is('range', collection) };
}

/** The kinds of category-path slugs (storefront §9 "Category slug filters"). */
export type CategoryFilterGroup =
  'family' | 'category' | 'compliance' | 'sector' | 'touchless' | 'lead-free' | 'product-type';

export interface CategoryFilter extends RouteFilter {
  group: CategoryFilterGroup;
  /** A category's own family: /products/tapware/cisterns/ lives under sanitaryware (spec §2). */
  family?: ProductFamily;
}

const COMPLIANCE_SLUGS = [
  'as14281-accessible',
  'as14281-ambulant',
  'nz4121-accessible',
  'independent-living',
] as const;

/**
 * Product-type groups: a path slug and the `product-types` value it lists. Slugs never repeat a
 * category slug, so a path segment names one thing.
 */
const PRODUCT_TYPE_GROUPS: readonly (readonly [slug: string, type: string, label: string])[] = [
  ['mixers', 'mixer', 'Mixers'],
  ['hob-mixers', 'hob-mixer', 'Hob Mixers'],
  ['shower-mixers', 'shower-mixer', 'Shower Mixers'],
  ['sink-mixers', 'sink-mixer', 'Sink Mixers'],
  ['laundry-mixers', 'laundry-mixer', 'Laundry Mixers'],
  ['spouts', 'spout', 'Spouts'],
  ['outlets', 'outlet', 'Outlets'],
  ['tap-sets', 'tap-set', 'Tap Sets'],
  ['cartridges', 'cartridge', 'Cartridges'],
  ['pans', 'pan', 'Pans'],
  ['seats', 'seat', 'Seats'],
  ['bidets', 'bidet', 'Bidets'],
  ['vanities', 'vanity', 'Vanities'],
  ['pedestals', 'pedestal', 'Pedestals'],
  ['wastes', 'waste', 'Wastes'],
  ['shower-heads', 'shower-head', 'Shower Heads'],
  ['spas', 'spa', 'Spas'],
  ['towel-rails', 'towel-rail', 'Towel Rails'],
  ['grab-rails', 'grab-rail', 'Grab Rails'],
  ['shelves', 'shelf', 'Shelves'],
  ['cabinets', 'cabinet', 'Cabinets'],
  ['care', 'care', 'Care'],
];

function buildCategoryFilters(): Record<string, CategoryFilter> {
  const table: Record<string, CategoryFilter> = {};
  for (const family of PRODUCT_FAMILIES) {
    table[family] = {
      group: 'family',
      label: PRODUCT_FAMILY_LABELS[family],
      filter: is('family', family),
    };
  }
  const leaves: [string, ProductFamily][] = [
    ...Object.entries(CATEGORY_FAMILIES).flatMap(([family, slugs]) =>
      slugs.map((slug): [string, ProductFamily] => [slug, family as ProductFamily]),
    ),
    ...SPARE_PARTS_VALVES_CATEGORIES.map((slug): [string, ProductFamily] => [
      slug,
      'spare-parts-valves',
    ]),
  ];
  for (const [slug, family] of leaves) {
    table[slug] = {
      group: 'category',
      family,
      label: CATEGORY_LABELS[slug] ?? slug,
      filter: is('categorySlugs', slug),
    };
  }
  for (const slug of COMPLIANCE_SLUGS) {
    const solution = SOLUTION_FILTERS[slug];
    if (solution) table[slug] = { group: 'compliance', ...solution };
  }
  for (const [slug, sector] of Object.entries(SECTOR_FILTERS)) {
    table[slug] = { group: 'sector', label: sector.label, filter: sector.filter };
  }
  table.touchless = { group: 'touchless', label: 'Touchless', filter: flag('touchless-smart') };
  table['lead-free'] = { group: 'lead-free', label: 'Lead Free', filter: flag('leadfree') };
  for (const [slug, type, label] of PRODUCT_TYPE_GROUPS) {
    table[slug] = { group: 'product-type', label, filter: is('product-types', type) };
  }
  return table;
}

/**
 * Every slug a category path may hold (/products/{family}/{slug}/, and the path after a brand,
 * sector, solution, collection or LiveWell page): the families, their categories, the
 * compliance groups, sectors 101–108, touchless, lead-free and the product-type groups.
 */
export const CATEGORY_FILTERS: Readonly<Record<string, CategoryFilter>> = buildCategoryFilters();

/**
 * The route filter table: for each kind of slug a route carries, every slug with its label and
 * filter. Solution slugs are `SOLUTION_FILTERS` (search/facets), which the menus list too. A slug
 * not in its table is the not-found page; collections alone are open (`collectionFilter`).
 */
export const ROUTE_FILTERS = {
  brand: BRAND_FILTERS,
  sector: SECTOR_FILTERS,
  solution: SOLUTION_FILTERS as Readonly<Record<string, RouteFilter>>,
  category: CATEGORY_FILTERS,
} as const;

export interface CategoryPath {
  /** Each segment's entry, in path order. */
  entries: CategoryFilter[];
  /** The segments' conditions, ANDed. */
  filter: string;
}

/** Reads a category path segment by segment; undefined when a segment names nothing (not found). */
export function categoryPath(segments: readonly string[]): CategoryPath | undefined {
  const entries: CategoryFilter[] = [];
  for (const segment of segments) {
    const entry = Object.hasOwn(CATEGORY_FILTERS, segment) ? CATEGORY_FILTERS[segment] : undefined;
    if (!entry) return undefined;
    entries.push(entry);
  }
  return { entries, filter: andFilters(entries.map((entry) => entry.filter)) };
}

/** Conditions joined with AND; a condition holding OR keeps its own parentheses. */
export function andFilters(conditions: readonly string[]): string {
  const present = conditions.filter((condition) => condition.trim() !== '');
  if (present.length <= 1) return present[0] ?? '';
  return present
    .map((condition) => (/ OR /.test(condition) ? `(${condition})` : condition))
    .join(' AND ');
}

/**
 * A product's own category as a link's `category=` (spec §2): its family and first category,
 * read from the record's `categoryKeys` ('tapware/basin-mixers'); undefined when it has none.
 */
export function productCategoryPath(categoryKeys: readonly string[]): string | undefined {
  const family = categoryKeys.find((key) => (PRODUCT_FAMILIES as readonly string[]).includes(key));
  const category = categoryKeys.find(
    (key) => key !== family && !(PRODUCT_FAMILIES as readonly string[]).includes(key),
  );
  const path = [family, category].filter((part): part is string => Boolean(part));
  return path.length > 0 ? path.join('/') : undefined;
}

/**
 * A path segment's display name where the catalogue names it (a brand, sector, solution,
 * collection, family or category, by the segment before it); undefined for any other segment.
 * Breadcrumbs read these, so a crumb reads as the menu and the page's heading do.
 */
export function segmentLabel(segment: string, parent: string | undefined): string | undefined {
  const own = <T>(table: Readonly<Record<string, T>>) =>
    Object.hasOwn(table, segment) ? table[segment] : undefined;
  switch (parent) {
    case 'brands':
      return own(BRAND_FILTERS)?.label;
    case 'sectors':
      return sectorFilter(segment)?.label;
    case 'solutions':
      return own(SOLUTION_FILTERS)?.label;
    case 'collection':
      return own(RANGE_LABELS);
    default:
      return parent === undefined && segment === 'livewell'
        ? BRAND_FILTERS.livewell.label
        : own(CATEGORY_FILTERS)?.label;
  }
}
