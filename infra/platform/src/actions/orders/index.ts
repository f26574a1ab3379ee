import { createHmac, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  MAX_ORDER_IDS,
  type Cart,
  type CheckoutResponse,
  type CheckoutSessionTokenResponse,
  type Market,
  type Order,
} from '@specify/contracts';
import { carts, orders } from '../../db/schema';
import { ActionError, defineAction, type Action, type ActionContext } from '../action';
import { currentOwner, lockOwner, ownedBy } from '../cart/owner';
import { cartContents, findCart, presentCart, sameContents } from '../cart/store';

type OrderRow = typeof orders.$inferSelect;
/** What an order keeps of its cart: everything but the ids and time the row holds. */
type OrderSnapshot = Omit<Order, 'orderId' | 'createdAt' | 'market'>;

const NOT_FOUND = 'That order does not exist.';
const TOKEN_LIFETIME_MS = 30 * 60_000;

function snapshotOf(cart: Cart): OrderSnapshot {
  return {
    items: cart.lineItems,
    sum: cart.sum,
    taxed: cart.taxed,
    ...(cart.shippingInfo ? { shippingInfo: cart.shippingInfo } : {}),
    discountCodes: cart.discountCodes,
    totals: cart.totals,
  };
}

function presentOrder(row: OrderRow): Order {
  // Only checkout writes snapshots, always from snapshotOf.
  const snapshot = row.snapshot as unknown as OrderSnapshot;
  return {
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
    market: row.market as Market,
    ...snapshot,
  };
}

/**
 * Turns the priced cart into an order and deletes the cart. Pricing reads the catalogue, so it
 * happens first; the transaction then takes the owner's lock and writes only if the cart is still
 * the one priced. A second checkout at the same time finds no cart.
 */
const checkout = defineAction(
  'cart/checkout',
  async (_body, context): Promise<CheckoutResponse> => {
    const owner = await currentOwner(context, false);
    const row = owner && (await findCart(context.db, owner, context.market));
    const contents = await cartContents(context.db, row);
    const cart = await presentCart(context, row, contents);
    if (!owner || !row || cart.lineItems.length === 0)
      throw new ActionError(400, 'error.cart.empty', 'Your cart is empty.');
    if (cart.lineItems.some((lineItem) => !lineItem.variant.isOnStock))
      throw new ActionError(
        409,
        'error.cart.outOfStock',
        'Some items in your cart are out of stock. Remove them to check out.',
      );
    const order = await context.db.transaction(async (tx) => {
      await lockOwner(tx, 'cart', owner);
      const [current] = await tx.select().from(carts).where(eq(carts.cartId, row.cartId));
      if (!current) throw new ActionError(400, 'error.cart.empty', 'Your cart is empty.');
      if (!sameContents(contents, await cartContents(tx, current)))
        throw new ActionError(
          409,
          'error.cart.changed',
          'Your cart changed while checking out. Please review it and try again.',
        );
      const [created] = await tx
        .insert(orders)
        .values({
          orderId: randomUUID(),
          accountId: owner.accountId,
          sessionId: owner.sessionId,
          market: context.market,
          snapshot: snapshotOf(cart) as unknown as Record<string, unknown>,
          createdAt: context.now(),
        })
        .returning();
      if (!created) throw new Error('checkout: order insert returned nothing');
      await tx.delete(carts).where(eq(carts.cartId, row.cartId));
      return presentOrder(created);
    });
    return { orderId: order.orderId, order, cart: await presentCart(context, undefined) };
  },
);

/** The viewer's orders, newest first; `orderIds` narrows them (others' ids are simply absent). */
const queryOrders = defineAction('cart/queryOrders', async (body, context): Promise<Order[]> => {
  const owner = await currentOwner(context, false);
  if (!owner) return [];
  const rows = await context.db
    .select()
    .from(orders)
    .where(
      and(
        ownedBy(orders, owner),
        body.orderIds ? inArray(orders.orderId, body.orderIds) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(MAX_ORDER_IDS);
  return rows.map(presentOrder);
});

const getOrder = defineAction('cart/getOrder', async (body, context): Promise<Order> => {
  const owner = await currentOwner(context, false);
  const [row] = owner
    ? await context.db
        .select()
        .from(orders)
        .where(and(ownedBy(orders, owner), eq(orders.orderId, body.orderId)))
    : [];
  if (!row) throw new ActionError(404, 'error.order.unknown', NOT_FOUND);
  return presentOrder(row);
});

/**
 * A short-lived signed token naming the session and its cart, for a payment step. Without a
 * session it fails with 401: the client reads that as "session expired" (storefront §7).
 */
const getCheckoutSessionToken = defineAction(
  'cart/getCheckoutSessionToken',
  async (_body, context: ActionContext): Promise<CheckoutSessionTokenResponse> => {
    const owner = await currentOwner(context, false);
    const sessionId = await context.session.existingId();
    if (!owner || !sessionId)
      throw new ActionError(401, 'error.session.expired', 'Your session has expired.');
    const cart = await findCart(context.db, owner, context.market);
    const expiresAt = new Date(context.now().getTime() + TOKEN_LIFETIME_MS);
    const payload = Buffer.from(
      JSON.stringify({ s: sessionId, c: cart?.cartId ?? null, e: expiresAt.getTime() }),
    ).toString('base64url');
    const signature = createHmac('sha256', context.secrets.checkoutToken)
      .update(payload)
      .digest('base64url');
    return { token: `${payload}.${signature}`, expiresAt: expiresAt.toISOString() };
  },
);

export const orderActions: Action[] = [checkout, queryOrders, getOrder, getCheckoutSessionToken];
