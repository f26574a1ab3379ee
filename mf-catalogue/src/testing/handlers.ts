import { http, HttpResponse } from 'msw';
import { searchIndices, type RuntimeConfig } from '@specify/contracts';
import { FIXTURE_BIM, FIXTURE_PRODUCTS, FIXTURE_SUGGESTIONS } from './fixture-records';
import { runQuery, type FixtureQuery, type Json } from './fixture-search';

export const FIXTURE_APP_ID = 'SPECIFYFIXTURE';
/** Fixture keys: the platform's are HMAC-signed; here the key just names the audience. */
export const VISITOR_KEY = 'fixture-visitor-key';
export const INTERNAL_KEY = 'fixture-internal-key';

export function fixtureSearchConfig(origin: { host: string; protocol: 'http' | 'https' }) {
  return {
    appId: FIXTURE_APP_ID,
    hosts: [{ url: origin.host, protocol: origin.protocol }],
    insightsHost: `${origin.protocol}://${origin.host}`,
    keyUrl: '/action/search/getSearchKey',
    indexPrefix: 'specify',
    indices: searchIndices('specify'),
  } satisfies NonNullable<RuntimeConfig['search']>;
}

function recordsOf(indexName: string): Json[] {
  if (indexName.includes('bim_library')) return FIXTURE_BIM as unknown as Json[];
  if (indexName.includes('query_suggestions')) return FIXTURE_SUGGESTIONS as unknown as Json[];
  if (indexName.includes('_products_') || indexName.includes('search_variant'))
    return FIXTURE_PRODUCTS as unknown as Json[];
  return [];
}

function entryParams(entry: Json): FixtureQuery {
  const { params, ...rest } = entry;
  const parsed =
    typeof params === 'string'
      ? Object.fromEntries(
          [...new URLSearchParams(params)].map(([key, value]) => {
            try {
              return [key, JSON.parse(value) as unknown];
            } catch {
              return [key, value];
            }
          }),
        )
      : ((params as Json | undefined) ?? {});
  return { ...rest, ...parsed } as unknown as FixtureQuery;
}

export interface HandlerOptions {
  /** Which key getSearchKey hands out: the session the fixture server believes in. */
  key?: () => string;
  onEvents?: (events: unknown[]) => void;
  onQueries?: (requests: FixtureQuery[]) => void;
}

/** MSW handlers for the catalogue: /config.json, the session key, searches and insights events. */
export function catalogueHandlers(options: HandlerOptions = {}) {
  return [
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
      const key =
        request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key');
      const audience = key === INTERNAL_KEY ? 'internal' : 'visitor';
      const body = JSON.parse(await request.text()) as { requests: Json[] };
      const requests = body.requests.map(entryParams);
      options.onQueries?.(requests);
      return HttpResponse.json({
        results: requests.map((entry) => runQuery(recordsOf(entry.indexName), entry, audience)),
      });
    }),
    http.post('*/1/events', async ({ request }) => {
      const body = JSON.parse(await request.text()) as { events?: unknown[] };
      options.onEvents?.(body.events ?? []);
      return HttpResponse.json({ status: 200, message: 'OK' });
    }),
  ];
}
