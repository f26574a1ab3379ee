import { useMutationAction } from '@specify/ui/api';

export interface AddToRoom {
  shoppingListId: string;
  sku: string;
  roomName: string;
  quantity: number;
}

/** updateShoppingList (project-builder.md §7) for one product in one room; answers the project. */
export function useAddToProject() {
  const mutation = useMutationAction('project/updateShoppingList');
  return {
    add: ({ shoppingListId, sku, roomName, quantity }: AddToRoom) =>
      mutation.trigger({ shoppingListId, sku, items: [{ roomName, quantity }] }),
    adding: mutation.isMutating,
  };
}
