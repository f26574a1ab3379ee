import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_COUNT, type Cart, type Market } from '@specify/contracts';
import { cartLineItems, carts, discountCodes, shippingMethods } from '../../db/schema';
import type { Database } from '../../db/client';
import { type ActionContext } from '../action';
import type { Executor } from '../../kernel/executor';
import { currentOwner, lockOwner, ownedBy, type Owner } from './owner';
import { priceCart, type StoredLine } from './pricing';
import { PlatformError } from '../../kernel/platform-error';

export type CartRow = typeof carts.$inferSelect;

export async function findCart(
  db: Executor,
  owner: Owner,
  market: Market,
): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(ownedBy(carts, owner), eq(carts.market, market)))
    .orderBy(asc(carts.createdAt), asc(carts.cartId))
    .limit(1);
  return row;
}

/** The owner's cart in this market, created (once, under a lock) when there is none. */
export async function ensureCart(context: ActionContext): Promise<CartRow> {
  const owner = await currentOwner(context, true);
  if (!owner) throw new Error('ensureCart: no owner after ensureId');
  const existing = await findCart(context.db, owner, context.market);
  if (existing) return existing;
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, 'cart', owner);
    const found = await findCart(tx, owner, context.market);
    if (found) return found;
    const [created] = await tx
      .insert(carts)
      .values({
        cartId: randomUUID(),
        accountId: owner.accountId,
        sessionId: owner.sessionId,
        market: context.market,
        createdAt: context.now(),
      })
      .returning();
    if (!created) throw new Error('ensureCart: insert returned nothing');
    return created;
  });
}

export async function existingCart(context: ActionContext): Promise<CartRow | undefined> {
  const owner = await currentOwner(context, false);
  return owner ? findCart(context.db, owner, context.market) : undefined;
}

/**
 * Adds count to the sku's line. The cart row stays locked while its lines are counted and the
 * line written, so adds racing for the last free lines take turns and the cap holds; concurrent
 * adds of one sku sum, none is lost.
 */
export async function addLine(
  db: Database,
  cartId: string,
  sku: string,
  count: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ cartId: carts.cartId })
      .from(carts)
      .where(eq(carts.cartId, cartId))
      .for('update');
    if (!cart) throw new Error('addLine: the cart was removed while adding to it');
    const [{ lines } = { lines: 0 }] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartLineItems)
      .where(and(eq(cartLineItems.cartId, cartId), sql`${cartLineItems.sku} <> ${sku}`));
    if (lines >= MAX_CART_LINES)
      throw new PlatformError(
        400,
        'error.cart.full',
        `A cart holds at most ${MAX_CART_LINES} different products.`,
      );
    const upserted = await tx
      .insert(cartLineItems)
      .values({ lineItemId: randomUUID(), cartId, sku, count })
      .onConflictDoUpdate({
        target: [cartLineItems.cartId, cartLineItems.sku],
        set: { count: sql`${cartLineItems.count} + excluded.count` },
        setWhere: sql`${cartLineItems.count} + excluded.count <= ${MAX_LINE_COUNT}`,
      })
      .returning({ lineItemId: cartLineItems.lineItemId });
    if (upserted.length === 0)
      throw new PlatformError(
        400,
        'error.cart.count',
        `A cart line holds at most ${MAX_LINE_COUNT} of a product.`,
      );
  });
}

export interface CartContents {
  lines: StoredLine[];
  discountIds: string[];
  shippingMethodId: string | null;
}

/** The stored lines and settings of a cart, as they are in the database right now. */
export async function cartContents(db: Executor, row: CartRow | undefined): Promise<CartContents> {
  const lines = row
    ? await db
        .select({
          lineItemId: cartLineItems.lineItemId,
          sku: cartLineItems.sku,
          count: cartLineItems.count,
        })
        .from(cartLineItems)
        .where(eq(cartLineItems.cartId, row.cartId))
        .orderBy(asc(cartLineItems.addedAt), asc(cartLineItems.lineItemId))
    : [];
  return {
    lines,
    discountIds: row?.discountIds ?? [],
    shippingMethodId: row?.shippingMethodId ?? null,
  };
}

/** Equal when nothing that affects the price changed between two reads. */
export function sameContents(a: CartContents, b: CartContents): boolean {
  const key = (contents: CartContents) =>
    JSON.stringify([
      contents.lines.map((line) => [line.lineItemId, line.sku, line.count]),
      contents.discountIds,
      contents.shippingMethodId,
    ]);
  return key(a) === key(b);
}

/**
 * The cart as the viewer sees it now: current prices, visible variants, active codes. Runs outside
 * any transaction: the catalogue reads through its own connection.
 */
export async function presentCart(
  context: ActionContext,
  row: CartRow | undefined,
  contents?: CartContents,
): Promise<Cart> {
  const { lines, discountIds, shippingMethodId } =
    contents ?? (await cartContents(context.db, row));
  const methods = await context.db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.sortOrder));
  const discountRows =
    discountIds.length > 0
      ? await context.db
          .select()
          .from(discountCodes)
          .where(
            and(inArray(discountCodes.discountId, discountIds), eq(discountCodes.active, true)),
          )
      : [];
  const discounts = discountIds.flatMap(
    (id) => discountRows.find((discount) => discount.discountId === id) ?? [],
  );
  const variants = await context.catalogue.variantsByCodes(
    lines.map((line) => line.sku),
    await context.session.isInternalUser(),
  );
  const priced = priceCart({
    cartId: row?.cartId ?? null,
    market: context.market,
    lines,
    variants,
    discounts,
    shippingMethodId,
    methods,
  });
  return {
    ...priced,
    ...(row?.email ? { email: row.email } : {}),
    ...(row?.shippingAddress ? { shippingAddress: row.shippingAddress } : {}),
    ...(row?.billingAddress ? { billingAddress: row.billingAddress } : {}),
  };
}

/** Re-reads the cart by id after a change (its row may have changed). */
export async function presentCartById(context: ActionContext, cartId: string): Promise<Cart> {
  const [row] = await context.db.select().from(carts).where(eq(carts.cartId, cartId));
  return presentCart(context, row);
}
