import type { FormEvent, ReactNode } from 'react';
import type { Market, Session } from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';
import type { ProjectChoice } from '../hooks/use-project-choice';
import { NewProjectForm } from './new-project-form';
import { ProjectField, ProjectsPending } from './project-field';

export interface ProjectChoiceFormProps {
  choice: ProjectChoice;
  market: Market;
  session: Session;
  /** The form's id, for the dialog footer's submit button. */
  formId: string;
  onSubmit: (event: FormEvent) => void;
  /** Why the project field is refused (nothing chosen). */
  projectError?: string;
  /** The platform's refusal of the submit, said at the end of the form. */
  failure?: string;
  /** The dialog's own fields, after the project. */
  children?: ReactNode;
}

/**
 * The body both add-to-project dialogs share: the project's status line, then the projects
 * loading (or their failure, with a retry), the create form, or the dialog's form starting with
 * the choice of project.
 */
export function ProjectChoiceForm({
  choice,
  market,
  session,
  formId,
  onSubmit,
  projectError,
  failure,
  children,
}: ProjectChoiceFormProps) {
  const t = useMessages();
  return (
    <>
      <p role="status" className="builder-add-to-project__status">
        {choice.created && !choice.creating
          ? t('addToProject.new.created', { project: choice.created.projectName })
          : ''}
      </p>
      {!choice.loaded ? (
        <ProjectsPending
          failed={choice.failure !== undefined}
          message={choice.failure}
          onRetry={choice.retry}
        />
      ) : choice.creating ? (
        <>
          {choice.projects.length === 0 && (
            <p className="builder-add-to-project__text">{t('addToProject.noProjects')}</p>
          )}
          <NewProjectForm
            market={market}
            session={session}
            onCreated={choice.onCreated}
            onBack={choice.projects.length > 0 ? choice.stopCreating : undefined}
          />
        </>
      ) : (
        <form id={formId} className="builder-add-to-project__form" noValidate onSubmit={onSubmit}>
          <ProjectField
            projects={choice.projects}
            value={choice.projectId}
            onChange={choice.choose}
            onCreate={choice.startCreating}
            error={projectError}
          />
          {children}
          {failure && (
            <p role="alert" className="builder-add-to-project__alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </>
  );
}
