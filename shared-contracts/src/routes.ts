import { compile, match } from 'path-to-regexp';
import type { Market } from './markets';
import { isMarket } from './markets';
import type { RouteOwner } from './remotes';

export const PRODUCT_FAMILIES = [
  'tapware',
  'sanitaryware',
  'basins',
  'baths',
  'showers',
  'accessories',
  'kitchen-laundry',
  'spare-parts-valves',
] as const;
export type ProductFamily = (typeof PRODUCT_FAMILIES)[number];

type Params = Record<string, string | string[] | undefined>;

export interface RouteDefinition<P extends Params = Params> {
  owner: RouteOwner;
  /** path-to-regexp pattern, relative to the market segment. */
  pattern: string;
  /** False for the spec's few routes that live outside the market segment (/login, /verify ...). */
  marketScoped: boolean;
  /** The spec writes the route with a trailing slash (/products/tapware/): its links end in one. */
  trailingSlash: boolean;
  /** Narrows a pattern match, e.g. to the eight product families. */
  accepts?: (params: Params) => boolean;
  /** Phantom: the parameters the href builder takes. */
  readonly _params?: P;
}

function route<P extends Params = Record<never, never>>(
  owner: RouteOwner,
  pattern: string,
  options: {
    marketScoped?: boolean;
    trailingSlash?: boolean;
    accepts?: (params: Params) => boolean;
  } = {},
): RouteDefinition<P> {
  return {
    owner,
    pattern,
    marketScoped: options.marketScoped ?? true,
    trailingSlash: options.trailingSlash ?? false,
    accepts: options.accepts,
  };
}

/** Listings and pages the spec's route table writes with a trailing slash. */
const SLASHED = { trailingSlash: true };

const isFamily = (params: Params) =>
  (PRODUCT_FAMILIES as readonly string[]).includes(String(params.family));

/**
 * The route ownership table: every route of both spec documents, which remote renders it, and
 * the pattern after the market segment. Order matters: the first match wins.
 */
export const ROUTES = {
  home: route('mf-content', '/'),
  contactUs: route('mf-content', '/about-us/contact-us'),
  aboutUs: route<{ page?: string }>('mf-content', '/about-us{/:page}'),
  warranty: route('mf-content', '/warranty'),
  experienceCentres: route('mf-content', '/experience-centres', SLASHED),
  ourStory: route('mf-content', '/our-story'),
  caseStudies: route<{ slug?: string }>('mf-content', '/case-studies{/:slug}'),
  productReleases: route<{ slug?: string }>('mf-content', '/product-releases{/:slug}'),
  industryPapers: route('mf-content', '/industry-papers'),
  privacy: route('mf-content', '/privacy-policy'),
  disclaimer: route('mf-content', '/disclaimer'),
  terms: route('mf-content', '/terms-and-conditions'),

  search: route('mf-catalogue', '/search'),
  productFamily: route<{ family: ProductFamily; category?: string[] }>(
    'mf-catalogue',
    '/products/:family{/*category}',
    { ...SLASHED, accepts: isFamily },
  ),
  brand: route<{ brand: string; rest?: string[] }>(
    'mf-catalogue',
    '/brands/:brand{/*rest}',
    SLASHED,
  ),
  sector: route<{ sector: string; rest?: string[] }>(
    'mf-catalogue',
    '/sectors/:sector{/*rest}',
    SLASHED,
  ),
  solution: route<{ solution: string; rest?: string[] }>(
    'mf-catalogue',
    '/solutions/:solution{/*rest}',
    SLASHED,
  ),
  collection: route<{ collection: string; rest?: string[] }>(
    'mf-catalogue',
    '/collection/:collection{/*rest}',
    SLASHED,
  ),
  livewell: route<{ rest?: string[] }>('mf-catalogue', '/livewell{/*rest}', SLASHED),
  bimLibrary: route('mf-catalogue', '/tools-resources/bim-library', SLASHED),

  product: route<{ productPath: string }>('mf-product', '/product/:productPath', SLASHED),
  bimProduct: route<{ productPath: string }>(
    'mf-product',
    '/tools-resources/bim-library/:productPath',
  ),

  cart: route('mf-account', '/cart'),
  checkout: route('mf-account', '/checkout'),
  wishlist: route('mf-account', '/wishlist'),
  myAccount: route('mf-account', '/my-account'),
  myOrders: route('mf-account', '/my-account/orders'),
  myOrder: route<{ orderId: string }>('mf-account', '/my-account/orders/:orderId'),
  login: route('mf-account', '/login', { marketScoped: false }),
  companyRegistration: route('mf-account', '/company-registration', { marketScoped: false }),
  verify: route('mf-account', '/verify', { marketScoped: false }),
  passwordResetConfirm: route('mf-account', '/password-reset-confirm', { marketScoped: false }),
  resetPassword: route('mf-account', '/reset-password', { marketScoped: false }),
  confirmEmail: route('mf-account', '/confirm-email', { marketScoped: false }),

  projectDashboard: route('mf-project-builder', '/project-builder'),
  projectCreate: route('mf-project-builder', '/project-builder/create'),
  projectEdit: route('mf-project-builder', '/project-builder/edit'),
  projectView: route('mf-project-builder', '/project-builder/view'),
  projectShareSummary: route('mf-project-builder', '/project-builder/share-summary'),

  notFound: route('shell', '/404'),
} as const;

export type RouteName = keyof typeof ROUTES;
export type RouteParams<N extends RouteName> =
  (typeof ROUTES)[N] extends RouteDefinition<infer P> ? P : never;

export interface RouteMatch {
  name: RouteName;
  owner: RouteOwner;
  /** The market in the path, else the fallback given to `matchRoute`. */
  market: Market;
  /** Whether the path itself carried the market segment. */
  marketInPath: boolean;
  params: Params;
}

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/**
 * Each route's matcher and href builder, made from its pattern on first use and kept: a page's
 * boot matches one path, and making every route's matcher up front held a phone's main thread
 * (path-to-regexp was a tenth of the shell's start-up task at 4x CPU); a listing builds an href
 * per card.
 */
const matcherOf = madeOnFirstUse((pattern) =>
  match<Params>(pattern, { decode: decodeURIComponent }),
);
const builderOf = madeOnFirstUse((pattern) =>
  compile<Params>(pattern, { encode: encodeURIComponent }),
);

function madeOnFirstUse<T>(make: (pattern: string) => T): (name: RouteName) => T {
  const made = new Map<RouteName, T>();
  return (name) => {
    let value = made.get(name);
    if (value === undefined) {
      value = make(ROUTES[name].pattern);
      made.set(name, value);
    }
    return value;
  };
}

/** Splits '/nz/products/...' into the market and the rest of the path. */
export function splitMarket(pathname: string): { market?: Market; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (isMarket(first)) return { market: first, rest: `/${others.join('/')}` };
  return { rest: pathname || '/' };
}

/**
 * Finds the route a path belongs to. Paths without a market segment serve `fallbackMarket`
 * (the market cookie, else au). Returns undefined for an unknown path: the not-found page.
 */
export function matchRoute(
  pathname: string,
  fallbackMarket: Market = 'au',
): RouteMatch | undefined {
  const { market, rest } = splitMarket(pathname);
  for (const name of ROUTE_NAMES) {
    const definition: RouteDefinition = ROUTES[name];
    const result = matcherOf(name)(rest);
    if (!result) continue;
    if (definition.accepts && !definition.accepts(result.params)) continue;
    return {
      name,
      owner: definition.owner,
      market: market ?? fallbackMarket,
      marketInPath: market !== undefined,
      params: result.params,
    };
  }
  return undefined;
}

/** Which remote (or the shell) renders a path; unknown paths belong to the shell's not-found page. */
export function ownerOfPath(pathname: string): RouteOwner {
  return matchRoute(pathname)?.owner ?? 'shell';
}

export type Query = Record<string, string | number | boolean | undefined>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== false) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type HrefArgs<N extends RouteName> = keyof RouteParams<N> extends never
  ? [params?: undefined, query?: Query]
  : [params: RouteParams<N>, query?: Query];

function build(name: RouteName, market: Market, params: Params, query?: Query): string {
  const definition = ROUTES[name] as RouteDefinition;
  const path = builderOf(name)(params);
  const prefixed = definition.marketScoped ? `/${market}${path === '/' ? '' : path}` : path;
  // The route decides the slash, so no caller appends one (or forgets to).
  const slashed = definition.trailingSlash && !prefixed.endsWith('/') ? `${prefixed}/` : prefixed;
  return `${slashed || '/'}${queryString(query)}`;
}

/** Builds the link to a named route in a market: `href('brand', 'nz', { brand: 'methven' })`. */
export function href<N extends RouteName>(name: N, market: Market, ...args: HrefArgs<N>): string {
  const [params, query] = args;
  return build(name, market, params ?? {}, query);
}

/** The link to a path the route table knows, rebuilt by `href`'s rules; undefined for any other. */
export function hrefOfPath(pathname: string, market: Market): string | undefined {
  const found = matchRoute(pathname, market);
  return found && build(found.name, market, found.params);
}

export interface ProductLinkOptions {
  market: Market;
  slug: string;
  colour?: string;
  sku: string;
  /** sr=1 marks a link from search results. */
  fromSearch?: boolean;
  category?: string;
  collection?: string;
  /** fromBim=true from the BIM library; false from the BIM page's Go to Product Page button. */
  fromBim?: boolean;
}

function slugPart(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A variant's `{slug}-{colour}-{sku}`, the path of its product page and its BIM page. */
function productPathOf(options: Pick<ProductLinkOptions, 'slug' | 'colour' | 'sku'>): string {
  const parts = [options.slug, options.colour ? slugPart(options.colour) : '', options.sku];
  return parts.filter(Boolean).join('-');
}

/** The product page link `/{locale}/product/{slug}-{colour}-{sku}/` with its query options. */
export function productHref(options: ProductLinkOptions): string {
  return href(
    'product',
    options.market,
    { productPath: productPathOf(options) },
    {
      category: options.category,
      collection: options.collection,
      sr: options.fromSearch ? 1 : undefined,
      fromBim: options.fromBim === undefined ? undefined : String(options.fromBim),
    },
  );
}

/**
 * The BIM product page `/{locale}/tools-resources/bim-library/{slug}-{colour}-{sku}?fromBim=true`,
 * where the BIM library's cards lead (storefront §2 "BIM product page").
 */
export function bimProductHref(
  options: Pick<ProductLinkOptions, 'market' | 'slug' | 'colour' | 'sku'>,
): string {
  return href(
    'bimProduct',
    options.market,
    { productPath: productPathOf(options) },
    {
      fromBim: 'true',
    },
  );
}

/** The same path in another market: what the header's market toggle navigates to. */
export function switchMarketPath(pathname: string, market: Market): string {
  const { rest } = splitMarket(pathname);
  const definition = matchRoute(rest)?.name;
  if (definition && !ROUTES[definition].marketScoped) return rest;
  return rest === '/' ? `/${market}` : `/${market}${rest}`;
}
