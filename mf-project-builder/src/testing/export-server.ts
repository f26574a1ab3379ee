import { setupServer } from 'msw/node';
import { exportHandlers, resetExportFixtures } from './export-handlers';

export {
  PNG_BYTES,
  exportFixture,
  exportRequests,
  lastPrintedHtml,
  type ExportRequest,
} from './export-handlers';

/** The platform's export endpoints and files for the exports' jest tests. */
export const exportServer = setupServer(...exportHandlers);

export function setUpExportServer() {
  beforeAll(() => exportServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    exportServer.resetHandlers();
    resetExportFixtures();
  });
  afterAll(() => exportServer.close());
}
