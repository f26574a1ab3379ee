// @specify/ui/api: SWR hooks typed by the action catalogue. A subpath of its own, so swr loads
// with the remotes that call actions through hooks, never on the shell's first visit.
export { ActionProvider, useActionMarket, type ActionProviderProps } from './action-provider';
export { actionKey, useAction, useMutationAction } from './use-action';
export {
  useWishlist,
  useWishlistToggle,
  type WishlistProductRef,
  type WishlistToggleWords,
} from './use-wishlist';
