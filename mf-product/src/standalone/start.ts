import { loadPublishedApp, startStandalone } from '@specify/ui/harness';
import { startHarnessWorker } from '@specify/ui/harness/worker';
import * as lifecycles from '../app';
import { productHandlers } from '../testing/product-handlers';
import { LUNA_BLACK_PATH, LUNA_PATH } from '../testing/product-fixtures';

/** Set by `npm run standalone -w mf-product -- --env live` (tooling/build/webpack.cjs). */
declare const __SPECIFY_HARNESS_LIVE__: boolean;

/**
 * By default the harness runs on MSW fixtures (a product with a priced, a builder-range and an
 * internal-only variant, bundle and spare items, related products, files and the PDF service).
 * Live, the platform at PLATFORM_URL (default http://localhost:3000) answers.
 */
async function start() {
  if (!__SPECIFY_HARNESS_LIVE__) await startHarnessWorker([...productHandlers]);
  startStandalone({
    remote: 'mf-product',
    lifecycles,
    // Live, `?remote-override=mf-product@<version>` runs that published version instead.
    ...(__SPECIFY_HARNESS_LIVE__ ? { loadPublished: loadPublishedApp } : {}),
    links: [
      { label: 'Product', path: `/product/${LUNA_PATH}/` },
      { label: 'Builder-range variant', path: `/product/${LUNA_BLACK_PATH}/?category=tapware` },
      { label: 'BIM product', path: `/tools-resources/bim-library/${LUNA_PATH}?fromBim=true` },
    ],
  });
}

void start();
