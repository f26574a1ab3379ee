import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { EventBus, Market, MountProps, Session, SessionKind } from '@specify/contracts';
import { createEventBus } from '@specify/contracts';
import { HARNESS_SESSIONS } from '@specify/ui/harness';
import { CatalogueRoot } from '../root';
import {
  catalogueHandlers,
  fixtureSearchConfig,
  fixtureWishlist,
  INTERNAL_KEY,
  VISITOR_KEY,
} from './handlers';

/** The session the fixture key endpoint answers for, set per test. */
let serverViewer: SessionKind = 'visitor';
export const recordedEvents: unknown[] = [];

export const server = setupServer(
  ...catalogueHandlers({
    key: () => (serverViewer === 'internal' ? INTERNAL_KEY : VISITOR_KEY),
    onEvents: (events) => recordedEvents.push(...events),
  }),
);

/** msw with onUnhandledRequest 'error' (CONVENTIONS 7), handlers reset after each test. */
export function setUpFixtureServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    serverViewer = 'visitor';
    recordedEvents.length = 0;
    fixtureWishlist.reset();
    window.localStorage.clear();
  });
  // Requests still in flight when the last test ends (insights batches) finish before closing.
  afterAll(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.close();
  });
}

export interface RenderOptions {
  path: string;
  viewer?: SessionKind;
  /** Leave the search section out, as the standalone harness does: /config.json is read. */
  withoutSearchConfig?: boolean;
  /** The shell's parcel mounter (absent standalone). */
  mountRemoteParcel?: MountProps['mountRemoteParcel'];
}

/** Mounts the catalogue root at a path with real mount props, against the fixture server. */
export function renderCatalogue({
  path,
  viewer = 'visitor',
  withoutSearchConfig,
  mountRemoteParcel,
}: RenderOptions) {
  window.history.replaceState(null, '', path);
  serverViewer = viewer;
  const market = (path.split('/')[1] ?? 'au') as Market;
  const bus: EventBus = createEventBus();
  const published: { name: string; payload: unknown }[] = [];
  for (const name of [
    'project:add-requested',
    'project:skus-uploaded',
    'product:quick-view-requested',
    'auth:login-requested',
    'analytics:event',
    'toast:show',
    'wishlist:changed',
  ] as const) {
    bus.subscribe(name, (payload) => published.push({ name, payload }));
  }
  const session: Session = HARNESS_SESSIONS[viewer].session;
  const props: MountProps = {
    remote: 'mf-catalogue',
    market,
    session,
    bus,
    ...(mountRemoteParcel ? { mountRemoteParcel } : {}),
    config: {
      environment: 'test',
      remotes: {},
      loadTimeoutMs: 5000,
      ...(withoutSearchConfig
        ? {}
        : { search: fixtureSearchConfig({ host: window.location.host, protocol: 'http' }) }),
    },
  };
  const view = render(<CatalogueRoot {...props} />);
  return { ...view, bus, published };
}
