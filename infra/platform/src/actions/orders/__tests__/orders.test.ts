import type { Account, AddressFields, Cart, CheckoutResponse, Order } from '@specify/contracts';
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

const DELIVERABLE: AddressFields = {
  firstName: 'Tessa',
  lastName: 'Example',
  streetNumber: '1',
  streetName: 'George Street',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  country: 'AU',
};
/** Adds an address to the signed-in account; answers its id. */
async function addressOf(client: TestClient, fields: AddressFields = DELIVERABLE) {
  const response = await client.action('account/addAddress', { address: fields });
  expect(response.statusCode).toBe(200);
  const account: Account = response.json();
  const added = account.addresses.at(-1);
  if (!added) throw new Error('no address added');
  return added.addressId;
}
async function cartTotal(client: TestClient) {
  const cart: Cart = (await client.request('GET', '/action/cart/getCart')).json();
  return cart.totals.total.centAmount;
}
/** Checks out with the given address and method at the total the cart shows for that method. */
async function placeOrder(client: TestClient, addressId: string, method = 'standard') {
  await call(client, 'setShippingMethod', { shippingMethod: { id: method } });
  return call(client, 'checkout', {
    shippingAddress: { addressId },
    shippingMethod: { id: method },
    total: { centAmount: await cartTotal(client) },
  });
}

describe('cart/checkout', () => {
  it('refuses a visitor: an order needs a signed-in account', async () => {
    const client = new TestClient(platform.app);
    await add(client, 'SKU-A');
    const before = await commerceCounts(platform);
    const refused = await call(client, 'checkout', {
      shippingAddress: { addressId: 'any' },
      shippingMethod: { id: 'standard' },
      total: { centAmount: 12500 },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('error.auth.required');
    expect((await commerceCounts(platform)).orders).toBe(before.orders);
    expect((await client.request('GET', '/action/cart/getCart')).json().lineItems).toHaveLength(1);
  });

  it('answers bad bodies with 400 and writes nothing', async () => {
    const client = await signedIn('trade@example.com');
    const before = await commerceCounts(platform);
    for (const bad of [
      {},
      { shippingAddress: { addressId: 'a' }, shippingMethod: { id: 'standard' } },
      {
        shippingAddress: { addressId: 'x'.repeat(101) },
        shippingMethod: { id: 'standard' },
        total: { centAmount: 100 },
      },
      {
        shippingAddress: { addressId: 'a' },
        shippingMethod: { id: 'standard' },
        total: { centAmount: 1.5 },
      },
      {
        shippingAddress: { addressId: 'a' },
        shippingMethod: { id: 'standard' },
        total: { centAmount: -1 },
      },
    ])
      expect((await call(client, 'checkout', bad)).status).toBe(400);
    expect((await commerceCounts(platform)).orders).toBe(before.orders);
  });

  it('refuses an empty cart', async () => {
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    const addressId = await addressOf(client);
    const refused = await call(client, 'checkout', {
      shippingAddress: { addressId },
      shippingMethod: { id: 'standard' },
      total: { centAmount: 0 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your cart is empty.');
  });

  it("refuses another account's address, an incomplete one and one outside the market", async () => {
    const other = await signedIn('internal@example.com');
    const foreign = await addressOf(other);
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    await add(client, 'SKU-A');
    const before = await commerceCounts(platform);
    const total = { centAmount: 11000 + 1500 };
    const attempt = (addressId: string) =>
      call(client, 'checkout', {
        shippingAddress: { addressId },
        shippingMethod: { id: 'standard' },
        total,
      });

    const stolen = await attempt(foreign);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({
      code: 'error.address.unknown',
      message: 'That address does not exist.',
    });
    const incomplete = await attempt(
      await addressOf(client, { ...DELIVERABLE, streetName: '', postalCode: '' }),
    );
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe('error.address.incomplete');
    const abroad = await attempt(await addressOf(client, { ...DELIVERABLE, country: 'NZ' }));
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe('We deliver orders from this site within Australia only.');
    expect((await commerceCounts(platform)).orders).toBe(before.orders);
    expect((await attempt(await addressOf(client))).status).toBe(200);
  });

  it('refuses a shipping method the server does not know', async () => {
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    await add(client, 'SKU-A');
    const refused = await call(client, 'checkout', {
      shippingAddress: { addressId: await addressOf(client) },
      shippingMethod: { id: 'teleport' },
      total: { centAmount: 11000 },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('error.cart.shippingMethod');
    expect((await client.request('GET', '/action/cart/getCart')).json().lineItems).toHaveLength(1);
  });

  it('computes the totals itself: a total other than the cart’s is refused as a changed cart', async () => {
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    await add(client, 'SKU-A', 2);
    const addressId = await addressOf(client);
    const before = await commerceCounts(platform);
    // The standard rate is what the cart shows; the client claims express costs nothing.
    const refused = await call(client, 'checkout', {
      shippingAddress: { addressId },
      shippingMethod: { id: 'express' },
      total: { centAmount: 22000 + 1500 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('error.cart.changed');
    expect((await commerceCounts(platform)).orders).toBe(before.orders);
    // The method asked for is now the cart's, so the review shows its real total.
    expect(await cartTotal(client)).toBe(22000 + 3500);
  });

  it('turns the priced cart into an order to be confirmed, with a readable number, the address and the final totals', async () => {
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    await add(client, 'SKU-A', 2);
    await call(client, 'redeemDiscountCode', { code: 'TRADE10' });
    const addressId = await addressOf(client);
    await call(client, 'setShippingMethod', { shippingMethod: { id: 'express' } });
    const priced: Cart = (await client.request('GET', '/action/cart/getCart')).json();
    expect(priced.totals.isEstimatedShipping).toBe(false);

    const response = await call(client, 'checkout', {
      shippingAddress: { addressId },
      shippingMethod: { id: 'express' },
      total: priced.totals.total,
    });
    expect(response.status).toBe(200);
    const result: CheckoutResponse = response.body;
    expect(result.orderId).toBe(result.order.orderId);
    expect(result.order.orderNumber).toMatch(/^AU-\d{6}$/);
    expect(result.order).toMatchObject({
      status: 'toBeConfirmed',
      market: 'au',
      items: priced.lineItems,
      sum: priced.sum,
      shippingInfo: { shippingMethodId: 'express', name: 'Express delivery' },
      shippingAddress: { firstName: 'Tessa', streetName: 'George Street', postalCode: '2000' },
      discountCodes: priced.discountCodes,
      totals: { ...priced.totals, isEstimatedShipping: false },
    });
    expect(result.order.totals.total.centAmount).toBe(19800 + 3500);
    expect(result.cart).toMatchObject({ cartId: null, lineItems: [] });
    expect((await client.request('GET', '/action/cart/getCart')).json().lineItems).toEqual([]);

    await platform.services.catalogue.replaceAll(cartCatalogue({ skuAau: 99900 }));
    const later = await call(client, 'getOrder', { orderId: result.orderId });
    expect(later.status).toBe(200);
    expect(later.body.items[0].price.centAmount).toBe(11000);
    expect(later.body.orderNumber).toBe(result.order.orderNumber);
    await platform.services.catalogue.replaceAll(cartCatalogue());
  });

  it('numbers orders one after another, each number once', async () => {
    const client = await signedIn('trade@example.com');
    const addressId = await addressOf(client);
    const numbers: string[] = [];
    for (const sku of ['SKU-A', 'SKU-B']) {
      await add(client, sku);
      numbers.push((await placeOrder(client, addressId)).body.order.orderNumber);
    }
    const [first, second] = numbers.map((number) => Number(number.slice(3)));
    expect(second).toBe((first ?? 0) + 1);
  });

  it('refuses a cart with out-of-stock items and keeps it', async () => {
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    await add(client, 'SKU-OOS');
    const refused = await placeOrder(client, await addressOf(client));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/out of stock/);
    expect((await client.request('GET', '/action/cart/getCart')).json().lineItems).toHaveLength(1);
    await call(client, 'resetCart');
  });

  it('makes one order from two checkouts at once', async () => {
    const client = await signedIn('trade@example.com');
    await call(client, 'resetCart');
    await add(client, 'SKU-B');
    const addressId = await addressOf(client);
    await call(client, 'setShippingMethod', { shippingMethod: { id: 'standard' } });
    const body = {
      shippingAddress: { addressId },
      shippingMethod: { id: 'standard' },
      total: { centAmount: await cartTotal(client) },
    };
    const before = (await commerceCounts(platform)).orders ?? 0;
    const results = await Promise.all([
      call(client, 'checkout', body),
      call(client, 'checkout', body),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    expect((await commerceCounts(platform)).orders).toBe(before + 1);
  });
});

describe('cart/queryOrders and cart/getOrder', () => {
  it('lists the account’s orders newest first, narrows by id, and never shows another account’s', async () => {
    const trade = await signedIn('trade@example.com');
    await call(trade, 'resetCart');
    const addressId = await addressOf(trade);
    const ids: string[] = [];
    for (const sku of ['SKU-A', 'SKU-B']) {
      await add(trade, sku);
      ids.push((await placeOrder(trade, addressId)).body.orderId);
    }
    const listed: Order[] = (await trade.request('GET', '/action/cart/queryOrders')).json();
    expect(listed.slice(0, 2).map((order) => order.orderId)).toEqual([ids[1], ids[0]]);
    expect(listed[0]).toMatchObject({
      status: 'toBeConfirmed',
      orderNumber: expect.stringMatching(/^AU-\d{6}$/),
    });
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
