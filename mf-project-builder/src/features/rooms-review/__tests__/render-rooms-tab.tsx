import { useState } from 'react';
import { render } from '@testing-library/react';
import { createEventBus, type Project } from '@specify/contracts';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider } from '../../../i18n/messages';
import type { WizardTab } from '../../../lib/project-tab';
import { FIXTURE_USERS, fixtureSession, requests } from '../../../testing/project-server';
import { RoomsTab } from '../components/rooms-tab';

/**
 * Renders tab 3 as the wizard does, for the trade fixture user who owns `project` (seeded in the
 * fixture project service): the wizard's part is played by a host that keeps each project the tab
 * reports and records where the tab asked to go and what it registered as unsaved.
 */
export function renderRoomsTab(project: Project, { readOnly = false } = {}) {
  const user = FIXTURE_USERS.trade;
  fixtureSession.user = user;
  const goToTab = jest.fn<void, [WizardTab]>();
  const setUnsaved = jest.fn<void, [(() => Promise<boolean>) | null]>();
  const changes: Project[] = [];
  function Wizard() {
    const [current, setCurrent] = useState(project);
    return (
      <RoomsTab
        project={current}
        onProjectChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
        readOnly={readOnly}
        goToTab={goToTab}
        setUnsaved={setUnsaved}
        market="au"
        bus={createEventBus()}
        session={{
          status: 'authenticated',
          account: {
            accountId: user.accountId,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            companyName: user.companyName,
            isInternalUser: false,
          },
        }}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      />
    );
  }
  const view = render(
    <MessagesProvider market="au">
      <ActionProvider market="au">
        <Wizard />
      </ActionProvider>
    </MessagesProvider>,
  );
  return { ...view, goToTab, setUnsaved, changes };
}

/** The bodies of the performMutationOnMyProjectById calls the fixtures answered, in order. */
export function mutations(): unknown[] {
  return requests
    .filter((request) => request.name === 'project/performMutationOnMyProjectById')
    .map((request) => request.body);
}

/** The last project the tab reported to the wizard. */
export function lastChange(changes: Project[]): Project {
  const last = changes.at(-1);
  if (!last) throw new Error('The tab reported no project.');
  return last;
}
