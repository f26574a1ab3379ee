import * as v from 'valibot';

const text = v.pipe(v.string(), v.minLength(1), v.maxLength(500));
const optionalText = v.optional(v.pipe(v.string(), v.maxLength(500)));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const itemId = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const noParams = v.optional(v.object({}));

/** One analytics event: its name and the params it carries (storefront §1, project-builder §7). */
function analyticsEvent<
  const Name extends string,
  const Params extends v.GenericSchema<unknown, Record<string, unknown> | undefined>,
>(event: Name, params: Params) {
  return v.object({ event: v.literal(event), params });
}

const itemQuantity = v.object({ item_id: itemId, quantity: count });

/**
 * Every analytics event by name, each with its own params, so a publisher is type-checked and the
 * shell's data-layer forwarder receives `{event, params}` it can spread as before.
 */
export const ANALYTICS_EVENT_SCHEMA = v.variant('event', [
  analyticsEvent('add_to_project', itemQuantity),
  analyticsEvent(
    'video_play',
    v.object({ video_id: v.pipe(v.string(), v.minLength(1), v.maxLength(50)), video_title: text }),
  ),
  analyticsEvent(
    'file_download',
    v.object({
      file_type: text,
      /** A product's file names its variant; a project's zip names the project. */
      item_id: v.optional(itemId),
      project_id: optionalText,
      bulk: v.optional(v.boolean()),
      file_count: v.optional(count),
    }),
  ),
  analyticsEvent(
    'share',
    v.object({ method: text, content_type: v.picklist(['product', 'project']), item_id: itemId }),
  ),
  analyticsEvent('print', v.object({ content_type: v.picklist(['project']), item_id: itemId })),
  analyticsEvent('sign_up', v.object({ method: v.picklist(['email']) })),
  analyticsEvent('login', v.object({ method: v.picklist(['email']) })),
  analyticsEvent('logout', noParams),
  analyticsEvent('email_confirmed', noParams),
  analyticsEvent('password_reset', noParams),
  analyticsEvent('password_change', noParams),
  analyticsEvent('address_add', noParams),
  analyticsEvent('address_update', noParams),
  analyticsEvent('address_remove', noParams),
  analyticsEvent('address_default_shipping', noParams),
  analyticsEvent('address_default_billing', noParams),
  analyticsEvent(
    'search',
    v.object({
      search_term: v.pipe(v.string(), v.maxLength(500)),
      results: v.optional(count),
      market: optionalText,
    }),
  ),
  analyticsEvent(
    'menu_link',
    v.object({ label: text, href: v.pipe(v.string(), v.maxLength(2000)) }),
  ),
  analyticsEvent('feedback_sent', v.object({ rating: count })),
  analyticsEvent('add_to_cart', itemQuantity),
  analyticsEvent('update_cart_item', itemQuantity),
  analyticsEvent('remove_from_cart', itemQuantity),
  analyticsEvent('add_shipping_info', v.object({ shipping_tier: text })),
  analyticsEvent('redeem_discount_code', v.object({ coupon: text })),
  analyticsEvent('remove_discount_code', v.object({ coupon: text })),
  analyticsEvent(
    'purchase',
    v.object({
      transaction_id: text,
      value: v.number(),
      currency: v.pipe(v.string(), v.length(3)),
    }),
  ),
  analyticsEvent('add_to_wishlist', itemQuantity),
  analyticsEvent('update_wishlist_item', itemQuantity),
  analyticsEvent('remove_from_wishlist', v.object({ item_id: itemId })),
  analyticsEvent(
    'project_export',
    v.object({ project_id: text, format: v.picklist(['excel', 'csv']), item_count: count }),
  ),
  analyticsEvent(
    'project_pdf_save',
    v.object({ project_id: text, landscape: v.boolean(), item_count: count }),
  ),
]);

export type AnalyticsEvent = v.InferInput<typeof ANALYTICS_EVENT_SCHEMA>;
export type AnalyticsEventName = AnalyticsEvent['event'];
/** The params one event carries. */
export type AnalyticsParams<N extends AnalyticsEventName> = Extract<
  AnalyticsEvent,
  { event: N }
>['params'];
