import { useEffect, useState } from 'react';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { useOpenProjects, type OpenProject } from '../api/open-projects';

/**
 * The dialog's choice of project: the user's open projects (a single one is chosen for them),
 * or the short create form, which opens by itself when there are none. A created project joins
 * the list and is chosen.
 */
export function useProjectChoice(onChosen?: (project: OpenProject | undefined) => void) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const read = useOpenProjects();
  const [projectId, setProjectId] = useState('');
  const [creating, setCreating] = useState(false);
  // Projects created in this dialog, newest first, ahead of those read.
  const [created, setCreated] = useState<OpenProject[]>([]);
  const projects = read.projects && [
    ...created,
    ...read.projects.filter(
      (project) => !created.some((mine) => mine.shoppingListId === project.shoppingListId),
    ),
  ];
  const loaded = projects !== undefined;

  function choose(id: string) {
    setProjectId(id);
    onChosen?.(projects?.find((project) => project.shoppingListId === id));
  }

  const only = projects?.length === 1 ? projects[0] : undefined;
  useEffect(() => {
    if (only && !projectId) {
      setProjectId(only.shoppingListId);
      onChosen?.(only);
    }
    // Once, when the list arrives with a single project.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only]);

  return {
    projects: projects ?? [],
    loaded,
    /** What to say when the projects could not be read (undefined while loading or loaded). */
    failure:
      !loaded && read.error
        ? actionMessage(read.error, t('addToProject.projectsFailed'))
        : undefined,
    retry: () => void read.mutate(),
    project: projects?.find((project) => project.shoppingListId === projectId),
    projectId,
    choose,
    /** The create form is showing: asked for, or the user has no open project. */
    creating: creating || (loaded && projects.length === 0),
    startCreating: () => setCreating(true),
    stopCreating: () => setCreating(false),
    /** The project just created, for the status line. */
    created: created[0],
    onCreated: (project: OpenProject) => {
      setCreated((earlier) => [project, ...earlier]);
      setProjectId(project.shoppingListId);
      setCreating(false);
      onChosen?.(project);
    },
  };
}

export type ProjectChoice = ReturnType<typeof useProjectChoice>;
