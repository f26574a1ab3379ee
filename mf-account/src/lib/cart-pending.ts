import { atom, useAtomValue } from 'jotai';

/**
 * The cart change in flight in this mount, if any: what it touches, a line's id (or the sku being
 * added), 'shipping', 'discount' or 'checkout'. `useCartActions` writes it; every control of the
 * cart reads it, so one change at a time runs and the one running shows where it is.
 */
export const cartPendingAtom = atom<string | undefined>(undefined);

export const useCartPending = () => useAtomValue(cartPendingAtom);
