// @specify/ui/testing: fakes of the platform's actions for front ends' tests and standalone
// harnesses, and of browser parts jsdom lacks (never imported by product code).
export { createWishlistFake, type WishlistFake, type WishlistProduct } from './wishlist-handlers';
export { fetchBehaviourCaller } from './behaviour-caller';
export { installIntersectionObserver } from './intersection-observer';
