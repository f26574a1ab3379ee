import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  type EventName,
  type EventPayload,
  type RuntimeConfig,
  type Session,
} from '@specify/contracts';
import { ProductRoot } from '../root';

export type Published = { [N in EventName]: EventPayload<N>[] };

const TRACKED: EventName[] = [
  'auth:login-requested',
  'project:add-requested',
  'cart:add-requested',
  'toast:show',
  'analytics:event',
  'product:variant-changed',
  'wishlist:changed',
];

/** mf-product mounted at a path as the shell mounts it, with a record of what it published. */
export function renderProductAt(
  path: string,
  session: Session = ANONYMOUS_SESSION,
  config: Partial<RuntimeConfig> = {},
) {
  window.history.pushState(null, '', path);
  const bus = createEventBus();
  const published = Object.fromEntries(TRACKED.map((name) => [name, []])) as unknown as Published;
  for (const name of TRACKED)
    bus.subscribe(name, (payload) => (published[name] as unknown[]).push(payload));
  const view = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProductRoot
        remote="mf-product"
        market={path.startsWith('/nz') ? 'nz' : 'au'}
        session={session}
        bus={bus}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000, ...config }}
      />
    </SWRConfig>,
  );
  return { ...view, bus, published };
}

export function signedIn(kind: 'trade' | 'incomplete' | 'internal'): Session {
  return {
    status: 'authenticated',
    account: {
      accountId: `acc-${kind}`,
      email: `${kind}@example.com`,
      firstName: 'Sam',
      isInternalUser: kind === 'internal',
      ...(kind === 'incomplete' ? {} : { companyName: 'Acme Plumbing' }),
    },
  };
}
