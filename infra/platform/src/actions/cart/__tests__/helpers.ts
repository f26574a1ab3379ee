import { sql } from 'drizzle-orm';
import {
  cartLineItems,
  carts,
  contactSubmissions,
  orders,
  wishlistLineItems,
  wishlists,
} from '../../../db/schema';
import type { TestPlatform } from '../../../testing/test-platform';

/** Row counts of the commerce tables, to show a refused request changed nothing. */
export async function commerceCounts(platform: TestPlatform) {
  const { db } = platform.services;
  const count = sql<number>`count(*)::int`;
  const [cartRows] = await db.select({ count }).from(carts);
  const [lineRows] = await db
    .select({ count, items: sql<number>`coalesce(sum(${cartLineItems.count}), 0)::int` })
    .from(cartLineItems);
  const [wishlistRows] = await db.select({ count }).from(wishlists);
  const [wishlistLineRows] = await db
    .select({ count, items: sql<number>`coalesce(sum(${wishlistLineItems.count}), 0)::int` })
    .from(wishlistLineItems);
  const [orderRows] = await db.select({ count }).from(orders);
  const [contactRows] = await db.select({ count }).from(contactSubmissions);
  return {
    carts: cartRows?.count,
    lines: lineRows?.count,
    items: lineRows?.items,
    wishlists: wishlistRows?.count,
    wishlistLines: wishlistLineRows?.count,
    wishlistItems: wishlistLineRows?.items,
    orders: orderRows?.count,
    contacts: contactRows?.count,
  };
}
