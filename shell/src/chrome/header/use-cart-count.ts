import { useEffect, useRef, useState } from 'react';
import {
  callAction,
  cartFlags,
  type EventBus,
  type Market,
  type Session,
} from '@specify/contracts';

/**
 * How many items the visitor's cart holds, for the header: read once per market and session (a
 * sign-in may bring a cart with it), then kept by `cart:changed` from whichever remote changes the
 * cart. An answer that arrives after a `cart:changed` is older than it and is dropped. The count is
 * a hint: if the read fails, the cart link still works and shows no number. While the boot's
 * account read is out (`sessionKnown` false) it waits, so a signed-in visit reads the cart once.
 */
export function useCartCount(
  bus: EventBus,
  market: Market,
  session: Session,
  sessionKnown = true,
): number {
  const [count, setCount] = useState(0);
  const heard = useRef(0);
  const accountId = session.status === 'authenticated' ? session.account.accountId : undefined;

  useEffect(
    () =>
      bus.subscribe('cart:changed', ({ totalItems }) => {
        heard.current += 1;
        setCount(totalItems);
      }),
    [bus],
  );

  useEffect(() => {
    if (!sessionKnown) return undefined;
    const before = heard.current;
    let current = true;
    callAction('cart/getCart', { market }).then(
      (cart) => {
        if (current && heard.current === before) setCount(cartFlags(cart).totalItems);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [market, accountId, sessionKnown]);

  return count;
}
