import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';

let dir: string;
let platform: TestPlatform;
const FILE = '/files/images/tap.svg';

/** Lets the catalogue's change listeners and their reads settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'refreshed-files-'));
  await mkdir(join(dir, 'images'));
  await writeFile(join(dir, 'images', 'tap.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  platform = await startTestPlatform({ filesDir: dir });
});
afterAll(async () => {
  await platform.close();
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => jest.restoreAllMocks());

describe('the internal-only file list after a catalogue change (issue 17 hole 10)', () => {
  it('survives a read that fails: logged, files held back until a read succeeds', async () => {
    const visitor = new TestClient(platform.app);
    expect((await visitor.request('GET', FILE)).statusCode).toBe(200);

    // Handled and logged: an unhandled rejection would end the process (Node's default).
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(platform.services.catalogue, 'allProducts')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    await platform.services.catalogue.replaceAll({ categories: [], products: [] });
    await settle();
    expect(logged).toHaveBeenCalledWith(
      'SPEC-FILES-001 the internal-only file list could not be read',
      expect.any(Error),
    );

    // Not knowing which files are internal-only, none is served to a visitor; the lookup reads again.
    expect((await visitor.request('GET', FILE)).statusCode).toBe(404);
    await settle();
    expect((await visitor.request('GET', FILE)).statusCode).toBe(200);
  });
});
