// The core every remote loads: markets, money, routes, session, events, runtime config, errors, the
// action client and the schemas of the actions every page's chrome calls (account, cart, wishlist,
// search key). Catalogue and search code lives in its own subpath (`@specify/contracts/search/
// facets`, `@specify/contracts/catalogue/taxonomy` ...) so a remote bundles only what it uses; their
// types are re-exported here because types cost nothing at run time.
export * from './markets';
export * from './geo';
export * from './money';
export * from './remotes';
export * from './routes';
export * from './session';
export * from './errors';
export * from './events';
export * from './analytics';
export * from './search-config';
export * from './runtime-config';
export * from './mount-props';
export * from './version';
export * from './validation';
export * from './link-status';
export * from './return-to';
export * from './product-trail';
export * from './catalogue-vocabulary';
export * from './api/common';
export * from './api/account';
export * from './api/cart';
export * from './api/wishlist';
// The contact form's rules stay here: released mf-content builds read them from the shell's copy.
export * from './api/contact-rules';
export * from './api/project-endpoints';
export * from './project/rules';
export * from './api/action-errors';
export { NO_BODY, type ActionSpec } from './api/action-spec';
export { actionMethod, actionUrl } from './api/action-http';
export * from './api/client';
export * from './api/upload-excel';
// The other namespaces' schemas load with their first call (api/client.ts); code that needs them
// as values imports them by path (@specify/contracts/api/actions, .../api/contact ...).
export type * from './api/actions';
export type * from './api/catalogue';
export type * from './api/contact';
export type * from './api/feedback';
export type * from './api/project';
export type * from './catalogue/product';
export type * from './catalogue/taxonomy';
export type * from './catalogue/listing-rules';
export type * from './catalogue/labels';
export type * from './catalogue/downloads';
export type * from './catalogue/specifications';
export type * from './search/records';
export type * from './search/facets';
export type * from './search/hits';
export type * from './content/document';
export type * from './content/page-sections';
export type * from './content/model';
