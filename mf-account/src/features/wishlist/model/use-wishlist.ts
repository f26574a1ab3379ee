import { useCallback } from 'react';
import type { EventBus, EventPayload, Wishlist } from '@specify/contracts';
import { useAction } from '@specify/ui/api';

/**
 * The wishlist, and `change` for its writes (storefront §4): the screen shows the expected wishlist
 * at once, the server's answer replaces it, and a failure rolls back to what was there and is
 * rethrown for the screen to say so. Each success sends its analytics event.
 */
export function useWishlist(bus: EventBus) {
  const wishlist = useAction('wishlist/getWishlist');
  const { mutate } = wishlist;

  const change = useCallback(
    async (
      expected: (current: Wishlist) => Wishlist,
      call: () => Promise<Wishlist>,
      analytics: EventPayload<'analytics:event'>,
    ) => {
      await mutate(call(), {
        optimisticData: (current) => expected(current ?? { wishlistId: null, lineItems: [] }),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      bus.publish('analytics:event', analytics);
    },
    [bus, mutate],
  );

  return { wishlist: wishlist.data, error: wishlist.error, change };
}
