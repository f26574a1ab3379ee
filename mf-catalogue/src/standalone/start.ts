import { startStandalone } from '@specify/ui/harness';
import { startHarnessWorker } from '@specify/ui/harness/worker';
import * as lifecycles from '../app';
import type { SessionKind } from '@specify/contracts';
import { INTERNAL_KEY, VISITOR_KEY, catalogueHandlers } from '../testing/handlers';

// The harness runs on MSW fixtures: /config.json, the session key and the search API. The key
// follows the harness's session switch, so an internal user sees internal-only items.
let sessionKind: SessionKind = 'visitor';
void startHarnessWorker(
  catalogueHandlers({ key: () => (sessionKind === 'internal' ? INTERNAL_KEY : VISITOR_KEY) }),
).then(() =>
  startStandalone({
    remote: 'mf-catalogue',
    lifecycles,
    onSessionChange: (kind) => {
      sessionKind = kind;
    },
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
