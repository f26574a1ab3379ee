import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_COUNT, MAX_WISHLIST_LINES } from '@specify/contracts';
import type { Database } from '../../db/client';
import { cartLineItems, carts, wishlistLineItems, wishlists } from '../../db/schema';
import type { Transaction } from '../../kernel/executor';

interface Line {
  sku: string;
  count: number;
}

/** How a merge reads and writes one kind of list (a cart, a wishlist) by its id. */
interface ListLines {
  /** How many different products it may hold. */
  cap: number;
  /** Locks the list's row until the transaction ends, as an add to it does (so the cap holds). */
  lock(tx: Transaction, listId: string): Promise<void>;
  /** Its lines, oldest first. */
  lines(tx: Transaction, listId: string): Promise<Line[]>;
  /** Adds the line's count to the list's line of that sku (made if missing), up to MAX_LINE_COUNT. */
  add(tx: Transaction, listId: string, line: Line): Promise<void>;
}

const CART_LINES: ListLines = {
  cap: MAX_CART_LINES,
  lock: async (tx, cartId) => {
    await tx
      .select({ cartId: carts.cartId })
      .from(carts)
      .where(eq(carts.cartId, cartId))
      .for('update');
  },
  lines: (tx, cartId) =>
    tx
      .select({ sku: cartLineItems.sku, count: cartLineItems.count })
      .from(cartLineItems)
      .where(eq(cartLineItems.cartId, cartId))
      .orderBy(asc(cartLineItems.addedAt), asc(cartLineItems.lineItemId)),
  add: async (tx, cartId, line) => {
    await tx
      .insert(cartLineItems)
      .values({ lineItemId: randomUUID(), cartId, sku: line.sku, count: line.count })
      .onConflictDoUpdate({
        target: [cartLineItems.cartId, cartLineItems.sku],
        set: { count: sql`least(${cartLineItems.count} + excluded.count, ${MAX_LINE_COUNT})` },
      });
  },
};

const WISHLIST_LINES: ListLines = {
  cap: MAX_WISHLIST_LINES,
  lock: async (tx, wishlistId) => {
    await tx
      .select({ wishlistId: wishlists.wishlistId })
      .from(wishlists)
      .where(eq(wishlists.wishlistId, wishlistId))
      .for('update');
  },
  lines: (tx, wishlistId) =>
    tx
      .select({ sku: wishlistLineItems.sku, count: wishlistLineItems.count })
      .from(wishlistLineItems)
      .where(eq(wishlistLineItems.wishlistId, wishlistId))
      .orderBy(asc(wishlistLineItems.addedAt), asc(wishlistLineItems.lineItemId)),
  add: async (tx, wishlistId, line) => {
    await tx
      .insert(wishlistLineItems)
      .values({ lineItemId: randomUUID(), wishlistId, sku: line.sku, count: line.count })
      .onConflictDoUpdate({
        target: [wishlistLineItems.wishlistId, wishlistLineItems.sku],
        set: { count: sql`least(${wishlistLineItems.count} + excluded.count, ${MAX_LINE_COUNT})` },
      });
  },
};

/**
 * Merges the visitor's list into the account's, which keeps every line it has: a visitor line of
 * a product the account's list holds adds its count; the others are added, oldest first, while
 * the list has room under its cap, and the rest are dropped.
 */
async function mergeLines(
  tx: Transaction,
  list: ListLines,
  visitorListId: string,
  accountListId: string,
): Promise<void> {
  await list.lock(tx, accountListId);
  const held = new Set((await list.lines(tx, accountListId)).map((line) => line.sku));
  let room = list.cap - held.size;
  for (const line of await list.lines(tx, visitorListId)) {
    if (!held.has(line.sku)) {
      if (room <= 0) continue;
      room -= 1;
    }
    await list.add(tx, accountListId, line);
  }
}

/**
 * At sign-in, what the visitor built before signing in becomes the account's: an anonymous cart
 * or wishlist is taken over, or merged into the account's own within its line cap (mergeLines).
 * Orders need no adopting: only a signed-in account places one.
 */
export async function adoptVisitorData(
  db: Database,
  sessionId: string,
  accountId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const visitorCarts = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.sessionId, sessionId), isNull(carts.accountId)));
    for (const cart of visitorCarts) {
      const [own] = await tx
        .select({ cartId: carts.cartId })
        .from(carts)
        .where(and(eq(carts.accountId, accountId), eq(carts.market, cart.market)));
      if (!own) {
        await tx
          .update(carts)
          .set({ accountId, sessionId: null })
          .where(eq(carts.cartId, cart.cartId));
        continue;
      }
      await mergeLines(tx, CART_LINES, cart.cartId, own.cartId);
      await tx.delete(carts).where(eq(carts.cartId, cart.cartId));
    }

    const [visitorWishlist] = await tx
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.sessionId, sessionId), isNull(wishlists.accountId)));
    if (visitorWishlist) {
      const [own] = await tx
        .select({ wishlistId: wishlists.wishlistId })
        .from(wishlists)
        .where(eq(wishlists.accountId, accountId));
      if (!own) {
        await tx
          .update(wishlists)
          .set({ accountId, sessionId: null })
          .where(eq(wishlists.wishlistId, visitorWishlist.wishlistId));
      } else {
        await mergeLines(tx, WISHLIST_LINES, visitorWishlist.wishlistId, own.wishlistId);
        await tx.delete(wishlists).where(eq(wishlists.wishlistId, visitorWishlist.wishlistId));
      }
    }
  });
}
