import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  type EventName,
  type EventPayload,
} from '@specify/contracts';
import { AccountRoot } from '../root';

/** What the screen published while the test ran, by event. */
export type Published = { [N in EventName]: EventPayload<N>[] };

/**
 * Renders mf-account's app at a path, as the shell would mount it, with a fresh SWR cache (one
 * test's cart is never another's) and a record of every event it published.
 */
export function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const bus = createEventBus();
  const published = {
    'auth:changed': [],
    'auth:login-requested': [],
    'cart:changed': [],
    'analytics:event': [],
    'toast:show': [],
  } as unknown as Published;
  for (const name of Object.keys(published) as EventName[])
    bus.subscribe(name, (payload) => (published[name] as unknown[]).push(payload));
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccountRoot
        remote="mf-account"
        market={path.startsWith('/nz') ? 'nz' : 'au'}
        session={ANONYMOUS_SESSION}
        bus={bus}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      />
    </SWRConfig>,
  );
  return { ...view, bus, published };
}
