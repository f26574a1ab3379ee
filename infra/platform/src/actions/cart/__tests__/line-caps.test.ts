import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { MAX_CART_LINES, MAX_WISHLIST_LINES } from '@specify/contracts';
import { cartLineItems, carts, wishlistLineItems, wishlists } from '../../../db/schema';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { TEST_ENGINES, type TestEngine } from '../../../testing/test-databases';
import { cartCatalogue } from './fixtures';

/** Four products of the fixture catalogue, visible and priced in au, that the owner lacks yet. */
const NEW_SKUS = ['SKU-B', 'SKU-PUB', 'SKU-OOS', 'SKU-AUONLY'];

interface Answer {
  status: number;
  body: { code?: string; cartId?: string; wishlistId?: string };
}

/** Resolves once `count` sessions of the test database wait on a lock. */
async function untilWaitingOnLocks(platform: TestPlatform, count: number): Promise<void> {
  for (;;) {
    const [row] = await platform.services.db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (row?.waiting === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Sends the adds at once. On PostgreSQL they are held at the owner's row first (another session
 * locks it), so each has read what it reads before any writes: the race at its worst, every time.
 * PGlite runs one statement at a time, so there they only race as the requests interleave.
 */
async function raceAdds(
  engine: TestEngine,
  platform: TestPlatform,
  owner: {
    table: PgTable;
    idColumn: typeof carts.cartId | typeof wishlists.wishlistId;
    id: string;
  },
  adds: (() => Promise<Answer>)[],
): Promise<Answer[]> {
  if (engine === 'pglite') return Promise.all(adds.map((add) => add()));
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => undefined as void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = platform.services.db.transaction(async (tx) => {
    await tx.select().from(owner.table).where(eq(owner.idColumn, owner.id)).for('update');
    locked();
    await released;
  });
  await lockTaken;
  const racing = Promise.all(adds.map((add) => add()));
  await untilWaitingOnLocks(platform, adds.length);
  release();
  await holder;
  return racing;
}

describe.each(TEST_ENGINES)('line caps under racing adds on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ engine });
    await platform.services.catalogue.replaceAll(cartCatalogue());
  });
  afterAll(() => platform.close());

  const lineCount = async (
    table: typeof cartLineItems | typeof wishlistLineItems,
    ownerColumn: typeof cartLineItems.cartId | typeof wishlistLineItems.wishlistId,
    id: string,
  ) => {
    const [row] = await platform.services.db
      .select({ lines: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(ownerColumn, id));
    return row?.lines;
  };

  it('a cart one line short of full takes one of four new products added at once', async () => {
    const client = new TestClient(platform.app);
    const add = async (sku: string): Promise<Answer> => {
      const response = await client.action('cart/addItem', { variant: { sku, count: 1 } });
      return { status: response.statusCode, body: response.json() };
    };
    const cartId = (await add('SKU-A')).body.cartId ?? '';
    await platform.services.db.insert(cartLineItems).values(
      Array.from({ length: MAX_CART_LINES - 2 }, (_, index) => ({
        lineItemId: `filler-${cartId}-${index}`,
        cartId,
        sku: `FILLER-${index}`,
        count: 1,
      })),
    );

    const answers = await raceAdds(
      engine,
      platform,
      { table: carts, idColumn: carts.cartId, id: cartId },
      NEW_SKUS.map((sku) => () => add(sku)),
    );
    expect(answers.map((answer) => answer.body.code ?? answer.status).sort()).toEqual([
      200,
      'error.cart.full',
      'error.cart.full',
      'error.cart.full',
    ]);
    expect(await lineCount(cartLineItems, cartLineItems.cartId, cartId)).toBe(MAX_CART_LINES);
  });

  it('a wishlist one line short of full takes one of four new products added at once', async () => {
    const client = new TestClient(platform.app);
    const add = async (sku: string): Promise<Answer> => {
      const response = await client.action('wishlist/addItem', { variant: { sku } });
      return { status: response.statusCode, body: response.json() };
    };
    const wishlistId = (await add('SKU-A')).body.wishlistId ?? '';
    await platform.services.db.insert(wishlistLineItems).values(
      Array.from({ length: MAX_WISHLIST_LINES - 2 }, (_, index) => ({
        lineItemId: `filler-${wishlistId}-${index}`,
        wishlistId,
        sku: `FILLER-${index}`,
        count: 1,
      })),
    );

    const answers = await raceAdds(
      engine,
      platform,
      { table: wishlists, idColumn: wishlists.wishlistId, id: wishlistId },
      NEW_SKUS.map((sku) => () => add(sku)),
    );
    expect(answers.map((answer) => answer.body.code ?? answer.status).sort()).toEqual([
      200,
      'error.wishlist.full',
      'error.wishlist.full',
      'error.wishlist.full',
    ]);
    expect(await lineCount(wishlistLineItems, wishlistLineItems.wishlistId, wishlistId)).toBe(
      MAX_WISHLIST_LINES,
    );
  });
});
