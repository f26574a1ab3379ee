// Type tests: a handler is held to the action catalogue; a wrong name, body or answer fails tsc.
import { expectTypeOf } from 'expect-type';
import type { Wishlist } from '@specify/contracts';
import { defineAction } from '../action';
import { PlatformError } from '../../kernel/platform-error';

const emptyWishlist: Wishlist = { wishlistId: null, lineItems: [] };

defineAction('wishlist/addItem', async (body) => {
  // The body is the validated request, defaults filled in.
  expectTypeOf(body.variant.sku).toBeString();
  expectTypeOf(body.count).toBeNumber();
  // @ts-expect-error the request has no colour
  void body.colour;
  return emptyWishlist;
});

// @ts-expect-error not an action of the catalogue
defineAction('wishlist/addToWishlist', async () => emptyWishlist);

// @ts-expect-error a wishlist action answers a wishlist, not a cart
defineAction('wishlist/getWishlist', async () => ({ cartId: null, lineItems: [] }));

// @ts-expect-error wishlistId is a string or null
defineAction('wishlist/deleteWishlist', async () => ({ wishlistId: 7, lineItems: [] }));

// @ts-expect-error logout answers loggedIn: false
defineAction('account/logout', async () => ({ loggedIn: true }));

// @ts-expect-error not a code of the catalogue
void new PlatformError(400, 'error.wishlist.nope', 'Nope.');
void new PlatformError(404, 'error.wishlist.lineItem', 'That item is not in your wishlist.');
