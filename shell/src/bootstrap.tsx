import { registerPlugins } from '@module-federation/enhanced/runtime';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import {
  MARKET_DEFINITIONS,
  createEventBus,
  isRemoteName,
  matchRoute,
  type SpecifyError,
} from '@specify/contracts';
import { forwardAnalyticsToDataLayer } from './analytics/data-layer';
import { Layout, regionId } from './chrome/layout';
import { loadRuntimeConfig } from './config/load-runtime-config';
import {
  beginLoadingRemoteApp,
  loadDeadline,
  registerReleasedRemotes,
  scriptRequested,
} from './federation/load-remote-app';
import { specifyRuntimePlugin } from './federation/runtime-plugins';
import { registerApplications } from './register-applications';
import { adoptFirstPaint } from './regions/first-paint';
import { nextTask } from './boot/next-task';
import { resolveMarket } from './market/market-cookie';
import { readSessionAtBoot } from './session/session-store';

function reportError(error: SpecifyError) {
  console.error(error.message, error.cause ?? '');
}

/**
 * Whether the browser already holds a good answer for `url` (the platform preloads the page's
 * manifest). A browser that does not say a response's status is taken not to: then nothing waits.
 */
function alreadyFetched(url: string | undefined): boolean {
  if (!url) return false;
  return performance
    .getEntriesByName(new URL(url, window.location.href).href, 'resource')
    .some((entry) => (entry as PerformanceResourceTiming).responseStatus === 200);
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell page has no #root element.');
  const bus = createEventBus({ onError: reportError });
  forwardAnalyticsToDataLayer(bus);

  // The session is read beside the first paint: the chrome shows a visitor until it answers.
  const market = resolveMarket(window.location.pathname);
  const sessions = readSessionAtBoot(bus, market);
  // Inlined in the page by the platform, so this is no round trip on a served page.
  const config = await loadRuntimeConfig();
  registerPlugins([specifyRuntimePlugin(loadDeadline, scriptRequested)]);
  registerReleasedRemotes(config);
  // The page's remote starts loading before the chrome's first render, and its region takes the
  // load over. With its manifest already here, the few ms until its scripts are requested are
  // worth waiting: the render holds the main thread for hundreds of ms on a slow phone (the
  // web-vitals bench). Without it the chrome never waits on the network.
  const routeOwner = matchRoute(window.location.pathname)?.owner;
  const owner = isRemoteName(routeOwner) ? routeOwner : undefined;
  if (owner) {
    const scriptsRequested = beginLoadingRemoteApp(owner, config);
    if (alreadyFetched(config.remotes[owner]?.manifest)) await scriptsRequested;
  }
  // The boot's modules were evaluated in this task (index.ts): it ends here, and the chrome
  // renders in a later one.
  await nextTask();
  // The page's first Intl call makes the browser list its locales and load their data (130-310
  // ms at 4x CPU). The page's warm-up worker has usually done that off this thread already
  // (tooling/build/intl-warm-up-plugin.cjs); where it has not, the call gets a task of its own.
  Intl.NumberFormat.supportedLocalesOf(MARKET_DEFINITIONS[market].languageTag);
  await nextTask();

  // Regions must exist before single-spa mounts the first remote into one.
  flushSync(() =>
    createRoot(container).render(<Layout bus={bus} config={config} sessions={sessions} />),
  );
  // In the same task as the render: the first paint's markup moves into its region before the
  // browser paints the chrome, so the page never shows the region empty.
  adoptFirstPaint(owner, (remote) => document.getElementById(regionId(remote)));
  await nextTask();
  registerApplications({ config, bus, sessions, reportError });
  start({ urlRerouteOnly: true });
}

boot().catch((error: unknown) => {
  console.error(error);
  const container = document.getElementById('root');
  adoptFirstPaint(undefined, () => null);
  if (container) {
    container.innerHTML =
      '<main><h1>Specify is unavailable</h1><p>The site could not start. Please try again shortly.</p></main>';
  }
});
