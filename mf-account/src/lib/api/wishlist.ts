import type { EventBus, EventInput, Wishlist, WishlistLineItem } from '@specify/contracts';
import { useAction, useMutationAction } from '@specify/ui/api';

/**
 * The wishlist and its writes (storefront §4): the screen shows the expected wishlist at once, the
 * server's answer replaces it, and a failure rolls back to what was there and is rethrown for the
 * screen to say so. Each success sends its analytics event.
 */
export function useWishlist(bus: EventBus) {
  const wishlist = useAction('wishlist/getWishlist');
  const updateItem = useMutationAction('wishlist/updateItem');
  const removeItem = useMutationAction('wishlist/removeItem');
  const { mutate } = wishlist;

  async function change(
    expected: (current: Wishlist) => Wishlist,
    call: () => Promise<Wishlist>,
    analytics: EventInput<'analytics:event'>,
  ) {
    await mutate(call(), {
      optimisticData: (current) => expected(current ?? { wishlistId: null, lineItems: [] }),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
    bus.publish('analytics:event', analytics);
  }

  return {
    wishlist: wishlist.data,
    error: wishlist.error,
    updateItem: (line: WishlistLineItem, count: number) =>
      change(
        (current) => ({
          ...current,
          lineItems: current.lineItems.map((item) =>
            item.lineItemId === line.lineItemId ? { ...item, count } : item,
          ),
        }),
        () => updateItem.trigger({ lineItem: { id: line.lineItemId }, count }),
        { event: 'update_wishlist_item', params: { item_id: line.variant.sku, quantity: count } },
      ),
    removeItem: (line: WishlistLineItem) =>
      change(
        (current) => ({
          ...current,
          lineItems: current.lineItems.filter((item) => item.lineItemId !== line.lineItemId),
        }),
        () => removeItem.trigger({ lineItem: { id: line.lineItemId } }),
        { event: 'remove_from_wishlist', params: { item_id: line.variant.sku } },
      ),
  };
}
