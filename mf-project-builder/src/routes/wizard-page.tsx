import { BuilderLayout } from '../lib/builder-layout';
import type { BuilderProps } from '../lib/builder-props';
import { Wizard, type WizardMode } from '../features/wizard/components/wizard';

/** create, edit?projectId and view?projectId (project-builder.md §2 "Wizard"). */
export function WizardPage(props: BuilderProps & { mode: WizardMode; projectId?: string }) {
  return (
    <BuilderLayout {...props} current="projects">
      <Wizard {...props} />
    </BuilderLayout>
  );
}
