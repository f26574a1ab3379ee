import { setupServer } from 'msw/node';
import { contactFixture, contentHandlers, productQueries, submissions } from './content-handlers';

export {
  cmsDocument,
  contactFixture,
  fakeAltchaChallenge,
  productQueries,
  submissions,
} from './content-handlers';

export const server = setupServer(...contentHandlers);

export function setUpContentServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    submissions.length = 0;
    productQueries.length = 0;
    contactFixture.fail = false;
    contactFixture.captcha = 'altcha';
  });
  afterAll(() => server.close());
}
