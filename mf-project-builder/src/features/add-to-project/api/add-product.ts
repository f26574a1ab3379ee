import type { ActionRequest } from '@specify/contracts';
import { useMutationAction } from '@specify/ui/api';

export type AddProductBody = ActionRequest<'project/updateShoppingList'>;

/** Adds one product to a room of a project (updateShoppingList, §7). */
export function useAddProduct() {
  return useMutationAction('project/updateShoppingList');
}
