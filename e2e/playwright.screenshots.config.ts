import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { PLATFORM_SERVER } from './playwright.config';

/** `npm run screenshots`: PNGs of the key pages at 375 and 1280 px in e2e/screenshots/. */
export default defineConfig({
  testDir: 'screenshots-spec',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: 'line',
  use: {
    baseURL: PLATFORM_SERVER.url.replace('/healthz', ''),
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: [PLATFORM_SERVER],
});
