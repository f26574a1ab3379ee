// Type tests: the action catalogue types both ends; a wrong name, payload or response use fails tsc.
import { expectTypeOf } from 'expect-type';
import type * as v from 'valibot';
import type {
  ActionBody,
  ActionErrorCodeOf,
  ActionName,
  ActionRequest,
  ActionResult,
  ReadActionName,
} from '../api/actions';
import { callAction, type ActionCallError } from '../api/client';
import type { ActionErrorCode } from '../api/action-errors';
import type { Cart, Wishlist } from '../index';
import type { FacetConfig } from '../search/facets';
import type { facetConfigSchema } from '../api/catalogue-schemas';

// The result is inferred from the name.
expectTypeOf(callAction('cart/getCart', { market: 'au' })).resolves.toEqualTypeOf<Cart>();
expectTypeOf(
  callAction('wishlist/addItem', { market: 'au', body: { variant: { sku: 'A' } } }),
).resolves.toEqualTypeOf<Wishlist>();

// @ts-expect-error not an action
void callAction('cart/getBasket', { market: 'au' });
// @ts-expect-error addItem needs its body
void callAction('wishlist/addItem', { market: 'au' });
// @ts-expect-error the variant has a sku, not an id
void callAction('wishlist/addItem', { market: 'au', body: { variant: { id: 'A' } } });
void callAction('wishlist/addItem', {
  market: 'au',
  // @ts-expect-error count is a number
  body: { variant: { sku: 'A' }, count: '2' },
});
// @ts-expect-error getCart takes no input
void callAction('cart/getCart', { market: 'au', body: { cartId: 'c1' } });
// @ts-expect-error the schema option is gone: the catalogue decides
void callAction('cart/getCart', { market: 'au', schema: {} });

async function useResponses() {
  const wishlist = await callAction('wishlist/getWishlist', { market: 'nz' });
  expectTypeOf(wishlist.lineItems[0]?.variant.sku).toEqualTypeOf<string | undefined>();
  // @ts-expect-error a wishlist has no totals
  void wishlist.totals;
  const key = await callAction('search/getSearchKey', { market: 'au' });
  // @ts-expect-error validUntil is a number of seconds
  key.validUntil.toUpperCase();
}
void useResponses;

// Request types: what a caller sends (defaults optional) versus what a handler sees (filled in).
expectTypeOf<ActionRequest<'wishlist/addItem'>['count']>().toEqualTypeOf<number | undefined>();
expectTypeOf<ActionBody<'wishlist/addItem'>['count']>().toEqualTypeOf<number>();
expectTypeOf<ActionRequest<'cart/getCart'>>().toEqualTypeOf<Record<string, never>>();
expectTypeOf<ActionResult<'cart/queryOrders'>>().toBeArray();

// Error codes: typed, and each action's own list on top of the router's.
expectTypeOf<ActionCallError['code']>().toExtend<string>();
expectTypeOf<'error.cart.full'>().toExtend<ActionErrorCodeOf<'cart/addItem'>>();
expectTypeOf<'CSRF'>().toExtend<ActionErrorCodeOf<'cart/addItem'>>();
expectTypeOf<'error.cart.full'>().not.toExtend<ActionErrorCodeOf<'wishlist/addItem'>>();
expectTypeOf<'error.nope'>().not.toExtend<ActionErrorCode>();

// Read-only actions are the ones a hook may cache and revalidate.
expectTypeOf<'cart/getCart'>().toExtend<ReadActionName>();
expectTypeOf<'cart/addItem'>().not.toExtend<ReadActionName>();
expectTypeOf<ActionName>().toExtend<string>();

// FacetConfig is an interface of its own (search/facets.ts); its schema mirrors it exactly.
expectTypeOf<v.InferOutput<typeof facetConfigSchema>>().toEqualTypeOf<FacetConfig>();
