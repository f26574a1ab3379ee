import { http, HttpResponse } from 'msw';
import { MARKETS, productHref, searchIndices, type RuntimeConfig } from '@specify/contracts';
import { createWishlistFake } from '@specify/ui/testing';
import {
  QUERY_SUGGESTIONS_SETTINGS,
  SearchApiError,
  SearchEngine,
  bimIndexSettings,
  catalogueIndexSettings,
  runQueries,
  type KeyRestrictions,
} from '@specify/search-engine';
import {
  FIXTURE_BIM,
  FIXTURE_PRODUCTS,
  FIXTURE_SUGGESTIONS,
  type FixtureRecord,
} from './fixture-records';

export const FIXTURE_APP_ID = 'SPECIFYFIXTURE';
/** Fixture keys: the platform's are HMAC-signed; here the key just names the audience. */
export const VISITOR_KEY = 'fixture-visitor-key';
export const INTERNAL_KEY = 'fixture-internal-key';
const INDEX_PREFIX = 'specify';

export function fixtureSearchConfig(origin: { host: string; protocol: 'http' | 'https' }) {
  return {
    appId: FIXTURE_APP_ID,
    hosts: [{ url: origin.host, protocol: origin.protocol }],
    insightsHost: `${origin.protocol}://${origin.host}`,
    indexPrefix: INDEX_PREFIX,
    indices: searchIndices(INDEX_PREFIX),
  } satisfies NonNullable<RuntimeConfig['search']>;
}

/** The platform's wishlist actions over the fixture variants (the fake every front end shares). */
export const fixtureWishlist = createWishlistFake(
  Object.fromEntries(
    FIXTURE_PRODUCTS.flatMap((product) =>
      product.variants.map((variant) => [
        variant.sku,
        {
          sku: variant.sku,
          productId: product.productId,
          productSlug: product.slug,
          name: product.name,
          ...(variant.images[0] ? { image: variant.images[0] } : {}),
          isOnStock: true,
          url: productHref({
            market: 'au',
            slug: product.slug,
            colour: variant.colour,
            sku: variant.sku,
          }),
        },
      ]),
    ),
  ),
);

const engines = new Map<readonly FixtureRecord[], SearchEngine>();

/** The platform's engine over the fixture records, with the platform's index settings. */
function fixtureEngine(products: readonly FixtureRecord[] = FIXTURE_PRODUCTS): SearchEngine {
  const cached = engines.get(products);
  if (cached) return cached;
  const engine = new SearchEngine();
  engines.set(products, engine);
  const indices = searchIndices(INDEX_PREFIX);
  for (const market of MARKETS) {
    const names = indices[market];
    engine.setIndex(
      names.products.newest,
      products,
      catalogueIndexSettings(market, names.products),
    );
    engine.setIndex(
      names['search-variant'].newest,
      products,
      catalogueIndexSettings(market, names['search-variant']),
    );
    engine.setIndex(
      names['bim-library'].newest,
      FIXTURE_BIM,
      bimIndexSettings(market, names['bim-library']),
    );
    engine.setIndex(
      names['query-suggestions'].newest,
      FIXTURE_SUGGESTIONS,
      QUERY_SUGGESTIONS_SETTINGS,
    );
  }
  return engine;
}

/** What a fixture key allows: as the platform's secured keys, it embeds the audience filter. */
function restrictionsOf(apiKey: string | null): KeyRestrictions {
  return { filters: apiKey === INTERNAL_KEY ? 'audience:internal' : 'audience:visitor' };
}

export interface HandlerOptions {
  /** Which key getSearchKey hands out: the session the fixture server believes in. */
  key?: () => string;
  onEvents?: (events: unknown[]) => void;
  /** The product records searched, when not FIXTURE_PRODUCTS. */
  records?: readonly FixtureRecord[];
}

/**
 * MSW handlers for the catalogue: /config.json, the session key, searches, insights events and
 * the wishlist the cards' hearts read and change.
 */
export function catalogueHandlers(options: HandlerOptions = {}) {
  return [
    ...fixtureWishlist.handlers,
    http.get('*/config.json', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json({
        environment: 'fixtures',
        remotes: {},
        search: fixtureSearchConfig({
          host: url.host,
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }),
      });
    }),
    http.get('*/action/search/getSearchKey', () =>
      HttpResponse.json({
        appId: FIXTURE_APP_ID,
        apiKey: options.key?.() ?? VISITOR_KEY,
        validUntil: Math.floor(Date.now() / 1000) + 3600,
      }),
    ),
    http.post('*/1/indexes/*/queries', async ({ request }) => {
      const url = new URL(request.url);
      const apiKey =
        request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key');
      try {
        const body: unknown = JSON.parse(await request.text());
        return HttpResponse.json(
          runQueries(fixtureEngine(options.records), restrictionsOf(apiKey), body),
        );
      } catch (error) {
        if (!(error instanceof SearchApiError)) throw error;
        return HttpResponse.json(
          { message: error.message, status: error.status },
          { status: error.status },
        );
      }
    }),
    http.post('*/1/events', async ({ request }) => {
      const body = JSON.parse(await request.text()) as { events?: unknown[] };
      options.onEvents?.(body.events ?? []);
      return HttpResponse.json({ status: 200, message: 'OK' });
    }),
  ];
}
