import { BuilderLayout } from '../lib/builder-layout';
import type { BuilderProps } from '../lib/builder-props';
import type { ProjectTabProps } from '../lib/project-tab';
import { useMessages } from '../i18n/messages';
import { ProjectForm } from '../features/project-form/components/project-form';
import { Wizard, type WizardMode } from '../features/wizard/components/wizard';

/** Stands in for a tab screen that is not in this build yet; it says so. */
function PendingTab({ project, heading }: ProjectTabProps & { heading: 'add' | 'view' }) {
  const t = useMessages();
  return (
    <>
      <h2>
        {heading === 'add' ? t('wizard.addTo', { name: project.projectName }) : project.projectName}
      </h2>
      <p>{t('wizard.pendingTab')}</p>
    </>
  );
}

/**
 * create, edit?projectId and view?projectId (project-builder.md §2 "Wizard"). The wizard owns the
 * project and its tabs; the screens of its tabs are features of their own, composed here.
 */
export function WizardPage(props: BuilderProps & { mode: WizardMode; projectId?: string }) {
  return (
    <BuilderLayout {...props} current="projects">
      <Wizard
        {...props}
        renderTab1={(tab) => <ProjectForm {...tab} />}
        renderTab2={(tab) => <PendingTab {...tab} heading="add" />}
        renderTab3={(tab) => <PendingTab {...tab} heading="view" />}
      />
    </BuilderLayout>
  );
}
