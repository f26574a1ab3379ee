import { useSetAtom } from 'jotai';
import { useSWRConfig } from 'swr';
import type {
  Cart,
  CartDiscountCode,
  CartLineItem,
  CheckoutRequest,
  EventBus,
  EventInput,
  Order,
} from '@specify/contracts';
import { actionKey, useAction, useActionMarket, useMutationAction } from '@specify/ui/api';
import { publishCartChanged } from '../cart-changed';
import { cartPendingAtom } from '../cart-pending';

/** The cart as the server has it (`cart/getCart`). */
export const useCart = () => useAction('cart/getCart');
/** The signed-in account's orders, newest first. */
export const useOrders = () => useAction('cart/queryOrders', {});
export const useOrder = (orderId: string) => useAction('cart/getOrder', { orderId });

/** The analytics event a successful cart change sends (storefront §4: each success, one event). */
type CartEvent = EventInput<'analytics:event'>;

/** The checkout session could not be opened: storefront §7 reads any such error as expired. */
export class CheckoutSessionExpiredError extends Error {
  constructor(cause: unknown) {
    super('The checkout session has expired.', { cause });
    this.name = 'CheckoutSessionExpiredError';
  }
}

/**
 * The cart's writes, one typed action each. The answer replaces the cached cart (no second read),
 * `cart:changed` tells the header the count and the change's analytics event goes out; a failure
 * leaves the cart as it was and is rethrown for the screen to show. The change in flight is
 * `cartPendingAtom` (`useCartPending`), so every control of the cart can wait for it.
 */
export function useCartActions(bus: EventBus) {
  const market = useActionMarket();
  const { mutate } = useSWRConfig();
  const setPending = useSetAtom(cartPendingAtom);
  const addItem = useMutationAction('cart/addItem');
  const updateItem = useMutationAction('cart/updateItem');
  const removeItem = useMutationAction('cart/removeItem');
  const setShippingMethod = useMutationAction('cart/setShippingMethod');
  const redeemDiscountCode = useMutationAction('cart/redeemDiscountCode');
  const removeDiscountCode = useMutationAction('cart/removeDiscountCode');
  const checkout = useMutationAction('cart/checkout');
  const checkoutSessionToken = useMutationAction('cart/getCheckoutSessionToken');

  const cached = (cart: Cart) =>
    mutate(actionKey('cart/getCart', market), cart, { revalidate: false });

  async function change(what: string, call: () => Promise<Cart>, analytics: CartEvent) {
    setPending(what);
    try {
      const next = await call();
      await cached(next);
      publishCartChanged(bus, next);
      bus.publish('analytics:event', analytics);
      return next;
    } finally {
      setPending(undefined);
    }
  }

  return {
    addItem: (sku: string, count: number) =>
      change(sku, () => addItem.trigger({ variant: { sku, count } }), {
        event: 'add_to_cart',
        params: { item_id: sku, quantity: count },
      }),
    updateItem: (line: CartLineItem, count: number) =>
      change(line.id, () => updateItem.trigger({ lineItem: { id: line.id, count } }), {
        event: 'update_cart_item',
        params: { item_id: line.variant.sku, quantity: count },
      }),
    removeItem: (line: CartLineItem) =>
      change(line.id, () => removeItem.trigger({ lineItem: { id: line.id } }), {
        event: 'remove_from_cart',
        params: { item_id: line.variant.sku, quantity: line.count },
      }),
    setShippingMethod: (id: string) =>
      change('shipping', () => setShippingMethod.trigger({ shippingMethod: { id } }), {
        event: 'add_shipping_info',
        params: { shipping_tier: id },
      }),
    redeemDiscountCode: (code: string) =>
      change('discount', () => redeemDiscountCode.trigger({ code }), {
        event: 'redeem_discount_code',
        params: { coupon: code },
      }),
    removeDiscountCode: (applied: CartDiscountCode) =>
      change('discount', () => removeDiscountCode.trigger({ discountId: applied.discountId }), {
        event: 'remove_discount_code',
        params: { coupon: applied.code },
      }),
    /**
     * Places the order (to an address of the account, by a method, at the total the review
     * showed): its confirmation, the emptied cart and the order list are cached at once. A refusal
     * reloads the cart, which may have changed under the user (stock, prices).
     */
    async checkout(request: CheckoutRequest): Promise<Order> {
      setPending('checkout');
      try {
        await checkoutSessionToken.trigger(undefined).catch((cause: unknown) => {
          throw new CheckoutSessionExpiredError(cause);
        });
        const placed = await checkout.trigger(request);
        await mutate(
          actionKey('cart/getOrder', market, { orderId: placed.orderId }),
          placed.order,
          {
            revalidate: false,
          },
        );
        await cached(placed.cart);
        await mutate(actionKey('cart/queryOrders', market, {}));
        publishCartChanged(bus, placed.cart);
        bus.publish('analytics:event', {
          event: 'purchase',
          params: {
            transaction_id: placed.orderId,
            value: placed.order.totals.total.centAmount / 100,
            currency: placed.order.totals.total.currencyCode,
          },
        });
        return placed.order;
      } catch (thrown) {
        await mutate(actionKey('cart/getCart', market));
        throw thrown;
      } finally {
        setPending(undefined);
      }
    },
  };
}
