import { setupServer } from 'msw/node';
import { accountHandlers, session } from './account-handlers';
import { commerceHandlers, resetCommerce } from './commerce-handlers';
import { requests } from './fixture-http';

export { PASSWORD, accountHandlers, session, signedInAs, withAddress } from './account-handlers';
export { requests } from './fixture-http';

/** The platform's account, cart, orders and wishlist actions for mf-account's jest tests. */
export const server = setupServer(...accountHandlers, ...commerceHandlers);
export function setUpAccountServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    session.account = undefined;
    resetCommerce();
  });
  afterAll(() => server.close());
}
