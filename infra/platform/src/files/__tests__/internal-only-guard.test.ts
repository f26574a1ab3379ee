import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEV_PASSWORD } from '../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';

let dir: string;
let platform: TestPlatform;
let report: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guarded-files-'));
  platform = await startTestPlatform({ seedCatalogue: true, filesDir: dir });
  const products = await platform.services.catalogue.allProducts();
  report = products
    .flatMap((product) => product.variants.flatMap((variant) => variant.attributes.downloads))
    .map((entry) =>
      entry.name === 'test-report' && typeof entry.value === 'string' ? entry.value : '',
    )
    .find((value) => value.startsWith('/files/'))!;
  const path = join(dir, report.slice('/files/'.length));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, '%PDF-1.7 test report');
});
afterAll(async () => {
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});

describe('test reports through the platform', () => {
  it('are served to a signed-in internal user only', async () => {
    const visitor = new TestClient(platform.app);
    expect((await visitor.request('GET', report)).statusCode).toBe(404);
    const trade = new TestClient(platform.app);
    await trade.login('trade@example.com', DEV_PASSWORD);
    expect((await trade.request('GET', report)).statusCode).toBe(404);
    const internal = new TestClient(platform.app);
    await internal.login('internal@example.com', DEV_PASSWORD);
    const response = await internal.request('GET', report);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.7 test report');
  });

  it('are not reached by a second spelling of their path (issue 17 hole 1)', async () => {
    const visitor = new TestClient(platform.app);
    const doubled = report.replace('/files/', '/files//');
    const response = await visitor.request('GET', doubled);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('test report');
  });
});
