import type { ActionName, GetActionName } from './actions';

/**
 * The actions called with GET. The action tables own what each action is, but a call must start
 * before its namespace's schemas have loaded (client.ts), so the method is known here; the type
 * holds each name to the tables, and a test holds the list to them whole.
 */
export const GET_ACTION_NAMES = [
  'account/getAccount',
  'cart/getCart',
  'cart/getShippingMethods',
  'cart/getAvailableShippingMethods',
  'wishlist/getWishlist',
  'product/queryCategories',
  'product/searchableAttributes',
  'contact/getCaptchaChallenge',
  'search/getSearchKey',
  'project/getProjectMetadata',
  'project/getShoppingLists',
  'project/getProjectSettings',
  'project/getSettings',
] as const satisfies readonly GetActionName[];

const GET_ACTIONS: ReadonlySet<ActionName> = new Set(GET_ACTION_NAMES);

export function actionUrl(name: ActionName): string {
  return `/action/${name}`;
}

/**
 * GET for a read-only action without input (cacheable, and what the platform has always been
 * called with); POST otherwise, as a GET query string cannot carry typed JSON.
 */
export function actionMethod(name: ActionName): 'GET' | 'POST' {
  return GET_ACTIONS.has(name) ? 'GET' : 'POST';
}
