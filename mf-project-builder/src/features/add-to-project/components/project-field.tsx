import { Button, Select, Spinner } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { OpenProject } from '../api/open-projects';

export interface ProjectFieldProps {
  projects: readonly OpenProject[];
  value: string;
  onChange: (projectId: string) => void;
  onCreate: () => void;
  error?: string;
}

/** The choice of one of the user's open projects, with the way to a new one. */
export function ProjectField({ projects, value, onChange, onCreate, error }: ProjectFieldProps) {
  const t = useMessages();
  return (
    <div className="builder-add-to-project__project">
      <Select
        label={t('addToProject.project')}
        placeholder={t('addToProject.projectPlaceholder')}
        options={projects.map((project) => ({
          value: project.shoppingListId,
          label: project.projectName,
        }))}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        required
      />
      <Button variant="ghost" size="sm" onClick={onCreate}>
        {t('addToProject.createProject')}
      </Button>
    </div>
  );
}

/** While the projects load, or when they could not be read (with a retry). */
export function ProjectsPending({
  failed,
  message,
  onRetry,
}: {
  failed: boolean;
  message?: string;
  onRetry: () => void;
}) {
  const t = useMessages();
  if (!failed) return <Spinner label={t('addToProject.loadingProjects')} />;
  return (
    <div role="alert" className="builder-add-to-project__alert">
      <p className="builder-add-to-project__text">{message ?? t('addToProject.projectsFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('addToProject.retry')}
      </Button>
    </div>
  );
}
