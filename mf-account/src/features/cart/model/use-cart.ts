import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Cart, EventBus, EventPayload } from '@specify/contracts';
import { actionKey, useAction, useActionMarket } from '@specify/ui/api';
import { publishCartChanged } from '../../../lib/cart-changed';

/** The analytics event a successful cart change sends (storefront §4: each success, one event). */
export type CartEvent = EventPayload<'analytics:event'>;

/**
 * The cart as the server has it, and `change` for every write: the call's answer replaces the
 * cached cart (no second read), `cart:changed` and the change's analytics event go out, and a
 * failure leaves the cart as it was and is rethrown for the screen to show. `pending` names the
 * change in flight, so a screen can disable what it touches.
 */
export function useCart(bus: EventBus) {
  const market = useActionMarket();
  const { mutate } = useSWRConfig();
  const cart = useAction('cart/getCart');
  const [pending, setPending] = useState<string>();

  const change = useCallback(
    async (what: string, call: () => Promise<Cart>, analytics: CartEvent): Promise<Cart> => {
      setPending(what);
      try {
        const next = await call();
        await mutate(actionKey('cart/getCart', market), next, { revalidate: false });
        publishCartChanged(bus, next);
        bus.publish('analytics:event', analytics);
        return next;
      } finally {
        setPending(undefined);
      }
    },
    [bus, market, mutate],
  );

  return { cart: cart.data, error: cart.error, isLoading: cart.isLoading, change, pending, market };
}
