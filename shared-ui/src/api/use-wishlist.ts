import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  NO_INTERNET_MESSAGE,
  actionFailureMessage,
  type EventBus,
  type EventInput,
  type Wishlist,
  type WishlistLineItem,
} from '@specify/contracts';
import { useAction, useMutationAction } from './use-action';

const EMPTY: Wishlist = { wishlistId: null, lineItems: [] };

/** Caches (one per mounted region) whose own change is being announced: they already know it. */
const announcing = new WeakSet<object>();
/** Caches with a read already queued: a grid of hearts hears an event once per heart. */
const queued = new WeakSet<object>();

/** A product as an optimistic line names it until the server's answer replaces it. */
export interface WishlistProductRef {
  sku: string;
  name: string;
}

/**
 * The visitor's wishlist and its writes (storefront §4 "Wishlist"), for every region that shows
 * it: the screen shows the expected wishlist at once, the server's answer replaces it, and a
 * failure rolls back to what was there and is rethrown for the screen to say so. Each success
 * sends its analytics event and `wishlist:changed`, on which (and on `auth:changed`: a sign-in
 * brings the account's wishlist, a sign-out the session's) every other region reads it again.
 */
export function useWishlist(bus: EventBus) {
  const wishlist = useAction('wishlist/getWishlist');
  const addItem = useMutationAction('wishlist/addItem');
  const updateItem = useMutationAction('wishlist/updateItem');
  const removeItem = useMutationAction('wishlist/removeItem');
  const { mutate } = wishlist;
  const { cache } = useSWRConfig();

  useEffect(() => {
    const revalidate = () => {
      if (announcing.has(cache) || queued.has(cache)) return;
      queued.add(cache);
      queueMicrotask(() => {
        queued.delete(cache);
        void mutate();
      });
    };
    const stops = [
      bus.subscribe('wishlist:changed', revalidate),
      bus.subscribe('auth:changed', revalidate),
    ];
    return () => stops.forEach((stop) => stop());
  }, [bus, cache, mutate]);

  async function change(
    sku: string,
    expected: (current: Wishlist) => Wishlist,
    call: () => Promise<Wishlist>,
    analytics: EventInput<'analytics:event'>,
  ) {
    await mutate(call(), {
      optimisticData: (current) => expected(current ?? EMPTY),
      rollbackOnError: true,
      populateCache: true,
      revalidate: false,
    });
    bus.publish('analytics:event', analytics);
    announcing.add(cache);
    try {
      bus.publish('wishlist:changed', { sku });
    } finally {
      announcing.delete(cache);
    }
  }

  return {
    wishlist: wishlist.data,
    error: wishlist.error,
    /** The line holding the sku, if the wishlist has it. */
    lineOf: (sku: string) => wishlist.data?.lineItems.find((line) => line.variant.sku === sku),
    /** Adds one of the product (the spec's default quantity). */
    addItem: (product: WishlistProductRef) =>
      change(
        product.sku,
        (current) => ({
          ...current,
          lineItems: [...current.lineItems, optimisticLine(product)],
        }),
        () => addItem.trigger({ variant: { sku: product.sku }, count: 1 }),
        { event: 'add_to_wishlist', params: { item_id: product.sku, quantity: 1 } },
      ),
    updateItem: (line: WishlistLineItem, count: number) =>
      change(
        line.variant.sku,
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
        line.variant.sku,
        (current) => ({
          ...current,
          lineItems: current.lineItems.filter((item) => item.lineItemId !== line.lineItemId),
        }),
        () => removeItem.trigger({ lineItem: { id: line.lineItemId } }),
        { event: 'remove_from_wishlist', params: { item_id: line.variant.sku } },
      ),
  };
}

/** Stands in for the server's line until its answer comes. */
function optimisticLine({ sku, name }: WishlistProductRef): WishlistLineItem {
  return {
    lineItemId: `pending:${sku}`,
    count: 1,
    variant: { sku, productId: '', productSlug: '', name, isOnStock: true },
    _url: '',
  };
}

export interface WishlistToggleWords {
  /** Said (as an error toast) when a change fails and the platform gave no message to show. */
  failed: string;
}

/**
 * One product's heart: whether the wishlist holds it and a toggle that adds one or removes its
 * line, optimistically; a refused change is rolled back and said in an error toast. A press
 * before the wishlist is read is not lost: the heart showed empty, so once the wishlist is in it
 * saves the product, unless the wishlist already holds it.
 */
export function useWishlistToggle(
  bus: EventBus,
  product: WishlistProductRef,
  words: WishlistToggleWords,
) {
  const { wishlist, error, lineOf, addItem, removeItem } = useWishlist(bus);
  const line = lineOf(product.sku);
  const ready = wishlist !== undefined || error !== undefined;
  // One change at a time: a second press waits for the first's answer (its line id).
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [pressedEarly, setPressedEarly] = useState(false);

  async function run(change: () => Promise<void>) {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      await change();
    } catch (thrown) {
      bus.publish('toast:show', { tone: 'error', message: failureMessage(thrown, words) });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!ready || !pressedEarly) return;
    setPressedEarly(false);
    if (!line) void run(() => addItem(product));
    // Runs once the wishlist is read after an early press; `run` and `product` are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, pressedEarly]);

  return {
    saved: line !== undefined,
    /** False until the wishlist is read (or failed to be): the heart's state is not known yet. */
    ready,
    busy: busy || pressedEarly,
    async toggle() {
      if (!ready) setPressedEarly(true);
      else await run(() => (line ? removeItem(line) : addItem(product)));
    },
  };
}

/** The site's one rule (actionFailureMessage): a timeout or a server failure says the heart's own words. */
function failureMessage(error: unknown, words: WishlistToggleWords): string {
  return actionFailureMessage(error, {
    offline: NO_INTERNET_MESSAGE,
    timeout: words.failed,
    fallback: words.failed,
  });
}
