import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createEventBus, type AddToProjectRequest, type EventPayload } from '@specify/contracts';
import { AddToProjectParcelRoot } from '../../../add-to-project/parcel';
import { sessionOf } from '../../../testing/render-builder';
import { FIXTURE_USERS } from '../../../testing/project-server';

/**
 * Mounts the add-to-project parcel's root as the shell would, for a fixture user (or a visitor),
 * and records what it published.
 */
export function openParcel(
  request: AddToProjectRequest,
  as: keyof typeof FIXTURE_USERS | 'visitor' = 'trade',
) {
  const session = sessionOf(as === 'visitor' ? undefined : FIXTURE_USERS[as]);
  const bus = createEventBus();
  const toasts: EventPayload<'toast:show'>[] = [];
  const analytics: EventPayload<'analytics:event'>[] = [];
  const logins: EventPayload<'auth:login-requested'>[] = [];
  bus.subscribe('toast:show', (toast) => toasts.push(toast));
  bus.subscribe('analytics:event', (event) => analytics.push(event));
  bus.subscribe('auth:login-requested', (login) => logins.push(login));
  const onClose = jest.fn();
  const view = render(
    <StrictMode>
      <AddToProjectParcelRoot
        market="au"
        bus={bus}
        session={session}
        runtimeConfig={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
        request={request}
        onClose={onClose}
      />
    </StrictMode>,
  );
  return { ...view, toasts, analytics, logins, onClose };
}
