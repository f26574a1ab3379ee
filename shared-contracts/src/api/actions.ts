import type * as v from 'valibot';
import { ACCOUNT_ACTIONS } from './account';
import type { RouterErrorCode } from './action-errors';
import type { ActionSpec } from './action-spec';
import { CART_ACTIONS } from './cart';
import { PRODUCT_ACTIONS } from './catalogue';
import { CONTACT_ACTIONS } from './contact';
import { FEEDBACK_ACTIONS } from './feedback';
import { PROJECT_ACTIONS } from './project';
import { SEARCH_ACTIONS } from './search';
import { WISHLIST_ACTIONS } from './wishlist';

/**
 * Every platform action, at `/action/<name>` (storefront §7 "Calls"): the namespaces' tables in
 * one. The platform routes and validates by it; the client loads a namespace's table only with
 * its first call (./client.ts), so this module is `@specify/contracts/api/actions`, not the core.
 */
export const ACTIONS = {
  ...ACCOUNT_ACTIONS,
  ...PRODUCT_ACTIONS,
  ...CART_ACTIONS,
  ...WISHLIST_ACTIONS,
  ...CONTACT_ACTIONS,
  ...FEEDBACK_ACTIONS,
  ...SEARCH_ACTIONS,
  ...PROJECT_ACTIONS,
} as const satisfies Record<string, ActionSpec>;

export type ActionName = keyof typeof ACTIONS;
export const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];

type SpecOf<N extends ActionName> = (typeof ACTIONS)[N];

/** What a caller sends; an action without input takes no fields. */
export type ActionRequest<N extends ActionName> = keyof v.InferInput<
  SpecOf<N>['request']
> extends never
  ? Record<string, never>
  : v.InferInput<SpecOf<N>['request']>;
/** What the handler receives: the request after validation (defaults filled in). */
export type ActionBody<N extends ActionName> = v.InferOutput<SpecOf<N>['request']>;
/** What the action answers. */
export type ActionResult<N extends ActionName> = v.InferOutput<SpecOf<N>['response']>;
/** Every code a call of this action may fail with. */
export type ActionErrorCodeOf<N extends ActionName> = RouterErrorCode | SpecOf<N>['errors'][number];

/** Actions that change nothing: safe to repeat, to cache and to revalidate. */
export type ReadActionName = {
  [N in ActionName]: SpecOf<N>['changesState'] extends false ? N : never;
}[ActionName];
export type WriteActionName = Exclude<ActionName, ReadActionName>;

/** Read-only actions without input: called with GET, so a browser or a CDN may cache them. */
export type GetActionName = {
  [N in ReadActionName]: keyof v.InferInput<SpecOf<N>['request']> extends never ? N : never;
}[ReadActionName];

/** The part of an action's name before the slash: `cart` of `cart/getCart`. */
export type ActionNamespace = ActionName extends `${infer Namespace}/${string}` ? Namespace : never;
