import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_LINE_COUNT } from '@specify/contracts';
import type { Database } from '../../db/client';
import { cartLineItems, carts, orders, wishlistLineItems, wishlists } from '../../db/schema';

/**
 * At sign-in, what the visitor built before signing in becomes the account's: an anonymous cart
 * or wishlist is taken over, or merged line by line into the account's own (counts add up, capped
 * at the line limit); anonymous orders are attached to the account.
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
      const lines = await tx
        .select()
        .from(cartLineItems)
        .where(eq(cartLineItems.cartId, cart.cartId));
      for (const line of lines) {
        await tx
          .insert(cartLineItems)
          .values({
            lineItemId: randomUUID(),
            cartId: own.cartId,
            sku: line.sku,
            count: line.count,
          })
          .onConflictDoUpdate({
            target: [cartLineItems.cartId, cartLineItems.sku],
            set: { count: sql`least(${cartLineItems.count} + excluded.count, ${MAX_LINE_COUNT})` },
          });
      }
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
        const lines = await tx
          .select()
          .from(wishlistLineItems)
          .where(eq(wishlistLineItems.wishlistId, visitorWishlist.wishlistId));
        for (const line of lines) {
          await tx
            .insert(wishlistLineItems)
            .values({
              lineItemId: randomUUID(),
              wishlistId: own.wishlistId,
              sku: line.sku,
              count: line.count,
            })
            .onConflictDoUpdate({
              target: [wishlistLineItems.wishlistId, wishlistLineItems.sku],
              set: {
                count: sql`least(${wishlistLineItems.count} + excluded.count, ${MAX_LINE_COUNT})`,
              },
            });
        }
        await tx.delete(wishlists).where(eq(wishlists.wishlistId, visitorWishlist.wishlistId));
      }
    }

    await tx
      .update(orders)
      .set({ accountId })
      .where(and(eq(orders.sessionId, sessionId), isNull(orders.accountId)));
  });
}
