import { eq } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_COUNT, MAX_WISHLIST_LINES } from '@specify/contracts';
import { cartLineItems, wishlistLineItems } from '../../../db/schema';
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
    await visitor.action('cart/resetCart');
    await visitor.action('cart/addItem', { variant: { sku: 'SKU-B', count: 1 } });

    expect((await visitor.login('trade@example.com', DEV_PASSWORD)).json().loginStatusCode).toBe(
      'OK',
    );
    const cart = (await visitor.request('GET', '/action/cart/getCart')).json();
    expect(counts(cart.lineItems)).toEqual({ 'SKU-A': 2, 'SKU-B': 1 });
    const wishlist = (await visitor.request('GET', '/action/wishlist/getWishlist')).json();
    expect(counts(wishlist.lineItems)).toEqual({ 'SKU-A': 1, 'SKU-B': 4 });
  });

  it("takes the visitor's cart over when the account has none", async () => {
    const visitor = new TestClient(platform.app);
    await visitor.action('cart/addItem', { variant: { sku: 'SKU-A', count: 5 } });
    await visitor.login('incomplete@example.com', DEV_PASSWORD);
    expect(counts((await visitor.request('GET', '/action/cart/getCart')).json().lineItems)).toEqual(
      { 'SKU-A': 5 },
    );
  });

  it("fills the account's cart and wishlist up to their caps: its own lines stay, a product both hold adds up, the visitor's oldest new lines fill the room left and the rest are dropped", async () => {
    const { db } = platform.services;
    const storedCart = async (cartId: string) =>
      Object.fromEntries(
        (await db.select().from(cartLineItems).where(eq(cartLineItems.cartId, cartId))).map(
          (line) => [line.sku, line.count],
        ),
      );
    const storedWishlist = async (wishlistId: string) =>
      Object.fromEntries(
        (
          await db
            .select()
            .from(wishlistLineItems)
            .where(eq(wishlistLineItems.wishlistId, wishlistId))
        ).map((line) => [line.sku, line.count]),
      );

    const account = new TestClient(platform.app);
    await account.login('internal@example.com', DEV_PASSWORD);
    const { cartId } = (
      await account.action('cart/addItem', {
        variant: { sku: 'SKU-A', count: MAX_LINE_COUNT - 1 },
      })
    ).json();
    const { wishlistId } = (
      await account.action('wishlist/addItem', { variant: { sku: 'SKU-A' } })
    ).json();
    // Each one line short of full: room for one new product.
    const own = (listId: string, length: number) =>
      Array.from({ length }, (_, index) => ({
        lineItemId: `own-${listId}-${index}`,
        sku: `OWN-${index}`,
        count: 1,
      }));
    await db
      .insert(cartLineItems)
      .values(own(cartId, MAX_CART_LINES - 2).map((line) => ({ ...line, cartId })));
    await db
      .insert(wishlistLineItems)
      .values(own(wishlistId, MAX_WISHLIST_LINES - 2).map((line) => ({ ...line, wishlistId })));
    const ownCart = await storedCart(cartId);
    const ownWishlist = await storedWishlist(wishlistId);

    const visitor = new TestClient(platform.app);
    for (const sku of ['SKU-B', 'SKU-A', 'SKU-PUB', 'SKU-AUONLY']) {
      expect(
        (await visitor.action('cart/addItem', { variant: { sku, count: 3 } })).statusCode,
      ).toBe(200);
      expect(
        (await visitor.action('wishlist/addItem', { variant: { sku }, count: 2 })).statusCode,
      ).toBe(200);
    }
    expect((await visitor.login('internal@example.com', DEV_PASSWORD)).json().loginStatusCode).toBe(
      'OK',
    );

    expect(await storedCart(cartId)).toEqual({
      ...ownCart,
      'SKU-A': MAX_LINE_COUNT,
      'SKU-B': 3,
    });
    expect(Object.keys(await storedCart(cartId))).toHaveLength(MAX_CART_LINES);
    expect(await storedWishlist(wishlistId)).toEqual({ ...ownWishlist, 'SKU-A': 3, 'SKU-B': 2 });
    expect(Object.keys(await storedWishlist(wishlistId))).toHaveLength(MAX_WISHLIST_LINES);
  });
});
