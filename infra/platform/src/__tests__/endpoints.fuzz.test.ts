import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { MARKETS, searchIndices } from '@specify/contracts';
import { ACTIONS, ACTION_NAMES } from '@specify/contracts/api/actions';
import { DEV_PASSWORD } from '../seed/dev-accounts';
import { FUZZ_RUNS } from '../testing/fuzz-budget';
import { startTestPlatform, TestClient, type TestPlatform } from '../testing/test-platform';

/**
 * Property-based fuzzing of every action and the search API (issue 17 "Fuzzing in CI"): generated
 * and mutated bodies, sent as a visitor and as a signed-in trade user. Invariants for every
 * answer: no 5xx, no stack or internal message in the body, no row written by a refused request,
 * no internal-only product to a session that is not internal, every answer within 1 s.
 *
 * FUZZ_RUNS requests per endpoint (100 unless set; twice that for the search API, whose bodies
 * are the largest space); `FUZZ_RUNS=2000 npx jest fuzz` runs longer. Totals are printed at the
 * end (requests per endpoint).
 */
const MAX_ANSWER_MS = 1000;
/** An endpoint's runs may average at most 600 ms each (a request takes 5 to 20 ms). */
const FUZZ_TIMEOUT_MS = Math.max(60_000, FUZZ_RUNS * 2 * 600);

let platform: TestPlatform;
let visitor: TestClient;
let trade: TestClient;
let internalSkus: string[] = [];
/** A visitor's search key, taken before the actions are fuzzed (they spend its rate limit). */
let key: { appId: string; apiKey: string };
const totals = new Map<string, number>();

/** Tables a refused request must never write (sessions, throttles and analytics may). */
const DOMAIN_TABLES = [
  'accounts',
  'addresses',
  'carts',
  'cart_line_items',
  'wishlists',
  'wishlist_line_items',
  'orders',
  'projects',
  'project_line_items',
  'contact_submissions',
  'feedback',
] as const;

async function domainRowCount(): Promise<number> {
  const query = DOMAIN_TABLES.map((table) => `(select count(*) from ${table})`).join(' + ');
  const result = await platform.database.db.execute(sql.raw(`select ${query} as total`));
  const rows = (result as unknown as { rows: { total: string | number }[] }).rows;
  return Number(rows[0]?.total ?? 0);
}

/**
 * The domain rows as the last request left them. Each request is counted once, after it (nothing
 * else writes between two requests), rather than before and after.
 */
let domainRows = 0;

/** A refused request (4xx) wrote no domain row; the count is then the next request's before. */
async function expectNoRefusedWrite(statusCode: number) {
  const rows = await domainRowCount();
  if (statusCode >= 400) expect(rows).toBe(domainRows);
  domainRows = rows;
}

/** What a body must never show: stack frames, paths, driver and parser internals. */
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\.ts:\d+|TypeError|ReferenceError|SyntaxError: |URIError|relation "|duplicate key|violates|PGlite|ECONN|drizzle/i;

function assertAnswer(
  endpoint: string,
  response: { statusCode: number; body: string },
  elapsedMs: number,
) {
  totals.set(endpoint, (totals.get(endpoint) ?? 0) + 1);
  if (response.statusCode >= 500)
    throw new Error(`${endpoint} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  if (INTERNALS.test(response.body))
    throw new Error(`${endpoint} leaked internals: ${response.body.slice(0, 300)}`);
  for (const sku of internalSkus)
    if (response.body.includes(`"${sku}"`))
      throw new Error(`${endpoint} showed internal-only ${sku} to a non-internal session`);
  if (elapsedMs > MAX_ANSWER_MS) throw new Error(`${endpoint} took ${Math.round(elapsedMs)} ms`);
}

/** Hostile values: wrong types, huge and odd strings, deep nesting, prototype keys. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.string({ minLength: 5_000, maxLength: 60_000 }).map((text) => text.slice(0, 60_000)),
  fc.constantFrom(
    '9'.repeat(20_000),
    '../../etc/passwd',
    '%2e%2e%2f',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '__proto__',
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    [],
    {},
  ),
  fc.array(fc.integer(), { maxLength: 3_000 }),
);

/** The keys a request schema names, so generated bodies reach past the first "unknown key". */
function keysOf(schema: v.GenericSchema): string[] {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  return entries ? Object.keys(entries) : [];
}

function bodyFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const keys = keysOf(schema);
  const shaped =
    keys.length > 0
      ? fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor'), hostileValue, {
          maxKeys: keys.length + 2,
        })
      : fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 4 });
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

beforeAll(async () => {
  platform = await startTestPlatform({ seedCatalogue: true, search: true });
  const products = await platform.services.catalogue.allProducts();
  internalSkus = products
    .filter((product) => product.attributesAlgolia.IsGWAInternal)
    .flatMap((product) => product.variants.map((variant) => variant.sku));
  visitor = new TestClient(platform.app);
  trade = new TestClient(platform.app);
  expect((await trade.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
  const searchKey = await visitor.request('GET', '/action/search/getSearchKey');
  expect(searchKey.statusCode).toBe(200);
  key = searchKey.json();
  domainRows = await domainRowCount();
}, 120_000);

afterAll(async () => {
  const lines = [...totals].map(([endpoint, count]) => `${endpoint}: ${count}`);
  console.info(`fuzz totals (${FUZZ_RUNS} runs per endpoint)\n${lines.join('\n')}`);
  await platform?.close();
});

/** Account actions that end or change the fuzzing session itself are sent as a visitor only. */
const VISITOR_ONLY = new Set([
  'account/logout',
  'account/deleteAccount',
  'account/changePassword',
  'account/update',
]);

describe.each(ACTION_NAMES.map((name) => [name] as const))('action %s', (name) => {
  it(
    'answers every generated body without 5xx, leaks or refused writes',
    async () => {
      const spec = ACTIONS[name];
      const sessions = VISITOR_ONLY.has(name)
        ? (['visitor'] as const)
        : (['visitor', 'trade'] as const);
      await fc.assert(
        fc.asyncProperty(bodyFor(spec.request), fc.constantFrom(...sessions), async (body, who) => {
          const client = who === 'trade' ? trade : visitor;
          const started = performance.now();
          const response = await client.request('POST', `/action/${name}`, body);
          assertAnswer(`action ${name}`, response, performance.now() - started);
          await expectNoRefusedWrite(response.statusCode);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe('search API', () => {
  it(
    'answers every generated multi-query without 5xx or leaks',
    async () => {
      const indexName = searchIndices('specify').au.products.newest;
      const request = fc.dictionary(
        fc.constantFrom(
          'indexName',
          'query',
          'filters',
          'facetFilters',
          'numericFilters',
          'hitsPerPage',
          'page',
          'offset',
          'length',
          'facets',
          'maxValuesPerFacet',
          'attributesToRetrieve',
        ),
        hostileValue,
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.record({ requests: fc.array(request, { maxLength: 60 }) }),
            fc.record({
              requests: fc.array(
                request.map((params) => ({ indexName, ...params })),
                { maxLength: 5 },
              ),
            }),
            hostileValue,
          ),
          async (body) => {
            const started = performance.now();
            const response = await platform.app.inject({
              method: 'POST',
              url: '/1/indexes/*/queries',
              headers: {
                'x-algolia-application-id': key.appId,
                'x-algolia-api-key': key.apiKey,
                'content-type': 'application/json',
              },
              payload: JSON.stringify(body ?? null),
            });
            assertAnswer('search /1/indexes/*/queries', response, performance.now() - started);
          },
        ),
        { numRuns: FUZZ_RUNS * 2 },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});

describe.each(MARKETS.map((market) => [market] as const))('upload-excel in %s', (market) => {
  it(
    'answers generated files and fields without 5xx or refused writes',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 20_000 }),
          fc.constantFrom('list.csv', 'list.xlsx', 'list.txt', '../../x.csv', ''),
          fc.string({ maxLength: 80 }),
          async (bytes, fileName, projectId) => {
            const boundary = 'fuzzboundary';
            const part = (headers: string, content: Buffer | string) =>
              Buffer.concat([
                Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
                Buffer.isBuffer(content) ? content : Buffer.from(content),
                Buffer.from('\r\n'),
              ]);
            const payload = Buffer.concat([
              part(
                `Content-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv`,
                Buffer.from(bytes),
              ),
              part('Content-Disposition: form-data; name="projectId"', projectId),
              part('Content-Disposition: form-data; name="customerId"', projectId),
              Buffer.from(`--${boundary}--\r\n`),
            ]);
            const started = performance.now();
            const response = await trade.request('POST', `/${market}/api/upload-excel/`, payload, {
              'content-type': `multipart/form-data; boundary=${boundary}`,
            });
            assertAnswer(`upload-excel ${market}`, response, performance.now() - started);
            await expectNoRefusedWrite(response.statusCode);
          },
        ),
        { numRuns: FUZZ_RUNS },
      );
    },
    FUZZ_TIMEOUT_MS,
  );
});
