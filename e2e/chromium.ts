/** How this machine launches Debian's Chromium: no sandbox as root, no background network. */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * The browser a visitor has (`/usr/bin/chromium`, apt's `chromium`): the benchmarks and the
 * screenshots measure and show what it renders.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: LAUNCH_ARGS,
};

/**
 * The browser the end-to-end tests drive: the same Chromium release built as the headless shell
 * (`/usr/bin/chromium-headless-shell`, apt's `chromium-headless-shell`), the build Playwright
 * itself runs headless tests in. Same engine, without the desktop browser's own windows and their
 * renderers: the suite spends a third less CPU on this 2-core machine (catalogue and product specs:
 * 434 core-seconds on /usr/bin/chromium, 292 on the shell).
 */
export const TEST_BROWSER_LAUNCH_OPTIONS = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: LAUNCH_ARGS,
};
