import type { Cart } from '@specify/contracts';
import { cartFlags } from '@specify/contracts';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { cartCatalogue } from './fixtures';
import { commerceCounts } from './helpers';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.services.catalogue.replaceAll(cartCatalogue());
});
afterAll(() => platform.close());

const visitor = () => new TestClient(platform.app);
async function signedIn(email: string) {
  const client = new TestClient(platform.app);
  expect((await client.login(email, DEV_PASSWORD)).statusCode).toBe(200);
  return client;
}

async function call(client: TestClient, action: string, body: unknown = {}) {
  const response = await client.action(`cart/${action}`, body);
  return { status: response.statusCode, body: response.json() };
}
async function cartOf(client: TestClient): Promise<Cart> {
  const response = await client.request('GET', '/action/cart/getCart');
  expect(response.statusCode).toBe(200);
  return response.json();
}
const add = (client: TestClient, sku: string, count = 1) =>
  call(client, 'addItem', { variant: { sku, count } });

describe('cart/getCart', () => {
  it('gives a visitor an empty cart with zero totals and the market’s shipping methods, without starting a session', async () => {
    const client = visitor();
    const cart = await cartOf(client);
    expect(cart).toMatchObject({
      cartId: null,
      market: 'au',
      lineItems: [],
      sum: { centAmount: 0, currencyCode: 'AUD', fractionDigits: 2 },
      discountCodes: [],
    });
    expect(cart.availableShippingMethods.map((method) => method.shippingMethodId)).toEqual([
      'standard',
      'express',
      'click-collect',
    ]);
    expect(Object.values(cart.totals).filter((value) => typeof value === 'object')).toEqual(
      Array(6).fill({ centAmount: 0, currencyCode: 'AUD', fractionDigits: 2 }),
    );
    expect(client.cookies.has('specify_session')).toBe(false);
    expect(cartFlags(cart)).toEqual({
      isEmpty: true,
      isShippingAccurate: false,
      hasOutOfStockItems: false,
      totalItems: 0,
    });
  });
});

describe('cart/addItem, updateItem, removeItem', () => {
  it('starts an anonymous session on the first add, prices the line and merges repeat adds', async () => {
    const client = visitor();
    const first = await add(client, 'SKU-A', 2);
    expect(first.status).toBe(200);
    expect(client.cookies.has('specify_session')).toBe(true);
    const again = await add(client, 'SKU-A', 3);
    const cart: Cart = again.body;
    expect(cart.cartId).toBe(first.body.cartId);
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({
      count: 5,
      price: { centAmount: 11000, currencyCode: 'AUD' },
      taxRate: { includedInPrice: true, amount: 10 },
      taxed: { taxAmount: { centAmount: 5000 } },
      totalPrice: { centAmount: 55000 },
      variant: { sku: 'SKU-A', isOnStock: true, name: 'Basin mixer' },
    });
    expect(cart.lineItems[0]?.variant.images).toHaveLength(1);
    expect(cart.sum).toEqual({ centAmount: 55000, currencyCode: 'AUD', fractionDigits: 2 });
    expect(cart.taxed.taxAmount.centAmount).toBe(5000);
    expect(await cartOf(client)).toEqual(cart);
  });

  it('defaults the count to 1, sets a count, removes a line', async () => {
    const client = visitor();
    const added: Cart = (await call(client, 'addItem', { variant: { sku: 'SKU-B' } })).body;
    const id = added.lineItems[0]?.id;
    expect(added.lineItems[0]?.count).toBe(1);
    const updated = await call(client, 'updateItem', { lineItem: { id, count: 4 } });
    expect(updated.status).toBe(200);
    expect(updated.body.lineItems[0]).toMatchObject({
      count: 4,
      totalPrice: { centAmount: 88000 },
    });
    const removed = await call(client, 'removeItem', { lineItem: { id } });
    expect(removed.status).toBe(200);
    expect(removed.body.lineItems).toEqual([]);
    expect(removed.body.totals.total.centAmount).toBe(0);
  });

  it('answers a line that is not in the viewer’s cart with 404 and changes nothing', async () => {
    const owner = visitor();
    const { body } = await add(owner, 'SKU-A');
    const id = body.lineItems[0].id;
    const stranger = visitor();
    await add(stranger, 'SKU-B');
    const before = await commerceCounts(platform);
    for (const [action, payload] of [
      ['updateItem', { lineItem: { id, count: 9 } }],
      ['removeItem', { lineItem: { id } }],
    ] as const) {
      const refused = await call(stranger, action, payload);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({
        isError: true,
        message: 'That item is not in your cart.',
      });
    }
    expect(await commerceCounts(platform)).toEqual(before);
    expect((await cartOf(owner)).lineItems[0]?.count).toBe(1);
    const noCart = await call(visitor(), 'removeItem', { lineItem: { id } });
    expect(noCart.status).toBe(404);
  });

  it('refuses malformed bodies with 400 and a message naming the field, changing nothing', async () => {
    const client = visitor();
    const { body } = await add(client, 'SKU-A');
    const id = body.lineItems[0].id;
    const before = await commerceCounts(platform);
    const cases: [string, unknown, string][] = [
      ['addItem', {}, 'variant'],
      [
        'addItem',
        { variant: { sku: 'SKU-A', count: 0 } },
        'variant.count: count must be at least 1',
      ],
      [
        'addItem',
        { variant: { sku: 'SKU-A', count: 1000 } },
        'variant.count: count must be at most 999',
      ],
      [
        'addItem',
        { variant: { sku: 'SKU-A', count: 1.5 } },
        'variant.count: count must be a whole number',
      ],
      ['addItem', { variant: { sku: 'SKU-A', count: '2' } }, 'variant.count'],
      ['addItem', { variant: { sku: 'x'.repeat(101) } }, 'variant.sku'],
      ['addItem', { variant: { sku: '' } }, 'variant.sku: sku is required'],
      ['updateItem', { lineItem: { id, count: -1 } }, 'lineItem.count'],
      ['updateItem', { lineItem: { count: 2 } }, 'lineItem.id'],
      ['removeItem', { lineItem: 'nope' }, 'lineItem'],
      ['setShippingMethod', { shippingMethod: {} }, 'shippingMethod.id'],
      ['redeemDiscountCode', { code: '   ' }, 'code: code is required'],
      ['redeemDiscountCode', { code: 'x'.repeat(51) }, 'code'],
      ['removeDiscountCode', {}, 'discountId'],
    ];
    for (const [action, payload, message] of cases) {
      const refused = await call(client, action, payload);
      expect({ action, payload, status: refused.status }).toEqual({ action, payload, status: 400 });
      expect(refused.body.code).toBe('INVALID_BODY');
      expect(refused.body.message).toContain(message);
      expect(JSON.stringify(refused.body)).not.toMatch(/\bat .*\.ts/);
    }
    const notJson = await client.request('POST', '/action/cart/addItem', '{"variant":', {
      'content-type': 'application/json',
    });
    expect(notJson.statusCode).toBe(400);
    const oversized = await call(client, 'addItem', {
      variant: { sku: 'SKU-A' },
      pad: 'x'.repeat(70_000),
    });
    expect(oversized.status).toBe(400);
    expect(await commerceCounts(platform)).toEqual(before);
  });

  it('caps a line at 999 without losing the count it had', async () => {
    const client = visitor();
    await add(client, 'SKU-A', 999);
    const over = await add(client, 'SKU-A', 1);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('A cart line holds at most 999 of a product.');
    expect((await cartOf(client)).lineItems[0]?.count).toBe(999);
  });

  it('is a POST-only, CSRF-checked action; an unknown cart action is 404', async () => {
    const client = visitor();
    expect((await client.request('GET', '/action/cart/addItem')).statusCode).toBe(405);
    await client.request('GET', '/action/cart/getCart');
    const forged = await client.request(
      'POST',
      '/action/cart/addItem',
      { variant: { sku: 'SKU-A' } },
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
    expect((await call(client, 'nope')).status).toBe(404);
  });
});

describe('visibility', () => {
  it('refuses internal-only and unknown variants to a visitor, allows them to an internal user', async () => {
    const client = visitor();
    const before = await commerceCounts(platform);
    for (const sku of ['SKU-INT', 'SKU-SECRET', 'NO-SUCH-SKU']) {
      const refused = await add(client, sku);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('That product is not available.');
    }
    expect(await commerceCounts(platform)).toEqual(before);
    expect(client.cookies.has('specify_session')).toBe(false);

    const internal = await signedIn('internal@example.com');
    await add(internal, 'SKU-INT');
    const cart: Cart = (await add(internal, 'SKU-SECRET')).body;
    expect(cart.lineItems.map((lineItem) => lineItem.variant.sku)).toEqual([
      'SKU-INT',
      'SKU-SECRET',
    ]);
    await call(internal, 'resetCart');
  });

  it('refuses a variant with no price in the market', async () => {
    const client = visitor();
    client.market = 'nz';
    const refused = await add(client, 'SKU-AUONLY');
    expect(refused.status).toBe(404);
    client.market = 'au';
    expect((await add(client, 'SKU-AUONLY')).status).toBe(200);
  });
});

describe('markets and owners', () => {
  it('prices nz in NZD with 15% GST, and keeps one cart per market', async () => {
    const client = visitor();
    await add(client, 'SKU-A');
    client.market = 'nz';
    expect((await cartOf(client)).lineItems).toEqual([]);
    const nz: Cart = (await add(client, 'SKU-A', 2)).body;
    expect(nz.market).toBe('nz');
    expect(nz.lineItems[0]).toMatchObject({
      price: { centAmount: 12650, currencyCode: 'NZD' },
      taxRate: { amount: 15 },
      taxed: { taxAmount: { centAmount: 3300 } },
      variant: { name: 'Basin mixer NZ' },
    });
    expect(nz.totals).toMatchObject({
      shipping: { centAmount: 1800, currencyCode: 'NZD' },
      isEstimatedShipping: true,
      total: { centAmount: 25300 + 1800, currencyCode: 'NZD' },
    });
    client.market = 'au';
    expect((await cartOf(client)).lineItems[0]?.count).toBe(1);
  });

  it('keeps a signed-in cart on the account across sessions, apart from visitors', async () => {
    const phone = await signedIn('trade@example.com');
    await call(phone, 'resetCart');
    await add(phone, 'SKU-B', 2);
    const laptop = await signedIn('trade@example.com');
    const cart = await cartOf(laptop);
    expect(cart.lineItems.map((lineItem) => [lineItem.variant.sku, lineItem.count])).toEqual([
      ['SKU-B', 2],
    ]);
    expect((await cartOf(visitor())).lineItems).toEqual([]);
    const other = await signedIn('incomplete@example.com');
    expect((await cartOf(other)).lineItems).toEqual([]);
    await laptop.action('account/logout');
    expect((await laptop.request('GET', '/action/cart/getCart')).json().lineItems).toEqual([]);
    await call(phone, 'resetCart');
  });
});

describe('concurrency', () => {
  it('loses no count when adds of one sku race', async () => {
    const client = visitor();
    await add(client, 'SKU-B');
    const results = await Promise.all(Array.from({ length: 10 }, () => add(client, 'SKU-A', 2)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const cart = await cartOf(client);
    expect(cart.lineItems.find((lineItem) => lineItem.variant.sku === 'SKU-A')?.count).toBe(20);
  });

  it('makes one cart and keeps every line when two sessions of one account add at once', async () => {
    const a = await signedIn('trade@example.com');
    const b = await signedIn('trade@example.com');
    await call(a, 'resetCart');
    const [first, second] = await Promise.all([
      add(a, 'SKU-A', 1),
      add(b, 'SKU-B', 1),
      add(a, 'SKU-PUB', 3),
      add(b, 'SKU-A', 2),
    ]);
    expect(first.body.cartId).toBe(second.body.cartId);
    const cart = await cartOf(a);
    expect(
      Object.fromEntries(cart.lineItems.map((lineItem) => [lineItem.variant.sku, lineItem.count])),
    ).toEqual({ 'SKU-A': 3, 'SKU-B': 1, 'SKU-PUB': 3 });
    await call(a, 'resetCart');
  });

  it('keeps the last of racing updates of one line, with no other change', async () => {
    const client = visitor();
    const { body } = await add(client, 'SKU-A');
    const id = body.lineItems[0].id;
    const results = await Promise.all(
      [2, 3, 4].map((count) => call(client, 'updateItem', { lineItem: { id, count } })),
    );
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    const cart = await cartOf(client);
    expect(cart.lineItems).toHaveLength(1);
    expect([2, 3, 4]).toContain(cart.lineItems[0]?.count);
  });
});

describe('discount codes and shipping', () => {
  it('applies a seeded code, once, and totals exactly by the spec with a shipping estimate', async () => {
    const client = visitor();
    await add(client, 'SKU-A', 2);
    await add(client, 'SKU-B', 1);
    const redeemed = await call(client, 'redeemDiscountCode', { code: 'trade10' });
    expect(redeemed.status).toBe(200);
    await call(client, 'redeemDiscountCode', { code: 'TRADE10' });
    const cart: Cart = await cartOf(client);
    expect(cart.discountCodes).toEqual([
      { discountId: 'trade10', code: 'TRADE10', percentOff: 10 },
    ]);
    expect(cart.lineItems[0]).toMatchObject({
      price: { centAmount: 11000 },
      discountedPrice: { centAmount: 9900 },
      totalPrice: { centAmount: 19800 },
      taxed: { taxAmount: { centAmount: 1800 } },
      variant: { discountedPrice: { centAmount: 9900 } },
    });
    expect(cart.sum.centAmount).toBe(39600);
    expect(cart.totals).toMatchObject({
      subtotal: { centAmount: 40400 },
      discount: { centAmount: 4400 },
      tax: { centAmount: 0 },
      includedTax: { centAmount: 3600 },
      shipping: { centAmount: 1500 },
      isEstimatedShipping: true,
      total: { centAmount: 41100 },
    });

    const chosen: Cart = (
      await call(client, 'setShippingMethod', { shippingMethod: { id: 'express' } })
    ).body;
    expect(chosen.shippingInfo).toMatchObject({
      shippingMethodId: 'express',
      price: { centAmount: 3500, currencyCode: 'AUD' },
      taxIncludedInPrice: true,
      taxed: { taxAmount: { centAmount: 318 } },
    });
    expect(chosen.sum.centAmount).toBe(43100);
    expect(chosen.totals).toMatchObject({
      shipping: { centAmount: 3500 },
      isEstimatedShipping: false,
      total: { centAmount: 43100 },
    });
    expect(cartFlags(chosen)).toMatchObject({ isShippingAccurate: true, totalItems: 3 });

    const stacked: Cart = (await call(client, 'redeemDiscountCode', { code: 'WELCOME5' })).body;
    expect(stacked.lineItems[0]?.discountedPrice?.centAmount).toBe(9405);

    const removed: Cart = (await call(client, 'removeDiscountCode', { discountId: 'trade10' }))
      .body;
    expect(removed.discountCodes.map((code) => code.code)).toEqual(['WELCOME5']);
    expect(removed.lineItems[0]?.discountedPrice?.centAmount).toBe(10450);
    const again = await call(client, 'removeDiscountCode', { discountId: 'trade10' });
    expect(again.status).toBe(404);
  });

  it('answers unknown and inactive codes with the error result and a sentence, and changes nothing', async () => {
    const client = visitor();
    await add(client, 'SKU-A');
    const before = await commerceCounts(platform);
    for (const code of ['NOPE', 'EXPIRED20']) {
      const refused = await call(client, 'redeemDiscountCode', { code });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        isError: true,
        code: 'error.discount.invalid',
        message: 'This discount code is not valid. Check it and try again.',
      });
    }
    expect(await commerceCounts(platform)).toEqual(before);
    expect((await cartOf(client)).discountCodes).toEqual([]);
  });

  it('lists shipping methods; refuses an unknown one; updateCart sets one and refuses addresses for now', async () => {
    const client = visitor();
    const all = await client.request('GET', '/action/cart/getShippingMethods');
    expect(all.json()[0]).toMatchObject({
      shippingMethodId: 'standard',
      rates: [
        { price: { currencyCode: 'AUD', centAmount: 1500 } },
        { price: { currencyCode: 'NZD', centAmount: 1800 } },
      ],
    });
    client.market = 'nz';
    const available = (
      await client.request('GET', '/action/cart/getAvailableShippingMethods')
    ).json();
    expect(available[1]).toMatchObject({
      shippingMethodId: 'express',
      rates: [{ price: { currencyCode: 'NZD', centAmount: 4000 } }],
    });
    client.market = 'au';

    const unknown = await call(client, 'setShippingMethod', { shippingMethod: { id: 'teleport' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('That shipping method is not available.');
    const updated = await call(client, 'updateCart', { shippingMethod: { id: 'click-collect' } });
    expect(updated.status).toBe(200);
    expect(updated.body.shippingInfo.shippingMethodId).toBe('click-collect');
    const details = await call(client, 'updateCart', {
      email: 'site@builder.com.au',
      shippingAddress: { streetName: 'George St', city: 'Sydney', postalCode: '2000' },
      billingAddress: { city: 'Parramatta' },
    });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      email: 'site@builder.com.au',
      shippingAddress: { streetName: 'George St', city: 'Sydney', postalCode: '2000' },
      billingAddress: { city: 'Parramatta' },
      shippingInfo: { shippingMethodId: 'click-collect' },
    });
    expect((await call(client, 'updateCart', { email: 42 })).status).toBe(400);
    const badEmail = await call(client, 'updateCart', { email: 'not an email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address.');
  });
});

describe('cart/resetCart and getCheckoutSessionToken', () => {
  it('empties the cart; the next add starts a new one', async () => {
    const client = visitor();
    const { body } = await add(client, 'SKU-A');
    const reset = await call(client, 'resetCart');
    expect(reset.body).toMatchObject({ cartId: null, lineItems: [] });
    const next = await add(client, 'SKU-B');
    expect(next.body.cartId).not.toBe(body.cartId);
  });

  it('answers 401 without a session, and a signed expiring token with one', async () => {
    const fresh = visitor();
    const expired = await call(fresh, 'getCheckoutSessionToken');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Your session has expired.');
    await add(fresh, 'SKU-A');
    const token = await call(fresh, 'getCheckoutSessionToken');
    expect(token.status).toBe(200);
    expect(token.body.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(Date.parse(token.body.expiresAt)).toBeGreaterThan(Date.now());
  });
});
