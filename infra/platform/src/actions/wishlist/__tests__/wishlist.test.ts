import type { Wishlist } from '@specify/contracts';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { cartCatalogue } from '../../cart/__tests__/fixtures';
import { commerceCounts } from '../../cart/__tests__/helpers';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
});
afterAll(() => platform.close());

async function call(client: TestClient, action: string, body: unknown = {}) {
  const response = await client.action(`wishlist/${action}`, body);
  return { status: response.statusCode, body: response.json() };
}
async function wishlistOf(client: TestClient): Promise<Wishlist> {
  const response = await client.request('GET', '/action/wishlist/getWishlist');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('wishlist', () => {
  it('is empty for a new visitor, without starting a session', async () => {
    const client = new TestClient(platform.app);
    expect(await wishlistOf(client)).toEqual({ wishlistId: null, lineItems: [] });
    expect(client.cookies.has('specify_session')).toBe(false);
  });

  it('adds (default count 1, repeats add up), updates, removes and deletes', async () => {
    const client = new TestClient(platform.app);
    const added = await call(client, 'addItem', { variant: { sku: 'SKU-A' } });
    expect(added.status).toBe(200);
    const wishlist: Wishlist = added.body;
    expect(wishlist.lineItems).toEqual([
      {
        lineItemId: expect.any(String),
        count: 1,
        variant: {
          sku: 'SKU-A',
          productId: 'basin-mixer',
          productSlug: 'basin-mixer',
          name: 'Basin mixer',
          image: 'https://images.example.com/thumbnail/SKU-A.jpg',
          isOnStock: true,
        },
        _url: '/au/product/basin-mixer-chrome-SKU-A/',
      },
    ]);
    await call(client, 'addItem', { variant: { sku: 'SKU-A' }, count: 2 });
    const withB: Wishlist = (await call(client, 'addItem', { variant: { sku: 'SKU-B' }, count: 5 }))
      .body;
    expect(withB.lineItems.map((line) => [line.variant.sku, line.count])).toEqual([
      ['SKU-A', 3],
      ['SKU-B', 5],
    ]);
    const id = withB.lineItems[0]?.lineItemId;
    const updated: Wishlist = (await call(client, 'updateItem', { lineItem: { id }, count: 7 }))
      .body;
    expect(updated.lineItems[0]?.count).toBe(7);
    const removed: Wishlist = (await call(client, 'removeItem', { lineItem: { id } })).body;
    expect(removed.lineItems.map((line) => line.variant.sku)).toEqual(['SKU-B']);
    expect(await wishlistOf(client)).toEqual(removed);

    const deleted = await call(client, 'deleteWishlist');
    expect(deleted.body).toEqual({ wishlistId: null, lineItems: [] });
    expect(await wishlistOf(client)).toEqual({ wishlistId: null, lineItems: [] });
  });

  it('keeps a signed-in wishlist on the account, apart from other users', async () => {
    const phone = new TestClient(platform.app);
    await phone.login('trade@example.com', DEV_PASSWORD);
    await call(phone, 'addItem', { variant: { sku: 'SKU-PUB' } });
    const laptop = new TestClient(platform.app);
    await laptop.login('trade@example.com', DEV_PASSWORD);
    expect((await wishlistOf(laptop)).lineItems.map((line) => line.variant.sku)).toEqual([
      'SKU-PUB',
    ]);
    const other = new TestClient(platform.app);
    await other.login('incomplete@example.com', DEV_PASSWORD);
    expect((await wishlistOf(other)).lineItems).toEqual([]);
    const id = (await wishlistOf(laptop)).lineItems[0]?.lineItemId;
    const foreign = await call(other, 'removeItem', { lineItem: { id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('That item is not in your wishlist.');
    expect((await call(other, 'updateItem', { lineItem: { id }, count: 2 })).status).toBe(404);
    expect((await wishlistOf(laptop)).lineItems).toHaveLength(1);
  });

  it('refuses internal-only variants to visitors, allows them to internal users', async () => {
    const client = new TestClient(platform.app);
    for (const sku of ['SKU-INT', 'SKU-SECRET', 'NOPE']) {
      const refused = await call(client, 'addItem', { variant: { sku } });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('That product is not available.');
    }
    const internal = new TestClient(platform.app);
    await internal.login('internal@example.com', DEV_PASSWORD);
    const added: Wishlist = (await call(internal, 'addItem', { variant: { sku: 'SKU-SECRET' } }))
      .body;
    expect(added.lineItems.map((line) => line.variant.sku)).toEqual(['SKU-SECRET']);
  });

  it('answers bad bodies with 400 and a message naming the field, changing nothing', async () => {
    const client = new TestClient(platform.app);
    const { body } = await call(client, 'addItem', { variant: { sku: 'SKU-A' } });
    const id = body.lineItems[0].lineItemId;
    const before = await commerceCounts(platform);
    const cases: [string, unknown, string][] = [
      ['addItem', { variant: {} }, 'variant.sku'],
      ['addItem', { variant: { sku: 'SKU-A' }, count: 0 }, 'count: count must be at least 1'],
      ['addItem', { variant: { sku: 'SKU-A' }, count: 1000 }, 'count: count must be at most 999'],
      ['updateItem', { lineItem: { id } }, 'count'],
      ['updateItem', { lineItem: { id }, count: 2.5 }, 'count must be a whole number'],
      ['removeItem', {}, 'lineItem'],
    ];
    for (const [action, payload, message] of cases) {
      const refused = await call(client, action, payload);
      expect({ action, status: refused.status }).toEqual({ action, status: 400 });
      expect(refused.body.message).toContain(message);
    }
    const over = await call(client, 'addItem', { variant: { sku: 'SKU-A' }, count: 999 });
    expect(over.status).toBe(400);
    expect(await commerceCounts(platform)).toEqual(before);
  });

  it('loses no count when adds race', async () => {
    const client = new TestClient(platform.app);
    await call(client, 'addItem', { variant: { sku: 'SKU-B' } });
    await Promise.all(
      Array.from({ length: 8 }, () => call(client, 'addItem', { variant: { sku: 'SKU-A' } })),
    );
    const wishlist = await wishlistOf(client);
    expect(wishlist.lineItems.find((line) => line.variant.sku === 'SKU-A')?.count).toBe(8);
  });
});
