import type { AddressInfo } from 'node:net';
import { liteClient } from 'algoliasearch/lite';
import { count } from 'drizzle-orm';
import { searchIndices, type Product } from '@specify/contracts';
import { insightsEvents } from '../../../db/schema';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';

let platform: TestPlatform;
let host: string;
let hidden: Product;

beforeAll(async () => {
  platform = await startTestPlatform({ seedCatalogue: true, search: true });
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
