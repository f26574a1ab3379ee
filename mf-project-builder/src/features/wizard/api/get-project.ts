import { useAction } from '@specify/ui/api';

/**
 * getProjectById (project-builder.md §7) for the wizard: read once when it opens; after that the
 * answers of the wizard's own writes keep it current.
 */
export function useProject(projectId: string | undefined) {
  return useAction('project/getProjectById', projectId ? { shoppingListId: projectId } : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
