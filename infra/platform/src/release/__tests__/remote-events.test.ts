import {
  MAX_REMOTE_EVENTS_BODY_BYTES,
  REMOTE_EVENTS_PATH,
  RELEASE_BUCKET_COOKIE,
} from '@specify/contracts/release/telemetry';
import type { RuntimeConfig } from '@specify/contracts';
import { remoteSessions } from '../../db/schema';
import {
  bucketOf,
  startReleasePlatform,
  type ReleasePlatform,
} from '../../testing/release-platform';
import { TestClient } from '../../testing/test-platform';
import { TELEMETRY_TOKEN_TTL_MS } from '../release-cookies';

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

/** The telemetry token of each browser's page. */
const tokens = new WeakMap<TestClient, string>();
const tokenOf = (client: TestClient) => tokens.get(client) ?? '';

/** A browser with its bucket and its page's token, from a first /config.json. */
async function browser(): Promise<TestClient> {
  const client = new TestClient(platform.app, 'au', nextAddress());
  const config = (await client.request('GET', '/config.json')).json<RuntimeConfig>();
  tokens.set(client, config.telemetry?.token ?? '');
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
      client.request('POST', REMOTE_EVENTS_PATH, { token: tokenOf(client), events }, SAME_ORIGIN);

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

    const empty = await browser();
    await empty.request(
      'POST',
      REMOTE_EVENTS_PATH,
      { token: tokenOf(empty), events: [] },
      SAME_ORIGIN,
    );
    const other = await browser();
    await other.request(
      'POST',
      REMOTE_EVENTS_PATH,
      { token: tokenOf(other), events: [event(servedContent(other), 'mounted')] },
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
        token: tokenOf(client),
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
    const page = await browser();
    const batch = {
      token: tokenOf(page),
      events: [event(stable, 'failed'), event(canary, 'failed')],
    };
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

  it("counts a report only with its page's token: none, another session's, a forged or an old one count nothing", async () => {
    const client = await browser();
    const other = await browser();
    const events = [event(servedContent(client), 'failed')];
    const [sessionToken = '', signature = ''] = [
      tokenOf(client).slice(0, tokenOf(client).lastIndexOf('.')),
      tokenOf(client).slice(tokenOf(client).lastIndexOf('.') + 1),
    ];
    const refused = [
      tokenOf(other),
      `${sessionToken.replace(/~\d+~/, '~1~')}.${signature}`,
      `${sessionToken}.${'A'.repeat(signature.length)}`,
      'not-a-token',
    ];
    for (const token of refused) {
      const response = await client.request(
        'POST',
        REMOTE_EVENTS_PATH,
        { token, events },
        SAME_ORIGIN,
      );
      expect(response.statusCode).toBe(204);
    }
    expect(await storedRows()).toEqual([]);

    // The page's own token, until it is TELEMETRY_TOKEN_TTL_MS old.
    platform.advanceClock(TELEMETRY_TOKEN_TTL_MS + 1);
    await client.request(
      'POST',
      REMOTE_EVENTS_PATH,
      { token: tokenOf(client), events },
      SAME_ORIGIN,
    );
    expect(await storedRows()).toEqual([]);
  });

  it('counts a version only if the page was served it, and a replayed report changes nothing', async () => {
    let client = await browser();
    // In the canary's buckets, so the canary promoted next would be this session's to report.
    while (bucketOf(client) >= 50) client = await browser();
    const served = servedContent(client);
    // A page served before a promotion names the versions of then.
    const servedBefore = tokenOf(client);
    const next = await platform.publish('mf-content', `next-${lastAddress}`);
    const events = [event(next, 'failed')];
    await platform.registry.promote('mf-content', next, 'local', { canaryShare: 50 });
    try {
      await client.request(
        'POST',
        REMOTE_EVENTS_PATH,
        { token: servedBefore, events },
        SAME_ORIGIN,
      );
      expect(await storedRows()).toEqual([]);
    } finally {
      await platform.registry.rollbackCanary('mf-content', 'local', next, {
        actor: 'test',
        reason: 'test',
      });
      await platform.registry.promote('mf-content', canary, 'local', { canaryShare: 50 });
    }
    for (let replay = 0; replay < 3; replay += 1)
      await client.request(
        'POST',
        REMOTE_EVENTS_PATH,
        { token: servedBefore, events: [event(served, 'failed')] },
        SAME_ORIGIN,
      );
    expect(await storedRows()).toHaveLength(1);
  });

  it('takes beacons from this site only: another site gets 403 and counts for nothing', async () => {
    const client = await browser();
    const batch = { token: tokenOf(client), events: [event(servedContent(client), 'failed')] };
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

    const token = tokenOf(client);
    const tooLarge = await send(
      JSON.stringify({
        token,
        events: [event(version, 'failed')],
        padding: 'x'.repeat(MAX_REMOTE_EVENTS_BODY_BYTES),
      }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual(error('BODY_TOO_LARGE', 413));

    const text = await send(
      JSON.stringify({ token, events: [event(version, 'failed')] }),
      'text/plain',
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(error('UNSUPPORTED_MEDIA_TYPE', 415));

    expect((await send('{"events": [')).json()).toEqual(error('INVALID_JSON', 400));
    for (const body of [
      {},
      { token, events: [] },
      { events: [event(version, 'failed')] },
      { token: 'x'.repeat(513), events: [event(version, 'failed')] },
      { token, events: [{ ...event(version, 'failed'), remote: 'mf-nope' }] },
      { token, events: [{ ...event(version, 'failed'), mountMs: -1 }] },
      { token, events: [{ ...event(version, 'failed'), code: 'not a code' }] },
      { token, events: Array.from({ length: 21 }, () => event(version, 'mounted')) },
    ]) {
      const response = await send(JSON.stringify(body));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(error('BAD_REQUEST', 400));
    }
    expect(await storedRows()).toEqual([]);
  });

  it('limits each address, then answers 429 with Retry-After', async () => {
    const client = await browser();
    const batch = { token: tokenOf(client), events: [event(servedContent(client), 'mounted')] };
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
