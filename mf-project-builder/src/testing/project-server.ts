import { setupServer } from 'msw/node';
import { projectHandlers, requests } from './project-handlers';
import { fixtureSession, resetProjects } from './project-store';

export { requests, signInAsHarnessKind } from './project-handlers';
export { FIXTURE_PRODUCTS, FIXTURE_USERS, fixtureSession, seedProject } from './project-store';

/** The platform's project actions and upload-excel for mf-project-builder's jest tests. */
export const server = setupServer(...projectHandlers);

export function setUpProjectServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
    fixtureSession.user = undefined;
    fixtureSession.market = 'au';
    resetProjects();
  });
  afterAll(() => server.close());
}
