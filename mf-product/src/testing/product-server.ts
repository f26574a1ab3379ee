import { setupServer } from 'msw/node';
import {
  brokenFiles,
  fileRequests,
  fixtureViewer,
  productHandlers,
  requests,
  wishlist,
} from './product-handlers';

export { brokenFiles, fileRequests, fixtureViewer, requests, wishlist } from './product-handlers';

export const server = setupServer(...productHandlers);

export function setUpProductServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    fixtureViewer.internal = false;
    brokenFiles.clear();
    fileRequests.length = 0;
    wishlist.reset();
  });
  afterAll(() => server.close());
}
