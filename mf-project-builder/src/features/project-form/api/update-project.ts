import { useMutationAction } from '@specify/ui/api';

/**
 * updateProjectStatus with `items` (project-builder.md §7): an edit's changed fields at the version
 * the form was opened with; a stale version is refused (409) with a message for the user.
 */
export function useUpdateProject() {
  return useMutationAction('project/updateProjectStatus');
}
