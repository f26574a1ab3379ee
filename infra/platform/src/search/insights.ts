import * as v from 'valibot';
import { SearchApiError } from '@specify/search-engine';

/**
 * Insights events within Algolia's documented limits, and tighter where the platform stores them
 * for anyone: 1–100 events a request (Algolia allows 1000; a page sends a few); eventName up to
 * 64 characters; userToken 1–129 characters of [a-zA-Z0-9_=/+-]; up to 20 objectIDs (each at most
 * Algolia's 512 bytes) or 10 filters (as long); positions only with a queryID, one per objectID;
 * queryID 32 hex characters; a timestamp no older than 4 days. The route also bounds the body
 * (INSIGHTS_BODY_LIMIT, inflated too) and the requests per address (rate-limits.ts).
 */
export const MAX_EVENTS_PER_REQUEST = 100;
/** Algolia's limit on an objectID, in bytes; filters are held to it too. */
const MAX_ID_BYTES = 512;
/** A POST /1/events body at most, sent or inflated: a hundred full events fit. */
export const INSIGHTS_BODY_LIMIT = 128 * 1024;
const TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const MAX_AGE_MS = 4 * 24 * 60 * 60 * 1000;

const objectDataSchema = v.object({
  queryID: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/))),
  price: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(64))])),
  quantity: v.optional(v.pipe(v.number(), v.integer())),
  discount: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(64))])),
});

const eventSchema = v.pipe(
  v.object({
    eventType: v.picklist(['click', 'conversion', 'view']),
    eventSubtype: v.optional(v.picklist(['addToCart', 'purchase'])),
    eventName: v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\x20-\x7e]+$/)),
    index: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
    userToken: v.pipe(v.string(), v.regex(TOKEN, 'userToken must match [a-zA-Z0-9_=/+-]{1,129}')),
    authenticatedUserToken: v.optional(
      v.pipe(
        v.string(),
        v.regex(TOKEN, 'authenticatedUserToken must match [a-zA-Z0-9_=/+-]{1,129}'),
      ),
    ),
    timestamp: v.optional(v.pipe(v.number(), v.integer())),
    queryID: v.optional(
      v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'queryID must be 32 hexadecimal characters')),
    ),
    objectIDs: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(),
            v.minLength(1),
            v.maxBytes(MAX_ID_BYTES, `an objectID is at most ${MAX_ID_BYTES} bytes`),
          ),
        ),
        v.minLength(1),
        v.maxLength(20, 'objectIDs can hold at most 20 items'),
      ),
    ),
    filters: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(),
            v.minLength(1),
            v.maxBytes(MAX_ID_BYTES, `a filter is at most ${MAX_ID_BYTES} bytes`),
          ),
        ),
        v.minLength(1),
        v.maxLength(10, 'filters can hold at most 10 items'),
      ),
    ),
    positions: v.optional(
      v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(20)),
    ),
    objectData: v.optional(v.pipe(v.array(objectDataSchema), v.maxLength(20))),
    value: v.optional(v.union([v.number(), v.pipe(v.string(), v.maxLength(64))])),
    currency: v.optional(v.pipe(v.string(), v.length(3))),
  }),
  v.check(
    (event) => (event.objectIDs === undefined) !== (event.filters === undefined),
    'an event needs objectIDs or filters, not both',
  ),
  v.check(
    (event) =>
      event.positions === undefined ||
      (event.queryID !== undefined && event.objectIDs !== undefined),
    'positions need a queryID and objectIDs',
  ),
  v.check(
    (event) => event.positions === undefined || event.positions.length === event.objectIDs?.length,
    'positions must have one entry per objectID',
  ),
  v.check(
    (event) =>
      !(
        event.eventType === 'click' &&
        event.queryID !== undefined &&
        event.objectIDs &&
        !event.positions
      ),
    'a click after a search (with queryID) needs positions',
  ),
  v.check(
    (event) => event.eventSubtype === undefined || event.eventType === 'conversion',
    'eventSubtype applies to conversion events only',
  ),
);

export const insightsRequestSchema = v.object({
  events: v.pipe(
    v.array(eventSchema),
    v.minLength(1, `events must hold 1 to ${MAX_EVENTS_PER_REQUEST} events`),
    v.maxLength(MAX_EVENTS_PER_REQUEST, `events must hold 1 to ${MAX_EVENTS_PER_REQUEST} events`),
  ),
});

export type InsightsEvent = v.InferOutput<typeof eventSchema>;

/** An event as stored: timestamp filled in, the key's userToken enforced. */
export interface ValidatedInsightsEvent extends InsightsEvent {
  timestamp: number;
  receivedAt: number;
}

/** Validates a POST /1/events body; 422 with the first problem, as Algolia does. */
export function validateInsights(
  body: unknown,
  now: Date,
  forcedUserToken?: string,
): ValidatedInsightsEvent[] {
  const events = (body as { events?: unknown } | null)?.events;
  if (Array.isArray(events) && events.length > 0 && events.length <= MAX_EVENTS_PER_REQUEST) {
    // InstantSearch sends its own telemetry ('instantsearch' events) to the same endpoint: the
    // hosted service takes them, and they are not insights, so they are accepted and dropped.
    const insights = events.filter(
      (event) => (event as { eventType?: unknown } | null)?.eventType !== 'instantsearch',
    );
    if (insights.length === 0) return [];
    body = { ...(body as object), events: insights };
  }
  const result = v.safeParse(insightsRequestSchema, body);
  if (!result.success) {
    const issue = result.issues[0];
    const path = issue ? v.getDotPath(issue) : null;
    throw new SearchApiError(
      422,
      `${path ? `${path}: ` : ''}${issue?.message ?? 'Invalid events'}`,
    );
  }
  const received = now.getTime();
  return result.output.events.map((event, index) => {
    const timestamp = event.timestamp ?? received;
    if (timestamp < received - MAX_AGE_MS || timestamp > received + 60 * 60 * 1000) {
      throw new SearchApiError(
        422,
        `events.${index}.timestamp: must be within the last 4 days (milliseconds since the epoch)`,
      );
    }
    return {
      ...event,
      ...(forcedUserToken ? { userToken: forcedUserToken } : {}),
      timestamp,
      receivedAt: received,
    };
  });
}
