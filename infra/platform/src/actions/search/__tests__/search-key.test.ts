import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { liteClient } from 'algoliasearch/lite';
import { count } from 'drizzle-orm';
import { searchIndices, type Product } from '@specify/contracts';
import { insightsEvents } from '../../../db/schema';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';

/** Insights requests an address may send a minute, in this suite. */
const INSIGHTS_PER_MINUTE = 8;

let platform: TestPlatform;
let host: string;
let hidden: Product;

beforeAll(async () => {
  platform = await startTestPlatform({
    seedCatalogue: true,
    search: true,
    rateLimits: { insights: { max: INSIGHTS_PER_MINUTE, windowMs: 60_000 } },
  });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  hidden = (await platform.services.catalogue.allProducts()).find(
    (product) => product.attributesAlgolia.IsGWAInternal,
  )!;
}, 60_000);
afterAll(() => platform.close());

async function keyFor(client: TestClient) {
  const response = await client.request('GET', '/action/search/getSearchKey');
  expect(response.statusCode).toBe(200);
  return response.json() as { appId: string; apiKey: string; validUntil: number };
}

async function hitsFor(key: { appId: string; apiKey: string }, query: string) {
  const client = liteClient(key.appId, key.apiKey, {
    hosts: [{ url: host, protocol: 'http', accept: 'readWrite' }],
  });
  const { results } = await client.search({
    requests: [{ indexName: searchIndices('specify').au.products.newest, query, hitsPerPage: 12 }],
  });
  const [result] = results;
  return result && 'hits' in result ? (result.hits as { slug?: string }[]) : [];
}

describe('search/getSearchKey', () => {
  it('gives visitors a key that never finds internal-only products, and internal users one that does', async () => {
    const visitorKey = await keyFor(new TestClient(platform.app));
    expect(visitorKey.validUntil).toBeGreaterThan(Date.now() / 1000);
    const sku = hidden.variants[0]!.sku;
    expect(await hitsFor(visitorKey, sku)).toEqual([]);

    const internal = new TestClient(platform.app);
    await internal.login('internal@example.com', DEV_PASSWORD);
    const internalHits = await hitsFor(await keyFor(internal), sku);
    expect(internalHits.map((hit) => hit.slug)).toContain(hidden.slug);
  });

  it('stores insights events sent with a session key', async () => {
    const key = await keyFor(new TestClient(platform.app));
    const response = await fetch(`http://${host}/1/events`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': key.appId,
        'x-algolia-api-key': key.apiKey,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        events: [
          {
            eventType: 'view',
            eventName: 'Product Viewed',
            index: searchIndices('specify').au.products.newest,
            userToken: 'anonymous-visitor-1',
            objectIDs: ['x1'],
          },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const [row] = await platform.services.db.select({ value: count() }).from(insightsEvents);
    expect(row?.value).toBe(1);
  });
});

describe('POST /1/events is bounded: anyone with a session key may post, and the platform stores it', () => {
  const index = searchIndices('specify').au.products.newest;
  const event = (objectID = 'x1') => ({
    eventType: 'view',
    eventName: 'Product Viewed',
    index,
    userToken: 'anonymous-visitor-2',
    objectIDs: [objectID],
  });
  const stored = async () =>
    (await platform.services.db.select({ value: count() }).from(insightsEvents))[0]?.value;

  async function post(body: BodyInit, headers: Record<string, string> = {}) {
    const key = await keyFor(new TestClient(platform.app));
    return fetch(`http://${host}/1/events`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': key.appId,
        'x-algolia-api-key': key.apiKey,
        'content-type': 'application/json',
        ...headers,
      },
      body,
    });
  }

  it('refuses an objectID over 512 bytes and more than 100 events, storing nothing', async () => {
    const before = await stored();
    const long = await post(JSON.stringify({ events: [event('x'.repeat(513))] }));
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({ message: expect.stringContaining('512 bytes') });
    const many = await post(JSON.stringify({ events: Array.from({ length: 101 }, () => event()) }));
    expect(many.status).toBe(422);
    expect(await stored()).toBe(before);
  });

  it('refuses a gzip body that inflates beyond its limit', async () => {
    const before = await stored();
    const body = JSON.stringify({ events: [event()], padding: ' '.repeat(200 * 1024) });
    const response = await post(new Blob([new Uint8Array(gzipSync(body))]), {
      'content-encoding': 'gzip',
    });
    expect(response.status).toBe(413);
    expect(await stored()).toBe(before);
  });

  it('limits the requests of one address, before reading their bodies', async () => {
    const key = await keyFor(new TestClient(platform.app));
    const send = () =>
      platform.app.inject({
        method: 'POST',
        url: '/1/events',
        remoteAddress: '203.0.113.77',
        headers: {
          'x-algolia-application-id': key.appId,
          'x-algolia-api-key': key.apiKey,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ events: [event()] }),
      });
    for (let sent = 0; sent < INSIGHTS_PER_MINUTE; sent += 1)
      expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
