import type { Cart, CheckoutResponse, Order } from '@specify/contracts';
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

async function signedIn(email: string) {
  const client = new TestClient(platform.app);
  expect((await client.login(email, DEV_PASSWORD)).statusCode).toBe(200);
  return client;
}
async function call(client: TestClient, action: string, body: unknown = {}) {
  const response = await client.action(`cart/${action}`, body);
  return { status: response.statusCode, body: response.json() };
}
const add = (client: TestClient, sku: string, count = 1) =>
  call(client, 'addItem', { variant: { sku, count } });

describe('cart/checkout', () => {
  it('refuses an empty cart, for a visitor with no session and for one with an empty cart', async () => {
    const client = new TestClient(platform.app);
    const before = await commerceCounts(platform);
    const none = await call(client, 'checkout');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Your cart is empty.');
    await add(client, 'SKU-A');
    await call(client, 'resetCart');
    expect((await call(client, 'checkout')).status).toBe(400);
    expect((await commerceCounts(platform)).orders).toBe(before.orders);
  });

  it('turns the priced cart into an order, empties the cart, and the order keeps its prices', async () => {
    const client = await signedIn('trade@example.com');
    await add(client, 'SKU-A', 2);
    await call(client, 'redeemDiscountCode', { code: 'TRADE10' });
    await call(client, 'setShippingMethod', { shippingMethod: { id: 'express' } });
    const priced: Cart = (await client.request('GET', '/action/cart/getCart')).json();

    const response = await call(client, 'checkout');
    expect(response.status).toBe(200);
    const result: CheckoutResponse = response.body;
    expect(result.orderId).toBe(result.order.orderId);
    expect(result.order).toMatchObject({
      market: 'au',
      items: priced.lineItems,
      sum: priced.sum,
      shippingInfo: priced.shippingInfo,
      discountCodes: priced.discountCodes,
      totals: priced.totals,
    });
    expect(result.order.totals.total.centAmount).toBe(19800 + 3500);
    expect(result.cart).toMatchObject({ cartId: null, lineItems: [] });
    expect((await client.request('GET', '/action/cart/getCart')).json().lineItems).toEqual([]);

    await platform.services.catalogue.replaceAll(cartCatalogue({ skuAau: 99900 }));
    const later = await call(client, 'getOrder', { orderId: result.orderId });
    expect(later.status).toBe(200);
    expect(later.body.items[0].price.centAmount).toBe(11000);
    await platform.services.catalogue.replaceAll(cartCatalogue());
  });

  it('refuses a cart with out-of-stock items and keeps it', async () => {
    const client = new TestClient(platform.app);
    await add(client, 'SKU-OOS');
    const refused = await call(client, 'checkout');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/out of stock/);
    expect((await client.request('GET', '/action/cart/getCart')).json().lineItems).toHaveLength(1);
  });

  it('makes one order from two checkouts at once', async () => {
    const client = new TestClient(platform.app);
    await add(client, 'SKU-B');
    const before = (await commerceCounts(platform)).orders ?? 0;
    const results = await Promise.all([call(client, 'checkout'), call(client, 'checkout')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect((await commerceCounts(platform)).orders).toBe(before + 1);
  });
});

describe('cart/queryOrders and cart/getOrder', () => {
  it('lists the owner’s orders newest first, narrows by id, and never shows another user’s', async () => {
    const trade = await signedIn('trade@example.com');
    const ids: string[] = [];
    for (const sku of ['SKU-A', 'SKU-B']) {
      await add(trade, sku);
      ids.push((await call(trade, 'checkout')).body.orderId);
    }
    const listed: Order[] = (await trade.request('GET', '/action/cart/queryOrders')).json();
    expect(listed.slice(0, 2).map((order) => order.orderId)).toEqual([ids[1], ids[0]]);
    const narrowed = await trade.request('GET', `/action/cart/queryOrders?orderIds=${ids[0]}`);
    expect(narrowed.json().map((order: Order) => order.orderId)).toEqual([ids[0]]);
    const posted = await call(trade, 'queryOrders', { orderIds: ids });
    expect(posted.body).toHaveLength(2);

    const other = await signedIn('internal@example.com');
    expect((await call(other, 'queryOrders', { orderIds: ids })).body).toEqual([]);
    const foreign = await call(other, 'getOrder', { orderId: ids[0] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('That order does not exist.');
    const anonymous = new TestClient(platform.app);
    expect((await anonymous.request('GET', '/action/cart/queryOrders')).json()).toEqual([]);
    expect(
      (await anonymous.request('GET', `/action/cart/getOrder?orderId=${ids[0]}`)).statusCode,
    ).toBe(404);

    const own = await trade.request('GET', `/action/cart/getOrder?orderId=${ids[1]}`);
    expect(own.json()).toMatchObject({ orderId: ids[1], items: [{ variant: { sku: 'SKU-B' } }] });
  });

  it('keeps an anonymous visitor’s orders on its session', async () => {
    const client = new TestClient(platform.app);
    await add(client, 'SKU-PUB');
    const { orderId } = (await call(client, 'checkout')).body;
    expect((await call(client, 'getOrder', { orderId })).status).toBe(200);
  });

  it('answers bad bodies with 400', async () => {
    const client = new TestClient(platform.app);
    expect((await call(client, 'getOrder', {})).status).toBe(400);
    expect((await call(client, 'getOrder', { orderId: 'x'.repeat(101) })).status).toBe(400);
    const tooMany = await call(client, 'queryOrders', {
      orderIds: Array.from({ length: 51 }, (_, index) => `id-${index}`),
    });
    expect(tooMany.status).toBe(400);
    expect((await call(client, 'queryOrders', { orderIds: [42] })).status).toBe(400);
  });
});
