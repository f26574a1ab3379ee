import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { cartCatalogue } from '../../cart/__tests__/fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
});
afterAll(() => platform.close());

const counts = (lines: { variant: { sku: string }; count: number }[]) =>
  Object.fromEntries(lines.map((line) => [line.variant.sku, line.count]));

describe('signing in keeps what the visitor built', () => {
  it("merges the visitor's cart and wishlist into the account's, adding counts", async () => {
    const earlier = new TestClient(platform.app);
    await earlier.login('trade@example.com', DEV_PASSWORD);
    await earlier.action('cart/addItem', { variant: { sku: 'SKU-A', count: 2 } });
    await earlier.action('wishlist/addItem', { variant: { sku: 'SKU-A' } });

    const visitor = new TestClient(platform.app);
    await visitor.action('cart/addItem', { variant: { sku: 'SKU-A', count: 3 } });
    await visitor.action('cart/addItem', { variant: { sku: 'SKU-B', count: 1 } });
    await visitor.action('wishlist/addItem', { variant: { sku: 'SKU-B' }, count: 4 });
    await visitor.action('cart/checkout');
    await visitor.action('cart/addItem', { variant: { sku: 'SKU-B', count: 1 } });
    const visitorOrders = (await visitor.request('GET', '/action/cart/queryOrders')).json();
    expect(visitorOrders).toHaveLength(1);

    expect((await visitor.login('trade@example.com', DEV_PASSWORD)).json().loginStatusCode).toBe(
      'OK',
    );
    const cart = (await visitor.request('GET', '/action/cart/getCart')).json();
    expect(counts(cart.lineItems)).toEqual({ 'SKU-A': 2, 'SKU-B': 1 });
    const wishlist = (await visitor.request('GET', '/action/wishlist/getWishlist')).json();
    expect(counts(wishlist.lineItems)).toEqual({ 'SKU-A': 1, 'SKU-B': 4 });
    const orders = (await visitor.request('GET', '/action/cart/queryOrders')).json();
    expect(orders.map((order: { orderId: string }) => order.orderId)).toEqual([
      visitorOrders[0].orderId,
    ]);
  });

  it("takes the visitor's cart over when the account has none", async () => {
    const visitor = new TestClient(platform.app);
    await visitor.action('cart/addItem', { variant: { sku: 'SKU-A', count: 5 } });
    await visitor.login('incomplete@example.com', DEV_PASSWORD);
    expect(counts((await visitor.request('GET', '/action/cart/getCart')).json().lineItems)).toEqual(
      { 'SKU-A': 5 },
    );
  });
});
