import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createEventBus } from '@specify/contracts';
import { loadPublishedApp, startStandalone } from '@specify/ui/harness';
import { startHarnessWorker } from '@specify/ui/harness/worker';
import * as lifecycles from '../app';
import { accountHandlers, signInAsHarnessKind } from '../testing/account-handlers';
import { commerceHandlers } from '../testing/commerce-handlers';
import { HarnessParcels } from './harness-parcels';

/** Set by `npm run standalone -w mf-account -- --env live` (tooling/build/webpack.cjs). */
declare const __SPECIFY_HARNESS_LIVE__: boolean;

const LINKS = [
  { label: 'Cart', path: '/cart' },
  { label: 'Wishlist', path: '/wishlist' },
  { label: 'My account', path: '/my-account' },
  { label: 'Company registration', path: '/company-registration' },
  { label: 'Sign in', path: '/login' },
];

/**
 * By default the harness runs on MSW fixtures: the account, cart, orders and wishlist actions, for
 * the user the session switch picks (visitor, trade, incomplete, internal); sign in as
 * unverified@example.com for the unverified path (password Specify#2026). Live, the platform at
 * PLATFORM_URL (default http://localhost:3000) answers, and QA signs in with the dialog. Below
 * the app, the parcels answer their events as the shell's hosts do (HarnessParcels).
 */
async function start() {
  if (!__SPECIFY_HARNESS_LIVE__)
    await startHarnessWorker([...accountHandlers, ...commerceHandlers]);
  startStandalone({
    remote: 'mf-account',
    lifecycles,
    // Live, `?remote-override=mf-account@<version>` runs that published version instead.
    ...(__SPECIFY_HARNESS_LIVE__ ? { loadPublished: loadPublishedApp } : {}),
    ...(__SPECIFY_HARNESS_LIVE__ ? {} : { onSessionChange: signInAsHarnessKind }),
    links: LINKS,
  });
  // Events are window CustomEvents, so this bus hears the mounted app's requests too.
  const parcels = document.createElement('div');
  document.body.append(parcels);
  createRoot(parcels).render(
    createElement(HarnessParcels, {
      bus: createEventBus(),
      config: { environment: 'standalone', remotes: {}, loadTimeoutMs: 5000 },
    }),
  );
}

void start();
