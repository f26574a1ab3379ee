import { http, HttpResponse } from 'msw';
import {
  MARKETS,
  MARKET_DEFINITIONS,
  searchIndices,
  type Market,
  type RuntimeConfig,
  type SearchRuntimeConfig,
  type VariantSearchRecord,
} from '@specify/contracts';
import {
  SearchApiError,
  SearchEngine,
  catalogueIndexSettings,
  runQueries,
  type KeyRestrictions,
} from '@specify/search-engine';
import { fixtureSession } from './project-store';

/**
 * The search API for tab 2's tests and the standalone harness: the platform's own engine and index
 * settings over a few variant records per market (CONVENTIONS: no toy search in fixtures). The
 * products the project fixtures can add (project-store's FIXTURE_PRODUCTS) are among them.
 */

export const FIXTURE_APP_ID = 'SPECIFYFIXTURE';
export const VISITOR_KEY = 'fixture-visitor-key';
export const INTERNAL_KEY = 'fixture-internal-key';
const INDEX_PREFIX = 'specify';

export function fixtureSearchConfig(
  origin: { host: string; protocol: 'http' | 'https' } = {
    host: window.location.host,
    protocol: 'http',
  },
): SearchRuntimeConfig {
  return {
    appId: FIXTURE_APP_ID,
    hosts: [{ url: origin.host, protocol: origin.protocol }],
    insightsHost: `${origin.protocol}://${origin.host}`,
    indexPrefix: INDEX_PREFIX,
    indices: searchIndices(INDEX_PREFIX),
  };
}

/** Mount props' config with the search section, as the shell passes it. */
export function fixtureRuntimeConfig(): RuntimeConfig {
  return { environment: 'test', remotes: {}, loadTimeoutMs: 5000, search: fixtureSearchConfig() };
}

interface Seed {
  sku: string;
  name: string;
  colour?: string;
  brand: string;
  range?: string;
  family: string;
  category: string;
  categorySlug: string;
  productType: string;
  material: string;
  cents: number;
  markets?: readonly Market[];
  internalOnly?: boolean;
}

const SEEDS: Seed[] = [
  {
    sku: 'BM-100-CP',
    name: 'Kinnear Basin Mixer',
    colour: 'Chrome',
    brand: 'kinnear',
    range: 'luna',
    family: 'tapware',
    category: 'Basin Mixers',
    categorySlug: 'basin-mixers',
    productType: 'mixer',
    material: 'Brass',
    cents: 34900,
  },
  {
    sku: 'TS-200-WH',
    name: 'Harbour Toilet Suite',
    colour: 'White',
    brand: 'stylus',
    range: 'urbane',
    family: 'sanitaryware',
    category: 'Toilet Suites',
    categorySlug: 'toilet-suites',
    productType: 'toilet-suite',
    material: 'Vitreous China',
    cents: 89900,
  },
  {
    sku: 'SR-300-MB',
    name: 'Ridge Shower Rail',
    colour: 'Matte Black',
    brand: 'methven',
    range: 'krome',
    family: 'showers',
    category: 'Shower Systems',
    categorySlug: 'shower-systems',
    productType: 'shower-system',
    material: 'Brass',
    cents: 45900,
  },
  {
    sku: 'KS-400-SS',
    name: 'Galley Kitchen Sink',
    colour: 'Stainless Steel',
    brand: 'clark',
    family: 'accessories',
    category: 'Sinks',
    categorySlug: 'sinks',
    productType: 'sink',
    material: 'Stainless Steel',
    cents: 52900,
    markets: ['au'],
  },
  {
    sku: 'LT-500-WH',
    name: 'Tasman Laundry Tub',
    colour: 'White',
    brand: 'clark',
    family: 'kitchen-laundry',
    category: 'Tubs',
    categorySlug: 'tubs',
    productType: 'tub',
    material: 'Stainless Steel',
    cents: 61900,
    markets: ['nz'],
  },
  {
    sku: 'OC-600-WH',
    name: 'Opal Care Toilet Suite',
    colour: 'White',
    brand: 'livewell',
    family: 'sanitaryware',
    category: 'Care Toilets',
    categorySlug: 'care-toilets',
    productType: 'toilet-suite',
    material: 'Vitreous China',
    cents: 129900,
    internalOnly: true,
  },
  // Enough towel rails for a second page of 48.
  ...Array.from({ length: 50 }, (_, index): Seed => ({
    sku: `TR-${String(index + 1).padStart(3, '0')}`,
    name: `Arc Towel Rail ${String(index + 1).padStart(2, '0')}`,
    colour: index % 2 === 0 ? 'Chrome' : 'Brushed Brass',
    brand: 'dorf',
    range: 'urbane-liano-heated-towel-rails',
    family: 'accessories',
    category: 'Towel Accessories',
    categorySlug: 'towel-accessories',
    productType: 'towel-rail',
    material: 'Stainless Steel',
    cents: 9900 + index * 100,
  })),
];

function record(seed: Seed, index: number, market: Market): VariantSearchRecord {
  const { country, currencyCode } = MARKET_DEFINITIONS[market];
  const cents = market === 'nz' ? Math.round(seed.cents * 1.1) : seed.cents;
  const productId = `prd-${seed.sku.toLowerCase()}`;
  return {
    objectID: `${productId}-1`,
    productId,
    name: seed.name,
    slug: seed.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    description: `${seed.name} in ${seed.colour ?? 'one finish'}.`,
    categoryKeys: [seed.family, seed.categorySlug],
    masterVariantID: 1,
    IsNew: false,
    'builder-range': false,
    IsGWAInternal: Boolean(seed.internalOnly),
    audience: seed.internalOnly ? ['internal'] : ['visitor', 'internal'],
    codes: [seed.sku],
    createdAt: 1_700_000_000 - index * 1000,
    brand: seed.brand,
    ...(seed.range ? { range: seed.range } : {}),
    family: seed.family,
    categories: [seed.category],
    categorySlugs: [seed.family, seed.categorySlug],
    'product-types': [seed.productType],
    'item-material': [seed.material],
    colour: seed.colour ? [seed.colour] : [],
    sectors: ['101'],
    IsAS14281Compliant: false,
    IsAS14281Ambulant: false,
    IsNZ41121Compliant: false,
    IsIndependentLivingCompliant: false,
    'touchless-smart': false,
    'pre-fabrication-frames': false,
    leadfree: false,
    cleanflush: false,
    'is-retrofit': false,
    measures: {},
    price: { [currencyCode]: cents / 100 },
    variant: {
      id: 1,
      key: seed.sku,
      sku: seed.sku,
      images: [`/files/images/thumbnail/${seed.sku.toLowerCase()}.jpg`],
      prices: [{ country, value: { centAmount: cents, currencyCode, fractionDigits: 2 } }],
      ...(seed.colour ? { colour: seed.colour } : {}),
      'item-code': seed.sku,
      IsGWAInternal: Boolean(seed.internalOnly),
      'builder-range': false,
    },
    sku: seed.sku,
    'item-code': seed.sku,
    'item-name': seed.name,
  };
}

/** A market's search-variant records. */
export function fixtureSearchRecords(market: Market): VariantSearchRecord[] {
  return SEEDS.flatMap((seed, index) =>
    !seed.markets || seed.markets.includes(market) ? [record(seed, index, market)] : [],
  );
}

let engine: SearchEngine | undefined;

function fixtureEngine(): SearchEngine {
  if (engine) return engine;
  engine = new SearchEngine();
  const indices = searchIndices(INDEX_PREFIX);
  for (const market of MARKETS) {
    const names = indices[market]['search-variant'];
    engine.setIndex(
      names.newest,
      fixtureSearchRecords(market),
      catalogueIndexSettings(market, names),
    );
  }
  return engine;
}

/** As the platform's secured keys do, a fixture key carries its audience filter. */
function restrictionsOf(apiKey: string | null): KeyRestrictions {
  return { filters: apiKey === INTERNAL_KEY ? 'audience:internal' : 'audience:visitor' };
}

/** Every search request the fixtures answered, for tests to check which index and filters. */
export const searchRequests: Record<string, unknown>[] = [];

/** /config.json, the session's search key (by the fixture user) and the search API. */
export function searchHandlers() {
  return [
    http.get('*/config.json', () =>
      HttpResponse.json({
        environment: 'fixtures',
        remotes: {},
        search: fixtureSearchConfig({ host: window.location.host, protocol: 'http' }),
      }),
    ),
    http.get('*/action/search/getSearchKey', () =>
      HttpResponse.json({
        appId: FIXTURE_APP_ID,
        apiKey: fixtureSession.user?.isInternalUser ? INTERNAL_KEY : VISITOR_KEY,
        validUntil: Math.floor(Date.now() / 1000) + 3600,
      }),
    ),
    http.post('*/1/indexes/*/queries', async ({ request }) => {
      const url = new URL(request.url);
      const apiKey =
        request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key');
      try {
        const body = JSON.parse(await request.text()) as { requests?: Record<string, unknown>[] };
        searchRequests.push(...(body.requests ?? []));
        return HttpResponse.json(runQueries(fixtureEngine(), restrictionsOf(apiKey), body));
      } catch (error) {
        if (!(error instanceof SearchApiError)) throw error;
        return HttpResponse.json(
          { message: error.message, status: error.status },
          { status: error.status },
        );
      }
    }),
  ];
}
