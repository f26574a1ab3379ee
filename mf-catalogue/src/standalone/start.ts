import { setupWorker } from 'msw/browser';
import { startStandalone } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { catalogueHandlers } from '../testing/handlers';

// The harness runs on MSW fixtures: /config.json, the session key and the search API.
const worker = setupWorker(...catalogueHandlers());

void worker
  .start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  .then(() =>
    startStandalone({
      remote: 'mf-catalogue',
      lifecycles,
      links: [
        { label: 'Tapware', path: '/products/tapware/' },
        { label: 'Basin mixers', path: '/products/tapware/basin-mixers' },
        { label: 'Search', path: '/search?query=basin' },
        { label: 'Brand', path: '/brands/methven/' },
        { label: 'Sector 101', path: '/sectors/101' },
        { label: 'BIM library', path: '/tools-resources/bim-library/' },
      ],
    }),
  );
