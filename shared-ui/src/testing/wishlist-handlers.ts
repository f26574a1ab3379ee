import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import {
  MAX_LINE_COUNT,
  MAX_WISHLIST_LINES,
  addWishlistItemRequestSchema,
  removeWishlistItemRequestSchema,
  updateWishlistItemRequestSchema,
  type ActionErrorBody,
  type ActionErrorCode,
  type Wishlist,
  type WishlistLineItem,
} from '@specify/contracts';

/** A product the fake wishlist may hold, as the platform presents its line. */
export type WishlistProduct = WishlistLineItem['variant'] & { url: string };

export interface WishlistFake {
  handlers: ReturnType<typeof http.get>[];
  /** Puts lines in the wishlist before a screen renders (sku → count). */
  seed(lines: Record<string, number>): void;
  /** Empties it (tests call it between tests). */
  reset(): void;
  /** The wishlist as getWishlist answers it now. */
  current(): Wishlist;
  /** Every write the fake answered, in order. */
  writes: { name: string; body: unknown }[];
}

function fail(status: number, code: ActionErrorCode, message: string) {
  const body: ActionErrorBody = {
    isError: true,
    statusCode: status,
    code,
    message,
    error: { message },
  };
  return HttpResponse.json(body, { status });
}

/**
 * The platform's wishlist actions over an in-memory list, for remotes' tests and standalone
 * harnesses: the platform's rules (the contracts' request schemas, count 1 by default, an add of a
 * saved product adds to its count, unknown products and lines answer 404, the line and count caps)
 * with its error codes and messages. One fake for every front end, so none drifts from the server.
 */
export function createWishlistFake(
  products: Record<string, WishlistProduct>,
  options: { onWrite?: (name: string, body: unknown) => void } = {},
): WishlistFake {
  let lines: { lineItemId: string; sku: string; count: number }[] = [];
  let nextId = 1;
  const writes: WishlistFake['writes'] = [];

  function current(): Wishlist {
    return {
      wishlistId: lines.length > 0 || nextId > 1 ? 'wishlist-1' : null,
      lineItems: lines.flatMap((line) => {
        const product = products[line.sku];
        if (!product) return [];
        const { url, ...variant } = product;
        return [{ lineItemId: line.lineItemId, count: line.count, variant, _url: url }];
      }),
    };
  }

  /** Parses a write's body as the platform does: a bad body is a 400 that changes nothing. */
  async function parse<S extends v.GenericSchema>(name: string, request: Request, schema: S) {
    const body: unknown = await request.json();
    writes.push({ name, body });
    options.onWrite?.(name, body);
    const result = v.safeParse(schema, body);
    return result.success ? result.output : undefined;
  }
  const invalid = () => fail(400, 'INVALID_BODY', 'The request body is not valid.');
  const noLine = () => fail(404, 'error.wishlist.lineItem', 'That item is not in your wishlist.');

  const handlers = [
    http.get('*/action/wishlist/getWishlist', () => HttpResponse.json(current())),
    http.post('*/action/wishlist/addItem', async ({ request }) => {
      const body = await parse('wishlist/addItem', request, addWishlistItemRequestSchema);
      if (!body) return invalid();
      const { sku } = body.variant;
      if (!products[sku])
        return fail(404, 'error.product.unavailable', 'That product is not available.');
      const line = lines.find((candidate) => candidate.sku === sku);
      if (!line && lines.length >= MAX_WISHLIST_LINES)
        return fail(
          400,
          'error.wishlist.full',
          `A wishlist holds at most ${MAX_WISHLIST_LINES} products.`,
        );
      if (line && line.count + body.count > MAX_LINE_COUNT)
        return fail(
          400,
          'error.wishlist.count',
          `A wishlist line holds at most ${MAX_LINE_COUNT} of a product.`,
        );
      if (line) line.count += body.count;
      else lines.push({ lineItemId: `wish-${nextId++}`, sku, count: body.count });
      return HttpResponse.json(current());
    }),
    http.post('*/action/wishlist/updateItem', async ({ request }) => {
      const body = await parse('wishlist/updateItem', request, updateWishlistItemRequestSchema);
      if (!body) return invalid();
      const line = lines.find((candidate) => candidate.lineItemId === body.lineItem.id);
      if (!line) return noLine();
      line.count = body.count;
      return HttpResponse.json(current());
    }),
    http.post('*/action/wishlist/removeItem', async ({ request }) => {
      const body = await parse('wishlist/removeItem', request, removeWishlistItemRequestSchema);
      if (!body) return invalid();
      if (!lines.some((line) => line.lineItemId === body.lineItem.id)) return noLine();
      lines = lines.filter((line) => line.lineItemId !== body.lineItem.id);
      return HttpResponse.json(current());
    }),
    http.post('*/action/wishlist/deleteWishlist', async ({ request }) => {
      const body: unknown = await request.json().catch(() => ({}));
      writes.push({ name: 'wishlist/deleteWishlist', body });
      options.onWrite?.('wishlist/deleteWishlist', body);
      lines = [];
      nextId = 1;
      return HttpResponse.json(current());
    }),
  ];

  return {
    handlers,
    writes,
    current,
    seed(seeded) {
      lines = Object.entries(seeded).map(([sku, count]) => ({
        lineItemId: `wish-${nextId++}`,
        sku,
        count,
      }));
    },
    reset() {
      lines = [];
      nextId = 1;
      writes.length = 0;
    },
  };
}
