import { loadPublishedApp, startStandalone } from '@specify/ui/harness';
import { startHarnessWorker } from '@specify/ui/harness/worker';
import * as lifecycles from '../app';
import { contentHandlers } from '../testing/content-handlers';

/** Set by `npm run standalone -w mf-content -- --env live` (tooling/build/webpack.cjs). */
declare const __SPECIFY_HARNESS_LIVE__: boolean;

/**
 * By default the harness runs on MSW fixture pages (home, warranty, contact, privacy) and the
 * contact actions (the security answer is 7). Live, the platform at PLATFORM_URL answers.
 */
async function start() {
  if (!__SPECIFY_HARNESS_LIVE__) await startHarnessWorker([...contentHandlers]);
  startStandalone({
    remote: 'mf-content',
    lifecycles,
    // Live, `?remote-override=mf-content@<version>` runs that published version instead.
    ...(__SPECIFY_HARNESS_LIVE__ ? { loadPublished: loadPublishedApp } : {}),
    links: [
      { label: 'Home', path: '/' },
      { label: 'Contact us', path: '/about-us/contact-us' },
      { label: 'Warranty', path: '/warranty' },
      { label: 'Disclaimer (empty page)', path: '/disclaimer' },
    ],
  });
}

void start();
