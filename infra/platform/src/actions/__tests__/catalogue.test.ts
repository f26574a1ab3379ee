import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { type Wishlist } from '@specify/contracts';
import { ACTION_NAMES } from '@specify/contracts/api/actions';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';
import { defineAction, type Action } from '../action';
import { actionRoutes } from '../router';
import { PlatformError } from '../../kernel/platform-error';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ search: true });
});
afterAll(() => platform.close());

const emptyWishlist: Wishlist = { wishlistId: null, lineItems: [] };

/** A platform answering only the given actions. */
async function platformWith(actions: readonly Action[]) {
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(actionRoutes, { services: platform.services, actions });
  return app;
}

describe('the action catalogue on the platform', () => {
  it('has a handler for every action of the catalogue', async () => {
    const client = new TestClient(platform.app);
    const unanswered: string[] = [];
    for (const name of ACTION_NAMES) {
      const response = await client.action(name, {});
      if (response.json().code === 'UNKNOWN_ACTION') unanswered.push(name);
    }
    expect(unanswered).toEqual([]);
  });

  it('refuses to start with two handlers for one action', async () => {
    const getWishlist = defineAction('wishlist/getWishlist', async () => emptyWishlist);
    await expect(platformWith([getWishlist, getWishlist])).rejects.toThrow(
      'Two handlers for the action wishlist/getWishlist.',
    );
  });

  describe('under test, holds every answer to the catalogue', () => {
    let consoleError: jest.SpyInstance;
    beforeEach(() => {
      consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    });
    afterEach(() => consoleError.mockRestore());

    async function call(action: Action) {
      const app = await platformWith([action]);
      const response = await app.inject({ method: 'GET', url: `/action/${action.name}` });
      await app.close();
      return response;
    }

    it('fails loudly on an answer outside the response schema', async () => {
      const wrong = { wishlistId: 7, lineItems: [] } as unknown as Wishlist;
      const response = await call(defineAction('wishlist/getWishlist', async () => wrong));
      expect(response.statusCode).toBe(500);
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringMatching(
          /^Action contract broken: wishlist\/getWishlist answered outside its response schema: wishlistId: Invalid type/,
        ),
      );
    });

    it('fails loudly on a field the response schema does not list', async () => {
      const extra = { ...emptyWishlist, owner: 'someone' };
      const response = await call(defineAction('wishlist/getWishlist', async () => extra));
      expect(response.statusCode).toBe(500);
      expect(consoleError).toHaveBeenCalledWith(
        'Action contract broken: wishlist/getWishlist answered a field its response schema does not list: owner.',
      );
    });

    it('fails loudly on an error code the action does not list', async () => {
      const action = defineAction('wishlist/getWishlist', async () => {
        throw new PlatformError(404, 'error.cart.lineItem', 'That item is not in your cart.');
      });
      expect((await call(action)).statusCode).toBe(500);
      expect(consoleError).toHaveBeenCalledWith(
        'Action contract broken: wishlist/getWishlist failed with error.cart.lineItem, which the action catalogue does not list for it.',
      );
    });

    it('passes a listed error code through as the answer', async () => {
      const action = defineAction('wishlist/removeItem', async () => {
        throw new PlatformError(
          404,
          'error.wishlist.lineItem',
          'That item is not in your wishlist.',
        );
      });
      const app = await platformWith([action]);
      const client = new TestClient(app);
      await client.request('GET', '/action/wishlist/nothing');
      const response = await client.action('wishlist/removeItem', { lineItem: { id: 'l1' } });
      await app.close();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'error.wishlist.lineItem' });
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});
