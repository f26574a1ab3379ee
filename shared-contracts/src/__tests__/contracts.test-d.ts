// Type tests: a breaking change to the event map or mount props fails `tsc --noEmit` in CI.
import { expectTypeOf } from 'expect-type';
import type { AnalyticsParams } from '../analytics';
import type { EventBus, EventPayload } from '../events';
import type { MARKET_DEFINITIONS } from '../markets';
import type { Money } from '../money';
import type { MountProps } from '../mount-props';
import { href } from '../routes';
import type { SearchIndices, SearchSort } from '../search-config';
import type { Session } from '../session';

declare const bus: EventBus;

expectTypeOf<EventPayload<'project:add-requested'>>().toEqualTypeOf<{
  sku: string;
  quantity?: number | undefined;
  name?: string | undefined;
}>();
expectTypeOf<EventPayload<'auth:changed'>>().toEqualTypeOf<{ session: Session }>();
expectTypeOf<EventPayload<'cart:changed'>>().toEqualTypeOf<{ totalItems: number }>();
expectTypeOf<EventPayload<'wishlist:changed'>>().toEqualTypeOf<{ sku: string }>();
expectTypeOf<EventPayload<'toast:show'>['tone']>().toEqualTypeOf<'info' | 'success' | 'error'>();

bus.publish('auth:login-requested', {});
// @ts-expect-error sku is required
bus.publish('project:add-requested', {});
// @ts-expect-error quantity is a number
bus.publish('project:add-requested', { sku: 'A', quantity: '2' });
// @ts-expect-error a wishlist change names its product
bus.publish('wishlist:changed', {});
bus.subscribe('cart:changed', (payload) => expectTypeOf(payload.totalItems).toBeNumber());
// A field with a default may be left out by the publisher; the subscriber always gets it.
bus.publish('cart:add-requested', { sku: 'A', name: 'Basin mixer' });
// @ts-expect-error the dialog names the product
bus.publish('cart:add-requested', { sku: 'A' });
bus.subscribe('cart:add-requested', (payload) => expectTypeOf(payload.count).toBeNumber());

expectTypeOf<MountProps>().toHaveProperty('market').toEqualTypeOf<'au' | 'nz'>();
expectTypeOf<MountProps>().toHaveProperty('session').toEqualTypeOf<Session>();
expectTypeOf<MountProps>().toHaveProperty('bus').toEqualTypeOf<EventBus>();
expectTypeOf<keyof MountProps>().toEqualTypeOf<
  'remote' | 'market' | 'session' | 'bus' | 'config' | 'domElement' | 'mountRemoteParcel'
>();

href('cart', 'au');
href('brand', 'nz', { brand: 'methven' });
// @ts-expect-error the brand route needs its brand
href('brand', 'nz');
// @ts-expect-error not a product family
href('productFamily', 'au', { family: 'garden' });

// Index names are a table: listings have every sort, content and suggestions only their primary.
declare const indices: SearchIndices;
expectTypeOf(indices.nz['bim-library'].name_asc).toBeString();
expectTypeOf<keyof SearchIndices['au']['content']>().toEqualTypeOf<'newest'>();
// @ts-expect-error query suggestions have no name replica
void indices.au['query-suggestions'].name_asc;
// @ts-expect-error not a search sort
void indices.au.products.price_asc;
expectTypeOf<SearchSort>().toEqualTypeOf<'newest' | 'name_asc' | 'name_desc'>();

// One money shape, in a market currency.
expectTypeOf<Money>().toEqualTypeOf<{
  centAmount: number;
  currencyCode: 'AUD' | 'NZD';
  fractionDigits: number;
}>();
expectTypeOf<(typeof MARKET_DEFINITIONS)['nz']['country']>().toEqualTypeOf<'AU' | 'NZ'>();

// Each analytics event carries its own params: a publisher cannot misname or leave one out.
bus.publish('analytics:event', { event: 'add_to_project', params: { item_id: 'A', quantity: 1 } });
bus.publish('analytics:event', { event: 'logout' });
// @ts-expect-error an event outside the map
bus.publish('analytics:event', { event: 'made_up' });
// @ts-expect-error a video play names its video
bus.publish('analytics:event', { event: 'video_play', params: { video_title: 'Pan' } });
// @ts-expect-error sign-up's method is a known one
bus.publish('analytics:event', { event: 'sign_up', params: { method: 7 } });
expectTypeOf<AnalyticsParams<'share'>>().toEqualTypeOf<{
  method: string;
  content_type: 'product' | 'project';
  item_id: string;
}>();
bus.subscribe('product:variant-changed', (payload) => expectTypeOf(payload.sku).toBeString());
