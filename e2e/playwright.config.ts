import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { REMOTES, REMOTE_DEFINITIONS } from '@specify/contracts';
import { TEST_BROWSER_LAUNCH_OPTIONS } from './chromium';
import type { ServerSpec } from './servers';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Commands and paths below are relative to the repo root. */
export const REPO_ROOT = resolve(__dirname, '..');
export const E2E_REGISTRY_DIR = resolve(REPO_ROOT, '.data/e2e-registry');
/** Each server's output (`<name>.log`), as global-setup.ts starts them. */
export const E2E_SERVERS_LOG_DIR = resolve(REPO_ROOT, '.data/e2e-servers');
/** Each remote's standalone QA harness, at the port its REMOTE_DEFINITIONS row gives. */
export const STANDALONE_PORTS = REMOTES.map(
  (remote) => [remote, REMOTE_DEFINITIONS[remote].standalonePort] as const,
);

/**
 * Automatic canary rollback, tuned so release-canary.spec.ts can trip it with a handful of
 * sessions: every session reports its remote loads, and five failing canary sessions in the
 * window are enough to judge (production keeps the defaults the README lists).
 */
export const CANARY_SETTINGS = {
  TELEMETRY_SAMPLE_RATE: '1',
  CANARY_MIN_SESSIONS: '5',
  CANARY_ROLLBACK_MARGIN: '0.2',
  CANARY_WINDOW_MINUTES: '10',
  // Every browser here comes from this machine's one address (production: 5 addresses, 3 each).
  CANARY_MIN_ADDRESSES: '1',
  CANARY_SESSIONS_PER_ADDRESS: '100000',
};

/** The composed site as `npm start` serves it, on a fresh registry. */
export const PLATFORM_SERVER = {
  name: 'platform',
  // A fresh registry each run, so the site under test runs exactly the remotes just built.
  command: `rm -rf ${E2E_REGISTRY_DIR} && node --import tsx infra/platform/src/start.ts`,
  url: `http://localhost:${PORT}/healthz`,
  reuseExistingServer: false,
  cwd: REPO_ROOT,
  timeout: 180_000,
  env: { PORT: String(PORT), SPECIFY_REGISTRY_DIR: E2E_REGISTRY_DIR, ...CANARY_SETTINGS },
};

/**
 * Each remote's standalone harness, started exactly as QA starts it. Only standalone.spec.ts uses
 * them, so they build in the background (five development builds, about 70 core-seconds) while
 * the site's specs run, instead of holding up the first test; that spec waits for them.
 */
export const STANDALONE_SERVERS: ServerSpec[] = STANDALONE_PORTS.map(([remote, port]) => ({
  name: `${remote}-standalone`,
  command: `npm run standalone -w ${remote}`,
  url: `http://localhost:${port}/`,
  cwd: REPO_ROOT,
  timeout: 300_000,
  background: true,
}));

/** The specs that publish, promote and roll back releases: they change what every page loads. */
const RELEASE_SPECS = ['**/releases.spec.ts', '**/release-canary.spec.ts'];

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real platform.
 * Each spec owns the data it changes (its visitor's cookies, or a trade account of its worker's:
 * fixtures.ts), so the site's specs run on two workers, a spec's tests in order on one of them.
 * On this 2-core machine one worker leaves the cores idle 29 % of the time (the browser waits on
 * the server and the server on the browser); two fill them (idle 6 %) and the 127 tests take
 * 10.6 min instead of 11.6. The release specs change the registry every page reads, so they run
 * last, alone.
 */
export default defineConfig({
  testDir: 'tests',
  testIgnore: ['**/screenshots/**'],
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'site', testIgnore: RELEASE_SPECS },
    { name: 'releases', testMatch: RELEASE_SPECS, dependencies: ['site'], workers: 1 },
  ],
  retries: 0,
  timeout: 30_000,
  reporter: [
    [process.env.CI ? 'list' : 'line'],
    // Each test's time for CI's stage table (tooling/build/timings-table.cjs).
    ...(process.env.SPECIFY_TIMINGS_DIR
      ? [
          [
            'json',
            { outputFile: resolve(process.env.SPECIFY_TIMINGS_DIR, 'playwright.json') },
          ] as const,
        ]
      : []),
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: TEST_BROWSER_LAUNCH_OPTIONS,
  },
  // The platform and the harnesses start at once (servers.ts), not one after another as
  // Playwright's webServer entries would.
  globalSetup: './global-setup.ts',
});
