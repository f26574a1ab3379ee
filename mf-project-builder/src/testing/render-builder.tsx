import { render } from '@testing-library/react';
import {
  ANONYMOUS_SESSION,
  createEventBus,
  type EventName,
  type EventPayload,
  type Session,
} from '@specify/contracts';
import { ProjectBuilderRoot } from '../root';
import { FIXTURE_USERS, fixtureSession, type FixtureUser } from './project-store';

/** What the screen published while the test ran, by event. */
export type Published = { [N in EventName]: EventPayload<N>[] };

const EVENTS: EventName[] = [
  'auth:changed',
  'auth:login-requested',
  'analytics:event',
  'toast:show',
  'project:add-requested',
  'project:skus-uploaded',
];

/** The session the shell would pass for a fixture user (and the fixtures answer as them). */
export function sessionOf(user: FixtureUser | undefined): Session {
  fixtureSession.user = user;
  if (!user) return ANONYMOUS_SESSION;
  return {
    status: 'authenticated',
    account: {
      accountId: user.accountId,
      email: user.email,
      isInternalUser: user.isInternalUser,
      ...(user.firstName ? { firstName: user.firstName } : {}),
      ...(user.lastName ? { lastName: user.lastName } : {}),
      ...(user.companyName ? { companyName: user.companyName } : {}),
    },
  };
}

/**
 * Renders mf-project-builder at a path as the shell would mount it, for a fixture user (a visitor
 * when `as` is 'visitor'), with a record of every event it published.
 */
export function renderBuilder(path: string, as: keyof typeof FIXTURE_USERS | 'visitor' = 'trade') {
  window.history.pushState(null, '', path);
  return reloadBuilder(as);
}

/** The builder as a reload shows it: the current history entry, its URL and its state. */
export function reloadBuilder(as: keyof typeof FIXTURE_USERS | 'visitor' = 'trade') {
  const market = window.location.pathname.startsWith('/nz') ? 'nz' : 'au';
  fixtureSession.market = market;
  const session = sessionOf(as === 'visitor' ? undefined : FIXTURE_USERS[as]);
  const bus = createEventBus();
  const published = Object.fromEntries(EVENTS.map((name) => [name, []])) as unknown as Published;
  for (const name of EVENTS)
    bus.subscribe(name, (payload) => (published[name] as unknown[]).push(payload));
  const view = render(
    <ProjectBuilderRoot
      remote="mf-project-builder"
      market={market}
      session={session}
      bus={bus}
      config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
    />,
  );
  return { ...view, bus, published, session };
}
