import {
  MAX_REMOTE_EVENTS_BODY_BYTES,
  REMOTE_EVENTS_PATH,
  RELEASE_BUCKET_COOKIE,
} from '@specify/contracts/release/telemetry';
import { remoteSessions } from '../../db/schema';
import {
  bucketOf,
  startReleasePlatform,
  type ReleasePlatform,
} from '../../testing/release-platform';
import { TestClient } from '../../testing/test-platform';

let platform: ReleasePlatform;
let stable: string;
let canary: string;
let product: string;

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

beforeAll(async () => {
  platform = await startReleasePlatform({
    rateLimits: { remoteEvents: { max: 5, windowMs: 60_000 } },
  });
  stable = await platform.publish('mf-content', 'stable');
  canary = await platform.publish('mf-content', 'canary');
  product = await platform.publish('mf-product', 'product');
  await platform.registry.promote('mf-content', stable, 'local');
  await platform.registry.promote('mf-content', canary, 'local', { canaryShare: 50 });
  await platform.registry.promote('mf-product', product, 'local');
});
afterAll(() => platform.close());
beforeEach(() => platform.services.db.delete(remoteSessions));

/** A new client address per use, so the rate limit of one test never reaches another. */
let lastAddress = 0;
const nextAddress = () => `198.51.100.${(lastAddress += 1)}`;

/** A browser with its bucket, from a first /config.json. */
async function browser(): Promise<TestClient> {
  const client = new TestClient(platform.app, 'au', nextAddress());
  await client.request('GET', '/config.json');
  return client;
}

const servedContent = (client: TestClient) => (bucketOf(client) < 50 ? canary : stable);

const event = (version: string, outcome: 'mounted' | 'failed', remote = 'mf-content') => ({
  remote,
  version,
  outcome,
  ...(outcome === 'failed' ? { code: 'SPEC-MOUNT-001' } : {}),
  mountMs: 420,
});

const storedRows = () => platform.services.db.select().from(remoteSessions);

describe('POST /telemetry/remote-events', () => {
  it('counts a session once per version it was served, failing once any of its loads failed', async () => {
    const client = await browser();
    const version = servedContent(client);
    const post = (events: unknown[]) =>
      client.request('POST', REMOTE_EVENTS_PATH, { events }, SAME_ORIGIN);

    const first = await post([event(version, 'mounted')]);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(await storedRows()).toEqual([
      expect.objectContaining({
        environment: 'local',
        remote: 'mf-content',
        version,
        failed: false,
      }),
    ]);
    expect((await post([event(version, 'failed')])).statusCode).toBe(204);
    expect((await post([event(version, 'mounted')])).statusCode).toBe(204);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.failed).toBe(true);
    // The cookie's random id, nothing about the person.
    const [, id] = decodeURIComponent(client.cookies.get(RELEASE_BUCKET_COOKIE) ?? '').split('.');
    expect(rows[0]?.sessionId).toBe(id);

    await (await browser()).request('POST', REMOTE_EVENTS_PATH, { events: [] }, SAME_ORIGIN);
    const other = await browser();
    await other.request(
      'POST',
      REMOTE_EVENTS_PATH,
      { events: [event(servedContent(other), 'mounted')] },
      SAME_ORIGIN,
    );
    expect(await storedRows()).toHaveLength(2);
  });

  it("keeps only what compares a canary: the version the session's bucket is served", async () => {
    const client = await browser();
    const notServed = servedContent(client) === canary ? stable : canary;
    const response = await client.request(
      'POST',
      REMOTE_EVENTS_PATH,
      {
        events: [
          event(notServed, 'failed'),
          // No canary runs for mf-product.
          event(product, 'failed', 'mf-product'),
        ],
      },
      SAME_ORIGIN,
    );
    expect(response.statusCode).toBe(204);
    expect(await storedRows()).toEqual([]);
  });

  it('accepts and ignores events without a bucket cookie the platform signed', async () => {
    const batch = { events: [event(stable, 'failed'), event(canary, 'failed')] };
    const noCookie = await platform.app.inject({
      method: 'POST',
      url: REMOTE_EVENTS_PATH,
      headers: SAME_ORIGIN,
      payload: batch,
      remoteAddress: nextAddress(),
    });
    expect(noCookie.statusCode).toBe(204);
    const forged = await platform.app.inject({
      method: 'POST',
      url: REMOTE_EVENTS_PATH,
      headers: SAME_ORIGIN,
      cookies: { [RELEASE_BUCKET_COOKIE]: `0.${'A'.repeat(22)}.${'B'.repeat(43)}` },
      payload: batch,
      remoteAddress: nextAddress(),
    });
    expect(forged.statusCode).toBe(204);
    expect(await storedRows()).toEqual([]);
  });

  it('takes beacons from this site only: another site gets 403 and counts for nothing', async () => {
    const client = await browser();
    const batch = { events: [event(servedContent(client), 'failed')] };
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example.com' },
      {},
    ];
    for (const headers of foreign) {
      const response = await client.request('POST', REMOTE_EVENTS_PATH, batch, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ isError: true, statusCode: 403, code: 'FORBIDDEN' });
    }
    expect(await storedRows()).toEqual([]);

    // A browser without Sec-Fetch-Site still sends its Origin.
    const sameOrigin = await client.request('POST', REMOTE_EVENTS_PATH, batch, {
      origin: 'http://localhost:80',
    });
    expect(sameOrigin.statusCode).toBe(204);
    expect(await storedRows()).toHaveLength(1);
  });

  it('takes JSON of at most MAX_REMOTE_EVENTS_BODY_BYTES that follows the schema', async () => {
    const client = await browser();
    const version = servedContent(client);
    // From a new address each, so the rate limit stays out of it.
    const send = (payload: string, contentType = 'application/json') =>
      platform.app.inject({
        method: 'POST',
        url: REMOTE_EVENTS_PATH,
        headers: { ...SAME_ORIGIN, 'content-type': contentType },
        cookies: Object.fromEntries(client.cookies),
        payload,
        remoteAddress: nextAddress(),
      });
    const error = (code: string, statusCode: number) => ({
      isError: true,
      statusCode,
      code,
      message: expect.any(String),
      requestId: expect.any(String),
    });

    const tooLarge = await send(
      JSON.stringify({
        events: [event(version, 'failed')],
        padding: 'x'.repeat(MAX_REMOTE_EVENTS_BODY_BYTES),
      }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(error('BODY_TOO_LARGE', 413));

    const text = await send(JSON.stringify({ events: [event(version, 'failed')] }), 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(error('UNSUPPORTED_MEDIA_TYPE', 415));

    expect((await send('{"events": [')).json()).toEqual(error('INVALID_JSON', 400));
    for (const body of [
      {},
      { events: [] },
      { events: [{ ...event(version, 'failed'), remote: 'mf-nope' }] },
      { events: [{ ...event(version, 'failed'), mountMs: -1 }] },
      { events: [{ ...event(version, 'failed'), code: 'not a code' }] },
      { events: Array.from({ length: 21 }, () => event(version, 'mounted')) },
    ]) {
      const response = await send(JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error('BAD_REQUEST', 400));
    }
    expect(await storedRows()).toEqual([]);
  });

  it('limits each address, then answers 429 with Retry-After', async () => {
    const client = await browser();
    const batch = { events: [event(servedContent(client), 'mounted')] };
    for (let sent = 0; sent < 5; sent += 1) {
      expect(
        (await client.request('POST', REMOTE_EVENTS_PATH, batch, SAME_ORIGIN)).statusCode,
      ).toBe(204);
    }
    const limited = await client.request('POST', REMOTE_EVENTS_PATH, batch, SAME_ORIGIN);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
