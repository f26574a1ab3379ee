import { BuilderLayout } from '../lib/builder-layout';
import type { BuilderProps } from '../lib/builder-props';
import { Wizard, type WizardMode } from '../features/wizard/components/wizard';

/**
 * create, edit?projectId and view?projectId (project-builder.md §2 "Wizard"). The wizard owns the
 * project and its tabs; the screens of tabs 2 and 3 are features of their own, composed here.
 */
export function WizardPage(props: BuilderProps & { mode: WizardMode; projectId?: string }) {
  return (
    <BuilderLayout {...props} current="projects">
      <Wizard {...props} />
    </BuilderLayout>
  );
}
