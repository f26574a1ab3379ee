import { resolve } from 'node:path';
import { PLATFORM_SERVER, REPO_ROOT, STANDALONE_SERVERS } from './playwright.config';
import { startServers } from './servers';

/** Starts the composed site and every standalone harness at once; the teardown stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startServers(
    [PLATFORM_SERVER, ...STANDALONE_SERVERS],
    resolve(REPO_ROOT, '.data/e2e-servers'),
  );
}
