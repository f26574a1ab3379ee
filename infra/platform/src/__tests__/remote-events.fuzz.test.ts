import fc from 'fast-check';
import { REMOTES, type RuntimeConfig } from '@specify/contracts';
import { REMOTE_EVENTS_PATH, RELEASE_BUCKET_COOKIE } from '@specify/contracts/release/telemetry';
import { remoteSessions } from '../db/schema';
import { FUZZ_RUNS } from '../testing/fuzz-budget';
import { startReleasePlatform, type ReleasePlatform } from '../testing/release-platform';
import { TestClient } from '../testing/test-platform';

/**
 * Property-based fuzzing of the remote telemetry endpoint (issue 19), beside the actions' and the
 * search API's in endpoints.fuzz.test.ts: generated bodies, content types, origins and cookies.
 * Every answer is one of the endpoint's, never a 5xx or internals, within 1 s; and nothing is
 * stored for a request that is not a valid same-origin JSON batch.
 */
const MAX_ANSWER_MS = 1000;
const ANSWERS = new Set([204, 400, 403, 413, 415]);
const INTERNALS =
  /\n\s+at |node_modules|\/work\/|\.ts:\d+|TypeError|ReferenceError|SyntaxError: |relation "|violates|PGlite|drizzle/i;

let platform: ReleasePlatform;
let versions: string[];
let bucketCookie: string;
let pageToken: string;

beforeAll(async () => {
  // No rate limit in the way: the property is about what any single request does.
  platform = await startReleasePlatform({
    rateLimits: { remoteEvents: { max: 1_000_000, windowMs: 60_000 } },
  });
  const stable = await platform.publish('mf-content', 'stable');
  const canary = await platform.publish('mf-content', 'canary');
  await platform.registry.promote('mf-content', stable, 'local');
  await platform.registry.promote('mf-content', canary, 'local', { canaryShare: 50 });
  versions = [stable, canary];
  const client = new TestClient(platform.app);
  const config = (await client.request('GET', '/config.json')).json<RuntimeConfig>();
  bucketCookie = client.cookies.get(RELEASE_BUCKET_COOKIE) ?? '';
  pageToken = config.telemetry?.token ?? '';
}, 60_000);
afterAll(() => platform?.close());

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom('__proto__', '\u0000', -1, 1e308, null, true, [], {}, '9'.repeat(5_000)),
);

/** Events near the schema: real remotes and the published versions, or anything. */
const eventLike = (published: string[]) =>
  fc.record(
    {
      remote: fc.oneof(fc.constantFrom(...REMOTES), hostileValue),
      version: fc.oneof(fc.constantFrom(...published, '0.1.0-0000000000'), hostileValue),
      outcome: fc.oneof(fc.constantFrom('mounted', 'failed'), hostileValue),
      code: fc.oneof(fc.constantFrom('SPEC-MOUNT-001'), hostileValue),
      mountMs: fc.oneof(fc.integer({ min: -10, max: 700_000 }), hostileValue),
    },
    { requiredKeys: [] },
  );

const body = (published: string[]) =>
  fc.oneof(
    fc
      .record({
        token: fc.oneof(fc.constant(pageToken), fc.string({ maxLength: 600 })),
        events: fc.array(eventLike(published), { maxLength: 25 }),
      })
      .map((batch) => JSON.stringify(batch)),
    hostileValue.map((value) => JSON.stringify(value) ?? ''),
    fc.string({ maxLength: 10_000 }),
  );

describe('remote telemetry endpoint', () => {
  it('answers every generated request with one of its answers, storing only valid batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        body(versions),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', ''),
        fc.constantFrom<Record<string, string>>(
          { 'sec-fetch-site': 'same-origin' },
          { 'sec-fetch-site': 'cross-site' },
          { origin: 'https://evil.example.com' },
          {},
        ),
        fc.oneof(fc.constant(bucketCookie), fc.string({ maxLength: 100 })),
        async (payload, contentType, origin, cookie) => {
          await platform.services.db.delete(remoteSessions);
          const started = performance.now();
          const response = await platform.app.inject({
            method: 'POST',
            url: REMOTE_EVENTS_PATH,
            headers: { ...origin, ...(contentType ? { 'content-type': contentType } : {}) },
            cookies: { [RELEASE_BUCKET_COOKIE]: cookie },
            payload,
          });
          const elapsedMs = performance.now() - started;
          if (!ANSWERS.has(response.statusCode))
            throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          if (INTERNALS.test(response.body))
            throw new Error(`leaked internals: ${response.body.slice(0, 300)}`);
          if (elapsedMs > MAX_ANSWER_MS) throw new Error(`took ${Math.round(elapsedMs)} ms`);
          const stored = await platform.services.db.select().from(remoteSessions);
          if (response.statusCode !== 204) expect(stored).toEqual([]);
          for (const row of stored) expect(versions).toContain(row.version);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  }, 60_000);
});
