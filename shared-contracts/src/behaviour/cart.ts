import type { ActionName, ActionRequest } from '../api/actions';
import type { Cart } from '../api/cart';
import {
  BehaviourMismatch,
  answered,
  refused,
  same,
  type BehaviourCase,
  type BehaviourOutcome,
} from './suite';

/**
 * The cart rules mf-account's cart and checkout screens rely on (storefront §4 cart, §9 totals),
 * run against the platform (its real actions and catalogue) and against mf-account's MSW fake
 * (src/testing/commerce-handlers.ts), each as tests of its own. Prices differ between the two
 * catalogues, so the cases hold the arithmetic, not the amounts.
 */

type CartAction = Extract<ActionName, `cart/${string}`>;

/** One visitor's session: its calls share a cart, another visitor's do not. */
export interface CartCaller {
  call<N extends CartAction>(name: N, body: ActionRequest<N>): Promise<BehaviourOutcome<N>>;
}

export interface CartBackEnd {
  /** Two SKUs the back end's catalogue sells, neither on sale. */
  skus: readonly [string, string];
  /** A new visitor, signed out, with an empty cart. */
  visitor(): Promise<CartCaller>;
}

const cents = (cart: Cart) => cart.lineItems.map((line) => line.totalPrice.centAmount);
const linesOf = (cart: Cart) =>
  cart.lineItems.map((line) => `${line.variant.sku} x${line.count}`).sort();

async function add(caller: CartCaller, sku: string, count: number): Promise<Cart> {
  return answered(
    `addItem ${sku} x${count}`,
    await caller.call('cart/addItem', { variant: { sku, count } }),
  );
}

export const CART_BEHAVIOUR: readonly BehaviourCase<CartBackEnd>[] = [
  {
    name: 'a new visitor’s cart is empty',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      const cart = answered('getCart', await visitor.call('cart/getCart', {}));
      same('lines', cart.lineItems, []);
      same('total', cart.totals.total.centAmount, 0);
    },
  },
  {
    name: 'a product added again adds up on its line',
    async run(backEnd) {
      const [first, second] = backEnd.skus;
      const visitor = await backEnd.visitor();
      await add(visitor, first, 2);
      await add(visitor, second, 1);
      const cart = await add(visitor, first, 3);
      same('lines', linesOf(cart), [`${first} x5`, `${second} x1`].sort());
    },
  },
  {
    name: 'a line’s total is its unit price times its count; the cart’s adds shipping and tax',
    async run(backEnd) {
      const [first, second] = backEnd.skus;
      const visitor = await backEnd.visitor();
      await add(visitor, first, 1);
      const one = answered('getCart', await visitor.call('cart/getCart', {}));
      const [unit = 0] = cents(one);
      await add(visitor, first, 2);
      const cart = await add(visitor, second, 1);
      const line = cart.lineItems.find((candidate) => candidate.variant.sku === first);
      same('three of the first', line?.totalPrice.centAmount, unit * 3);
      // §9: the lines, plus shipping (the chosen method's, else the first method's estimate),
      // plus any tax not already in the prices.
      const sum = cents(cart).reduce((total, amount) => total + amount, 0);
      const { shipping, tax, total } = cart.totals;
      same('the total', total.centAmount, sum + shipping.centAmount + tax.centAmount);
      if (shipping.centAmount <= 0)
        throw new BehaviourMismatch('the shipping estimate', shipping.centAmount, 'above zero');
    },
  },
  {
    name: 'a line’s count changes, and a removed line is gone; an unknown line is refused',
    async run(backEnd) {
      const [first] = backEnd.skus;
      const visitor = await backEnd.visitor();
      const added = await add(visitor, first, 1);
      const id = added.lineItems[0]?.id;
      if (!id) throw new BehaviourMismatch('the added line', undefined, 'a line');
      const changed = answered(
        'updateItem to 4',
        await visitor.call('cart/updateItem', { lineItem: { id, count: 4 } }),
      );
      same('lines', linesOf(changed), [`${first} x4`]);
      const removed = answered(
        'removeItem',
        await visitor.call('cart/removeItem', { lineItem: { id } }),
      );
      same('lines after removing', removed.lineItems, []);
      refused(
        'removing it again',
        await visitor.call('cart/removeItem', { lineItem: { id } }),
        404,
        'error.cart.lineItem',
      );
    },
  },
  {
    name: 'a product the catalogue does not sell cannot be added',
    async run(backEnd) {
      const visitor = await backEnd.visitor();
      refused(
        'addItem NO-SUCH-SKU',
        await visitor.call('cart/addItem', { variant: { sku: 'NO-SUCH-SKU', count: 1 } }),
        404,
        'error.product.unavailable',
      );
    },
  },
  {
    name: 'an unknown discount code is refused, and one not on the cart cannot be removed',
    async run(backEnd) {
      const [first] = backEnd.skus;
      const visitor = await backEnd.visitor();
      await add(visitor, first, 1);
      refused(
        'redeeming NOT-A-CODE',
        await visitor.call('cart/redeemDiscountCode', { code: 'NOT-A-CODE' }),
        422,
        'error.discount.invalid',
      );
      refused(
        'removing a code not on the cart',
        await visitor.call('cart/removeDiscountCode', { discountId: 'not-on-this-cart' }),
        404,
        'error.discount.notOnCart',
      );
    },
  },
  {
    name: 'checkout asks a signed-out visitor to sign in',
    async run(backEnd) {
      const [first] = backEnd.skus;
      const visitor = await backEnd.visitor();
      const cart = await add(visitor, first, 1);
      refused(
        'checkout signed out',
        await visitor.call('cart/checkout', {
          shippingAddress: { addressId: 'any-address' },
          shippingMethod: { id: 'standard' },
          total: { centAmount: cart.totals.total.centAmount },
        }),
        401,
        'error.auth.required',
      );
    },
  },
];
