// What the front ends' builds give InstantSearch for its default router (its `history` router,
// which brings `qs` and its dependencies, about 17 KB gzip on every search route): no front end uses it. The listing
// keeps its URL with a router of its own (mf-catalogue, url-state.ts) and the other searches keep
// none. `routing` without a `router` of its own fails here, saying so, instead of shipping it.
module.exports = function historyRouter() {
  throw new Error(
    "InstantSearch's default history router is not in this build: pass `routing.router` (see tooling/build/instantsearch-no-default-router.cjs).",
  );
};
