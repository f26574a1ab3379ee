import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createEventBus, type Market, type Project, type RuntimeConfig } from '@specify/contracts';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider } from '../i18n/messages';
import type { ProjectTabProps, WizardTab } from '../lib/project-tab';
import { sessionOf } from './render-builder';
import { FIXTURE_USERS, fixtureSession } from './project-store';
import { fixtureRuntimeConfig } from './search-fixtures';

export interface RenderTabOptions<Extra> {
  project: Project;
  as?: keyof typeof FIXTURE_USERS;
  market?: Market;
  readOnly?: boolean;
  config?: RuntimeConfig;
  /** Props of the tab beyond ProjectTabProps (slots). */
  extra?: Extra;
}

/**
 * Renders the screen of a wizard tab as the wizard would: it keeps the project, takes every
 * change the tab reports, and records the changes and the tabs the screen asked for.
 */
export function renderTab<Extra extends object = Record<string, never>>(
  Tab: ComponentType<ProjectTabProps & Extra>,
  {
    project,
    as = 'trade',
    market = 'au',
    readOnly = false,
    config,
    extra,
  }: RenderTabOptions<Extra>,
) {
  fixtureSession.market = market;
  const session = sessionOf(FIXTURE_USERS[as]);
  const bus = createEventBus();
  const changes: Project[] = [];
  const tabs: WizardTab[] = [];
  const unsaved: (((() => Promise<boolean>) | null) | undefined)[] = [];
  const mountConfig = config ?? fixtureRuntimeConfig();

  function Wizard() {
    const [current, setCurrent] = useState(project);
    return (
      <Tab
        {...(extra as Extra)}
        market={market}
        bus={bus}
        session={session}
        config={mountConfig}
        project={current}
        readOnly={readOnly}
        onProjectChange={(next) => {
          changes.push(next);
          setCurrent(next);
        }}
        goToTab={(tab) => tabs.push(tab)}
        setUnsaved={(save) => unsaved.push(save)}
      />
    );
  }

  const view = render(
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <Wizard />
      </ActionProvider>
    </MessagesProvider>,
  );
  return { ...view, changes, tabs, unsaved, bus, session };
}
