import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  MARKET_DEFINITIONS,
  MAX_LINE_COUNT,
  MAX_WISHLIST_LINES,
  productHref,
  type Wishlist,
  type WishlistLineItem,
} from '@specify/contracts';
import type { Database } from '../../db/client';
import { wishlistLineItems, wishlists } from '../../db/schema';
import { defineAction, type Action, type ActionContext } from '../action';
import type { Executor } from '../../kernel/executor';
import { currentOwner, lockOwner, ownedBy, type Owner } from '../cart/owner';
import { PlatformError } from '../../kernel/platform-error';

type WishlistRow = typeof wishlists.$inferSelect;

const UNAVAILABLE = 'That product is not available.';
const NO_LINE = 'That item is not in your wishlist.';

async function findWishlist(db: Executor, owner: Owner): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(ownedBy(wishlists, owner))
    .orderBy(asc(wishlists.createdAt), asc(wishlists.wishlistId))
    .limit(1);
  return row;
}

async function existingWishlist(context: ActionContext): Promise<WishlistRow | undefined> {
  const owner = await currentOwner(context, false);
  return owner ? findWishlist(context.db, owner) : undefined;
}

async function ensureWishlist(context: ActionContext): Promise<WishlistRow> {
  const owner = await currentOwner(context, true);
  if (!owner) throw new Error('ensureWishlist: no owner after ensureId');
  const existing = await findWishlist(context.db, owner);
  if (existing) return existing;
  return context.db.transaction(async (tx) => {
    await lockOwner(tx, 'wishlist', owner);
    const found = await findWishlist(tx, owner);
    if (found) return found;
    const [created] = await tx
      .insert(wishlists)
      .values({
        wishlistId: randomUUID(),
        accountId: owner.accountId,
        sessionId: owner.sessionId,
        createdAt: context.now(),
      })
      .returning();
    if (!created) throw new Error('ensureWishlist: insert returned nothing');
    return created;
  });
}

/** The wishlist as the viewer may see it: lines of variants hidden from them are left out. */
async function presentWishlist(
  context: ActionContext,
  row: WishlistRow | undefined,
): Promise<Wishlist> {
  if (!row) return { wishlistId: null, lineItems: [] };
  const lines = await context.db
    .select()
    .from(wishlistLineItems)
    .where(eq(wishlistLineItems.wishlistId, row.wishlistId))
    .orderBy(asc(wishlistLineItems.addedAt), asc(wishlistLineItems.lineItemId));
  const matches = await context.catalogue.variantsByCodes(
    lines.map((line) => line.sku),
    await context.session.isInternalUser(),
  );
  const bySku = new Map(matches.map((match) => [match.variant.sku, match]));
  const languageTag = MARKET_DEFINITIONS[context.market].languageTag;
  const lineItems: WishlistLineItem[] = lines.flatMap((line) => {
    const match = bySku.get(line.sku);
    if (!match) return [];
    const { product, variant } = match;
    return [
      {
        lineItemId: line.lineItemId,
        count: line.count,
        variant: {
          sku: variant.sku,
          productId: product.productId,
          productSlug: product.slug,
          name: product.name[languageTag],
          ...(variant.images[0] ? { image: variant.images[0] } : {}),
          isOnStock: variant.isOnStock,
        },
        _url: productHref({
          market: context.market,
          slug: product.slug,
          colour: variant.attributes.colour,
          sku: variant.sku,
        }),
      },
    ];
  });
  return { wishlistId: row.wishlistId, lineItems };
}

/**
 * Adds count to the sku's line. The wishlist row stays locked while its lines are counted and the
 * line written, so adds racing for the last free lines take turns and the cap holds; concurrent
 * adds of one sku sum, none is lost.
 */
async function addLine(db: Database, wishlistId: string, sku: string, count: number) {
  await db.transaction(async (tx) => {
    const [wishlist] = await tx
      .select({ wishlistId: wishlists.wishlistId })
      .from(wishlists)
      .where(eq(wishlists.wishlistId, wishlistId))
      .for('update');
    if (!wishlist) throw new Error('addLine: the wishlist was removed while adding to it');
    const [{ lines } = { lines: 0 }] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(wishlistLineItems)
      .where(
        and(eq(wishlistLineItems.wishlistId, wishlistId), sql`${wishlistLineItems.sku} <> ${sku}`),
      );
    if (lines >= MAX_WISHLIST_LINES)
      throw new PlatformError(
        400,
        'error.wishlist.full',
        `A wishlist holds at most ${MAX_WISHLIST_LINES} products.`,
      );
    const upserted = await tx
      .insert(wishlistLineItems)
      .values({ lineItemId: randomUUID(), wishlistId, sku, count })
      .onConflictDoUpdate({
        target: [wishlistLineItems.wishlistId, wishlistLineItems.sku],
        set: { count: sql`${wishlistLineItems.count} + excluded.count` },
        setWhere: sql`${wishlistLineItems.count} + excluded.count <= ${MAX_LINE_COUNT}`,
      })
      .returning({ lineItemId: wishlistLineItems.lineItemId });
    if (upserted.length === 0)
      throw new PlatformError(
        400,
        'error.wishlist.count',
        `A wishlist line holds at most ${MAX_LINE_COUNT} of a product.`,
      );
  });
}

const getWishlist = defineAction('wishlist/getWishlist', async (_body, context) =>
  presentWishlist(context, await existingWishlist(context)),
);

const addItem = defineAction('wishlist/addItem', async (body, context) => {
  const { sku } = body.variant;
  const [match] = await context.catalogue.variantsByCodes(
    [sku],
    await context.session.isInternalUser(),
  );
  if (!match) throw new PlatformError(404, 'error.product.unavailable', UNAVAILABLE);
  const row = await ensureWishlist(context);
  await addLine(context.db, row.wishlistId, sku, body.count);
  return presentWishlist(context, row);
});

const updateItem = defineAction('wishlist/updateItem', async (body, context) => {
  const row = await existingWishlist(context);
  const updated = row
    ? await context.db
        .update(wishlistLineItems)
        .set({ count: body.count })
        .where(
          and(
            eq(wishlistLineItems.wishlistId, row.wishlistId),
            eq(wishlistLineItems.lineItemId, body.lineItem.id),
          ),
        )
        .returning({ lineItemId: wishlistLineItems.lineItemId })
    : [];
  if (updated.length === 0) throw new PlatformError(404, 'error.wishlist.lineItem', NO_LINE);
  return presentWishlist(context, row);
});

const removeItem = defineAction('wishlist/removeItem', async (body, context) => {
  const row = await existingWishlist(context);
  const removed = row
    ? await context.db
        .delete(wishlistLineItems)
        .where(
          and(
            eq(wishlistLineItems.wishlistId, row.wishlistId),
            eq(wishlistLineItems.lineItemId, body.lineItem.id),
          ),
        )
        .returning({ lineItemId: wishlistLineItems.lineItemId })
    : [];
  if (removed.length === 0) throw new PlatformError(404, 'error.wishlist.lineItem', NO_LINE);
  return presentWishlist(context, row);
});

const deleteWishlist = defineAction(
  'wishlist/deleteWishlist',
  async (_body, context): Promise<Wishlist> => {
    const row = await existingWishlist(context);
    if (row) await context.db.delete(wishlists).where(eq(wishlists.wishlistId, row.wishlistId));
    return { wishlistId: null, lineItems: [] };
  },
);

export const wishlistActions: Action[] = [
  getWishlist,
  addItem,
  updateItem,
  removeItem,
  deleteWishlist,
];
