import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { SearchEngine } from '@specify/search-engine';
import type { ValidatedInsightsEvent } from '../insights';
import { searchRoutes } from '../routes';

/**
 * Algolia's client test suite (CTS) request fixtures replayed against our API: every request
 * shape the official clients send must be accepted (or refused for a stated reason), and where
 * the fixture gives Algolia's answer, ours must match it field for field.
 */
interface Fixture {
  testName?: string;
  request: { path: string; method: string; body?: unknown };
  response?: { statusCode: number; body?: unknown };
}

const FIXTURES = join(__dirname, 'fixtures/algolia-cts');
const load = (name: string) =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Fixture[];

/** Requests a conforming server refuses, and why. */
const REFUSED: Record<string, [number, string]> = {
  // numericFilters "mySearch:filters" is not a numeric filter.
  'search filters accept all of the possible shapes': [400, 'numericFilters: Invalid syntax'],
  // The fixture's quotes do not balance: `content:"She said "Hello World"`.
  escape_double_quotes: [400, 'Unterminated string'],
  // `facetFilters=['bar']` inside params is neither JSON nor attribute:value.
  'get searchForFacetValues results with all parameters': [400, 'facetFilters: Invalid JSON array'],
};
/** Answer fields we do not produce (query categorisation is an Algolia add-on). */
const UNSUPPORTED_RESPONSE = new Set(['withQueryCategorization']);

const events: ValidatedInsightsEvent[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  const engine = new SearchEngine();
  const plain = { searchableAttributes: [] as string[], attributesForFaceting: [] as string[] };
  for (const name of [
    '<YOUR_INDEX_NAME>',
    'theIndexName2',
    'cts_e2e_search_empty_index',
    'cts_e2e_space in index',
    'playlists',
    'cts_e2e_query_categorization',
  ]) {
    engine.setIndex(name, [], plain);
  }
  for (const name of ['theIndexName', 'theIndexName2', 'indexName']) {
    engine.setIndex(name, [], {
      ...plain,
      attributesForFaceting: [
        'searchable(theFacet)',
        'searchable(facetName)',
        'searchable(author)',
      ],
    });
  }
  engine.setIndex(
    'cts_e2e_highlight_snippet_results',
    [{ objectID: '1', editor: { name: 'vim', type: 'beforeneovim' }, names: ['vim', ':q'] }],
    {
      searchableAttributes: ['editor.name', 'names'],
      attributesForFaceting: [],
    },
  );
  engine.setIndex(
    'cts_e2e_search_facet',
    ['visual studio', 'neovim', 'goland', 'vscode'].map((editor, i) => ({
      objectID: String(i),
      editor,
    })),
    {
      searchableAttributes: ['editor'],
      attributesForFaceting: ['searchable(editor)'],
      attributesToHighlight: ['editor'],
    },
  );
  engine.setIndex(
    'cts_e2e_browse',
    [
      {
        objectID: '1',
        title: 'Batman: Mask of the Phantasm',
        genres: ['Animated', 'Superhero', 'Romance'],
        year: 1993,
      },
    ],
    { searchableAttributes: ['title', 'genres', 'year'], attributesForFaceting: [] },
  );
  app = Fastify();
  await app.register(searchRoutes, {
    engine,
    appId: 'CTS',
    searchApiKey: 'search-key',
    insightsSink: async (batch) => {
      events.push(...batch);
    },
  });
});
afterAll(() => app.close());

function send(fixture: Fixture, body = fixture.request.body) {
  return app.inject({
    method: fixture.request.method as 'POST',
    url: fixture.request.path,
    headers: {
      'x-algolia-application-id': 'CTS',
      'x-algolia-api-key': 'search-key',
      'content-type': 'text/plain',
    },
    payload: body === undefined ? '{}' : JSON.stringify(body),
  });
}

const searchFixtures = [
  ...load('requests--search--search'),
  ...load('requests--search--searchSingleIndex'),
  ...load('requests--search--searchForFacetValues'),
];

describe('CTS search request fixtures', () => {
  it.each(searchFixtures.map((f) => [f.testName ?? f.request.path, f] as const))(
    '%s',
    async (name, fixture) => {
      const response = await send(fixture);
      const refused = REFUSED[name];
      if (refused) {
        expect(response.statusCode).toBe(refused[0]);
        expect(response.json()).toMatchObject({
          status: refused[0],
          message: expect.stringContaining(refused[1]),
        });
        return;
      }
      expect({
        name,
        status: response.statusCode,
        body: response.statusCode === 200 ? '' : response.body,
      }).toEqual({ name, status: 200, body: '' });
      if (fixture.response?.body && !UNSUPPORTED_RESPONSE.has(name)) {
        expect(response.json()).toMatchObject(fixture.response.body as object);
      }
    },
  );
});

describe('CTS insights fixtures', () => {
  const fixtures = load('requests--insights--pushEvents');
  const now = Date.now();
  const withNow = (body: unknown) =>
    JSON.parse(
      JSON.stringify(body).replace(/"\$\{\{nowRounded\}\}"|1641290601962/g, String(now)),
    ) as unknown;

  it.each(fixtures.map((f, i) => [f.testName ?? `events #${i}`, f] as const))(
    '%s is accepted (timestamps set to now)',
    async (_name, fixture) => {
      const response = await send(fixture, withNow(fixture.request.body));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OK', status: 200 });
    },
  );

  it('stores the events as validated', () => {
    expect(events.some((e) => e.eventSubtype === 'addToCart' && e.objectData?.length === 2)).toBe(
      true,
    );
  });

  it('refuses the fixtures’ 2022 timestamps: Algolia takes events up to 4 days old', async () => {
    const response = await send(fixtures[0]!);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('within the last 4 days');
  });

  it.each([
    ['no events', { events: [] }, 'events must hold 1 to 100 events'],
    [
      // Algolia takes 1000; the platform stores them for anyone, so it takes 100 (insights.ts).
      '101 events',
      {
        events: Array.from({ length: 101 }, () => ({
          eventType: 'view',
          eventName: 'v',
          index: 'i',
          userToken: 'u',
          objectIDs: ['1'],
        })),
      },
      'events must hold 1 to 100 events',
    ],
    [
      'bad userToken',
      {
        events: [
          {
            eventType: 'view',
            eventName: 'v',
            index: 'i',
            userToken: 'has space',
            objectIDs: ['1'],
          },
        ],
      },
      'userToken must match',
    ],
    [
      '21 objectIDs',
      {
        events: [
          {
            eventType: 'view',
            eventName: 'v',
            index: 'i',
            userToken: 'u',
            objectIDs: Array.from({ length: 21 }, (_, i) => String(i)),
          },
        ],
      },
      'at most 20',
    ],
    [
      'positions without queryID',
      {
        events: [
          {
            eventType: 'click',
            eventName: 'c',
            index: 'i',
            userToken: 'u',
            objectIDs: ['1'],
            positions: [1],
          },
        ],
      },
      'positions need a queryID',
    ],
    [
      'click after search without positions',
      {
        events: [
          {
            eventType: 'click',
            eventName: 'c',
            index: 'i',
            userToken: 'u',
            objectIDs: ['1'],
            queryID: 'f'.repeat(32),
          },
        ],
      },
      'needs positions',
    ],
    [
      'bad queryID',
      {
        events: [
          {
            eventType: 'conversion',
            eventName: 'c',
            index: 'i',
            userToken: 'u',
            objectIDs: ['1'],
            queryID: 'xyz',
          },
        ],
      },
      '32 hexadecimal',
    ],
  ])('refuses %s with 422', async (_name, body, message) => {
    const response = await send({ request: { method: 'POST', path: '/1/events' } }, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(message);
  });
});

describe('protocol details', () => {
  it('answers CORS preflights and takes credentials from the query string in any case', async () => {
    const preflight = await app.inject({ method: 'OPTIONS', url: '/1/indexes/*/queries' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const response = await app.inject({
      method: 'POST',
      url: '/1/indexes/cts_e2e_search_facet/query?X-Algolia-Application-Id=CTS&X-Algolia-API-Key=search-key',
      payload: JSON.stringify({ params: 'query=neo&hitsPerPage=1' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.json()).toMatchObject({
      nbHits: 1,
      hitsPerPage: 1,
      query: 'neo',
      params: 'query=neo&hitsPerPage=1',
    });
  });

  it('refuses a missing key and an unknown parameter the way Algolia does', async () => {
    const noKey = await app.inject({
      method: 'POST',
      url: '/1/indexes/indexName/query',
      payload: '{}',
    });
    expect(noKey.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    const unknown = await send(
      { request: { method: 'POST', path: '/1/indexes/indexName/query' } },
      { nope: 1 },
    );
    expect(unknown.json()).toEqual({ message: 'Unknown parameter: nope', status: 400 });
    const missing = await send(
      { request: { method: 'POST', path: '/1/indexes/missing/query' } },
      {},
    );
    expect(missing.json()).toEqual({ message: 'Index does not exist', status: 404 });
  });
});
