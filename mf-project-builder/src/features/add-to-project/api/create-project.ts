import type { ActionRequest } from '@specify/contracts';
import { useMutationAction } from '@specify/ui/api';

export type CreateProjectBody = ActionRequest<'project/createShoppingList'>;

/** Creates a project from the dialog's short form (createShoppingList, §7). */
export function useCreateProject() {
  return useMutationAction('project/createShoppingList');
}
