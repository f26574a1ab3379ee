import type { ActionResult } from '@specify/contracts';
import { useAction } from '@specify/ui/api';

/** One of the user's open projects, as the dialog offers it (getShoppingLists, §7). */
export type OpenProject = ActionResult<'project/getShoppingLists'>['results'][number];

/** The signed-in user's open projects, newest change first; read once per dialog. */
export function useOpenProjects() {
  const read = useAction('project/getShoppingLists', undefined, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return { ...read, projects: read.data?.results };
}
