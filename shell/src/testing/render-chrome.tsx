import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  isMarket,
  type EventBus,
  type RuntimeConfig,
  type Session,
} from '@specify/contracts';
import { usePageLocation } from '@specify/ui';
import { Layout } from '../chrome/layout';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { cartHolding } from './cart-fixture';
import { footerDocument, navigationDocument } from './chrome-documents';

/** The platform's chrome endpoints, answered from fixtures; a test overrides what it needs. */
export const server = setupServer(
  http.get('/cms/:market/:slug', ({ params }) => {
    const market = String(params.market);
    if (!isMarket(market)) return HttpResponse.json({ isError: true }, { status: 404 });
    if (params.slug === 'navigation') return HttpResponse.json(navigationDocument(market));
    if (params.slug === 'footer') return HttpResponse.json(footerDocument(market));
    return HttpResponse.json({ isError: true }, { status: 404 });
  }),
  http.get('/geo/market', () => HttpResponse.json({ market: null })),
  http.get('/action/cart/getCart', () => HttpResponse.json(cartHolding(0))),
);

export function setUpChromeServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    window.localStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; max-age=0`;
    }
  });
  afterAll(() => {
    cleanup();
    server.close();
  });
}

export const TEST_CONFIG: RuntimeConfig = {
  environment: 'test',
  loadTimeoutMs: 5000,
  remotes: {},
};

/** Where the page is now, for assertions on navigation. */
export let currentLocation = '';
function LocationProbe() {
  const location = usePageLocation();
  currentLocation = location.pathname + location.search;
  return null;
}

/**
 * The whole chrome at a path, with a bus the test can listen on and the session given (known
 * from the start), or `sessions` as the boot reads it.
 */
export function renderChrome({
  path = '/au',
  session = ANONYMOUS_SESSION,
  config = TEST_CONFIG,
  bus = createEventBus(),
  sessions = createSessionStore(bus, { initial: session }),
}: {
  path?: string;
  session?: Session;
  config?: RuntimeConfig;
  bus?: EventBus;
  sessions?: SessionStore;
} = {}): {
  bus: EventBus;
} {
  window.history.replaceState(null, '', path);
  render(
    <>
      <LocationProbe />
      <Layout bus={bus} config={config} sessions={sessions} />
    </>,
  );
  return { bus };
}
