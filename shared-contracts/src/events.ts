import * as v from 'valibot';
import { SpecifyError } from './errors';
import { ANALYTICS_EVENT_SCHEMA } from './analytics';
import { sessionSchema } from './session';

/**
 * The typed event map: every event that crosses a remote boundary, by name, with its schema.
 * Adding a field is a minor contracts release; renaming or removing one is a major.
 */
export const EVENT_SCHEMAS = {
  'auth:changed': v.object({ session: sessionSchema }),
  /** `view`: the dialog's tab to open on (a Sign up button asks for 'sign-up'). */
  'auth:login-requested': v.object({
    returnTo: v.optional(v.string()),
    view: v.optional(v.picklist(['sign-in', 'sign-up'])),
  }),
  /** Any remote asks to add a product to a project; mf-project-builder's dialog answers. */
  'project:add-requested': v.object({
    sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    quantity: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999))),
    /** The product as the dialog names it (optional: the dialog shows the SKU without it). */
    name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  'project:skus-uploaded': v.object({
    fileName: v.string(),
    rows: v.array(
      v.object({
        sku: v.string(),
        qty: v.pipe(v.number(), v.minValue(1)),
        section: v.string(),
      }),
    ),
  }),
  /** A listing card asks for a product's quick view; mf-product's dialog answers. */
  'product:quick-view-requested': v.object({
    /** The variant the card shows: the quick view opens on it. */
    sku: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
    /** The product as the dialog names it while it loads. */
    name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  'cart:changed': v.object({ totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  /**
   * A region changed the visitor's wishlist (the product whose line changed): every other region
   * showing wishlist state reads it again.
   */
  'wishlist:changed': v.object({ sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }),
  /** Any remote asks for a product in the cart; mf-account adds it and confirms in a dialog. */
  'cart:add-requested': v.object({
    sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)), 1),
    /** The product as the dialog names it. */
    name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    /** A line under the name: colour, code, size. */
    details: v.optional(v.pipe(v.string(), v.maxLength(200))),
    image: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  }),
  'toast:show': v.object({
    message: v.pipe(v.string(), v.minLength(1)),
    tone: v.picklist(['info', 'success', 'error']),
    durationMs: v.optional(v.pipe(v.number(), v.minValue(0))),
    /** A link on this site; a toast with one stays until dismissed, so it can be reached. */
    action: v.optional(
      v.object({
        label: v.pipe(v.string(), v.minLength(1)),
        href: v.pipe(
          v.string(),
          v.regex(/^\/(?!\/)/, 'A toast action links to a path on this site.'),
        ),
      }),
    ),
  }),
  /** One typed payload per analytics event (`ANALYTICS_EVENT_SCHEMA`); the shell forwards each. */
  'analytics:event': ANALYTICS_EVENT_SCHEMA,
  /**
   * The product page's variant changed (storefront §7): a third-party configurator script, when one
   * is configured, is loaded for this SKU.
   */
  'product:variant-changed': v.object({
    sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  }),
} as const;

export type EventName = keyof typeof EVENT_SCHEMAS;
/** What a subscriber receives: the payload after its schema (defaults filled in). */
export type EventPayload<N extends EventName> = v.InferOutput<(typeof EVENT_SCHEMAS)[N]>;
/** What a publisher sends: fields with a default may be left out. */
export type EventInput<N extends EventName> = v.InferInput<(typeof EVENT_SCHEMAS)[N]>;
export type EventHandler<N extends EventName> = (payload: EventPayload<N>) => void;

/** All events travel as window CustomEvents under this prefix, so separately built bundles meet. */
export const EVENT_PREFIX = 'specify:';

export interface EventBus {
  /** Sends an event; returns false (and reports SPEC-EVENT-001) when the payload is invalid. */
  publish<N extends EventName>(name: N, payload: EventInput<N>): boolean;
  /** Listens for an event; the handler only ever sees payloads that pass the schema. */
  subscribe<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
}

export interface EventBusOptions {
  target?: EventTarget;
  onError?: (error: SpecifyError) => void;
}

function isEventName(name: string): name is EventName {
  return Object.hasOwn(EVENT_SCHEMAS, name);
}

function check<N extends EventName>(name: N, payload: unknown): SpecifyError | EventPayload<N> {
  if (!isEventName(name)) {
    return new SpecifyError('SPEC-EVENT-002', `Unknown event "${String(name)}".`, { event: name });
  }
  const result = v.safeParse(EVENT_SCHEMAS[name], payload);
  if (result.success) return result.output as EventPayload<N>;
  const issues = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
  );
  return new SpecifyError(
    'SPEC-EVENT-001',
    `Event "${name}" payload rejected: ${issues.join('; ')}.`,
    {
      event: name,
      issues,
    },
  );
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const target = options.target ?? globalThis;
  const onError = options.onError ?? ((error: SpecifyError) => console.error(error.message));

  return {
    publish(name, payload) {
      const checked = check(name, payload);
      if (checked instanceof SpecifyError) {
        onError(checked);
        return false;
      }
      target.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${name}`, { detail: checked }));
      return true;
    },
    subscribe(name, handler) {
      const listener = (event: Event) => {
        const checked = check(name, (event as CustomEvent<unknown>).detail);
        if (checked instanceof SpecifyError) onError(checked);
        else handler(checked);
      };
      target.addEventListener(`${EVENT_PREFIX}${name}`, listener);
      return () => target.removeEventListener(`${EVENT_PREFIX}${name}`, listener);
    },
  };
}
