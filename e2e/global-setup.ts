import { E2E_SERVERS_LOG_DIR, PLATFORM_SERVER, STANDALONE_SERVERS } from './playwright.config';
import { startServers } from './servers';

/**
 * Starts the composed site and every standalone harness at once, and waits for the site (the
 * harnesses build in the background: STANDALONE_SERVERS); the teardown stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startServers([PLATFORM_SERVER, ...STANDALONE_SERVERS], E2E_SERVERS_LOG_DIR);
}
