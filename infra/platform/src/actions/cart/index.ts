import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DISCOUNT_CODE_REFUSED,
  isValidEmail,
  type Cart,
  type ShippingMethod,
} from '@specify/contracts';
import { cartLineItems, carts, discountCodes, shippingMethods } from '../../db/schema';
import { defineAction, type Action, type ActionContext } from '../action';
import { marketPrice } from '@specify/contracts/catalogue/rules';
import { availableShippingMethods } from './pricing';
import { addLine, ensureCart, existingCart, presentCart, presentCartById } from './store';
import { PlatformError } from '../../kernel/platform-error';

const UNAVAILABLE = 'That product is not available.';
const NO_LINE = 'That item is not in your cart.';

async function requireCart(context: ActionContext) {
  const row = await existingCart(context);
  if (!row) throw new PlatformError(404, 'error.cart.lineItem', NO_LINE);
  return row;
}

async function allMethods(context: ActionContext) {
  return context.db.select().from(shippingMethods).orderBy(asc(shippingMethods.sortOrder));
}

async function setShippingMethodOf(context: ActionContext, methodId: string): Promise<Cart> {
  const methods = availableShippingMethods(await allMethods(context), context.market);
  if (!methods.some((method) => method.shippingMethodId === methodId))
    throw new PlatformError(
      404,
      'error.cart.shippingMethod',
      'That shipping method is not available.',
    );
  const row = await ensureCart(context);
  await context.db
    .update(carts)
    .set({ shippingMethodId: methodId })
    .where(eq(carts.cartId, row.cartId));
  return presentCartById(context, row.cartId);
}

const getCart = defineAction('cart/getCart', async (_body, context) =>
  presentCart(context, await existingCart(context)),
);

/** Every method with its rates in every currency. */
const getShippingMethods = defineAction(
  'cart/getShippingMethods',
  async (_body, context): Promise<ShippingMethod[]> =>
    (await allMethods(context)).map((method) => ({
      shippingMethodId: method.shippingMethodId,
      name: method.name,
      description: method.description,
      rates: method.rates.map((rate) => ({ price: { ...rate, fractionDigits: 2 } })),
    })),
);

/** The methods that ship in the request's market, with that currency's rates. */
const getAvailableShippingMethods = defineAction(
  'cart/getAvailableShippingMethods',
  async (_body, context) => availableShippingMethods(await allMethods(context), context.market),
);

const addItem = defineAction('cart/addItem', async (body, context) => {
  const { sku, count } = body.variant;
  const [match] = await context.catalogue.variantsByCodes(
    [sku],
    await context.session.isInternalUser(),
  );
  if (!match || marketPrice(match.variant.prices, context.market) === undefined)
    throw new PlatformError(404, 'error.product.unavailable', UNAVAILABLE);
  const row = await ensureCart(context);
  await addLine(context.db, row.cartId, sku, count);
  return presentCartById(context, row.cartId);
});

const updateItem = defineAction('cart/updateItem', async (body, context) => {
  const row = await requireCart(context);
  const updated = await context.db
    .update(cartLineItems)
    .set({ count: body.lineItem.count })
    .where(
      and(eq(cartLineItems.cartId, row.cartId), eq(cartLineItems.lineItemId, body.lineItem.id)),
    )
    .returning({ lineItemId: cartLineItems.lineItemId });
  if (updated.length === 0) throw new PlatformError(404, 'error.cart.lineItem', NO_LINE);
  return presentCartById(context, row.cartId);
});

const removeItem = defineAction('cart/removeItem', async (body, context) => {
  const row = await requireCart(context);
  const removed = await context.db
    .delete(cartLineItems)
    .where(
      and(eq(cartLineItems.cartId, row.cartId), eq(cartLineItems.lineItemId, body.lineItem.id)),
    )
    .returning({ lineItemId: cartLineItems.lineItemId });
  if (removed.length === 0) throw new PlatformError(404, 'error.cart.lineItem', NO_LINE);
  return presentCartById(context, row.cartId);
});

/** Sets any of the checkout details: shipping method, contact email, shipping and billing address. */
const updateCart = defineAction('cart/updateCart', async (body, context) => {
  if (body.email !== undefined && body.email !== '' && !isValidEmail(body.email)) {
    throw new PlatformError(400, 'error.auth.email.wrong', 'Please enter a valid email address.');
  }
  if (body.email !== undefined || body.shippingAddress || body.billingAddress) {
    const row = await ensureCart(context);
    await context.db
      .update(carts)
      .set({
        email: body.email,
        shippingAddress: body.shippingAddress,
        billingAddress: body.billingAddress,
      })
      .where(eq(carts.cartId, row.cartId));
  }
  if (body.shippingMethod) return setShippingMethodOf(context, body.shippingMethod.id);
  return presentCart(context, await existingCart(context));
});

const setShippingMethod = defineAction('cart/setShippingMethod', (body, context) =>
  setShippingMethodOf(context, body.shippingMethod.id),
);

const redeemDiscountCode = defineAction('cart/redeemDiscountCode', async (body, context) => {
  const [discount] = await context.db
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.code, body.code.toUpperCase()), eq(discountCodes.active, true)));
  // 422, not 400: the request is well formed; the code is what the visitor must change.
  if (!discount) throw new PlatformError(422, 'error.discount.invalid', DISCOUNT_CODE_REFUSED);
  const row = await ensureCart(context);
  // Appends only when absent, in one statement: redeeming twice (or at once) applies it once.
  await context.db
    .update(carts)
    .set({ discountIds: sql`array_append(${carts.discountIds}, ${discount.discountId})` })
    .where(
      and(
        eq(carts.cartId, row.cartId),
        sql`not (${discount.discountId} = any(${carts.discountIds}))`,
      ),
    );
  return presentCartById(context, row.cartId);
});

const removeDiscountCode = defineAction('cart/removeDiscountCode', async (body, context) => {
  const row = await existingCart(context);
  const updated = row
    ? await context.db
        .update(carts)
        .set({ discountIds: sql`array_remove(${carts.discountIds}, ${body.discountId})` })
        .where(
          and(eq(carts.cartId, row.cartId), sql`${body.discountId} = any(${carts.discountIds})`),
        )
        .returning({ cartId: carts.cartId })
    : [];
  if (!row || updated.length === 0)
    throw new PlatformError(404, 'error.discount.notOnCart', 'That code is not on your cart.');
  return presentCartById(context, row.cartId);
});

const resetCart = defineAction('cart/resetCart', async (_body, context) => {
  const row = await existingCart(context);
  if (row) await context.db.delete(carts).where(eq(carts.cartId, row.cartId));
  return presentCart(context, undefined);
});

export const cartActions: Action[] = [
  getCart,
  getShippingMethods,
  getAvailableShippingMethods,
  addItem,
  updateItem,
  removeItem,
  updateCart,
  setShippingMethod,
  redeemDiscountCode,
  removeDiscountCode,
  resetCart,
];
