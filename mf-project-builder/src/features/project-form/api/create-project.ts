import { useMutationAction } from '@specify/ui/api';

/** createShoppingList (project-builder.md §7): a new, open project; answers the project. */
export function useCreateProject() {
  return useMutationAction('project/createShoppingList');
}
