import type { ActionRequest, Project, ProjectLineItem } from '@specify/contracts';

/**
 * The bodies of performMutationOnMyProjectById for each change tab 3 makes (project-builder.md §4,
 * §7), without projectId and version, which the sender adds from the project it holds.
 */
export type Mutation = Omit<
  ActionRequest<'project/performMutationOnMyProjectById'>,
  'projectId' | 'version'
>;

/** Every room label the project has: its rooms, and any room its items name. */
export function labelsOf(project: Project): string[] {
  const labels = [...project.roomLabels];
  for (const group of project.roomGroups)
    if (!labels.includes(group.roomName)) labels.push(group.roomName);
  return labels;
}

/** Rooms with products, in the project's order: what tab 3 lists. */
export function roomsWithItems(project: Project) {
  return project.roomGroups.filter((group) => group.items.length > 0);
}

/** Removes items and with them the rooms named; an emptied project says all rooms are deleted. */
function removal(project: Project, lineItemIds: string[], removedRooms: string[]): Mutation {
  const left = labelsOf(project).filter((label) => !removedRooms.includes(label));
  return {
    lineItemsToRemove: lineItemIds,
    roomsAfterRemoval: left,
    ...(left.length === 0 ? { allRoomsAreDeleted: true } : {}),
  };
}

/** Deleting an item; the last item of its room takes the room with it (§4 "Deleting"). */
export function deleteItem(project: Project, item: ProjectLineItem): Mutation {
  const room = project.roomGroups.find((group) => group.roomName === item.roomName);
  const others = room?.items.filter((candidate) => candidate.id !== item.id) ?? [];
  if (others.length > 0) return { lineItemsToRemove: [item.id] };
  return removal(project, [item.id], [item.roomName]);
}

/** Deleting a room and all of its items. */
export function deleteRoom(project: Project, roomName: string): Mutation {
  const room = project.roomGroups.find((group) => group.roomName === roomName);
  return removal(project, room?.items.map((item) => item.id) ?? [], [roomName]);
}

/** Renaming a room (merging when `to` exists): every item of the room goes to `to`. */
export function renameRoom(project: Project, from: string, to: string): Mutation {
  const room = project.roomGroups.find((group) => group.roomName === from);
  return {
    updateRoomName: {
      from,
      to,
      lineItems: (room?.items ?? []).map((item) => ({ lineItemId: item.id, roomName: to })),
    },
  };
}

/** A room's items in a new order: each item's priority is its position (§4 "Reorder"). */
export function reorderRoom(orderedIds: readonly string[]): Mutation {
  return {
    lineItemPriorityToUpdate: orderedIds.map((lineItemId, itemPriority) => ({
      lineItemId,
      itemPriority,
    })),
  };
}

/** The list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, entry);
  return next;
}

/** The quantities changed on the tab, saved on Save & Continue (§4 "Quantities"). */
export function updateQuantities(changes: { lineItemId: string; quantity: number }[]): Mutation {
  return { lineITemsToUpdate: changes };
}

/** A line note (§4 "Line note"). */
export function updateNote(lineItemId: string, roomNotes: string): Mutation {
  return { updateRoomNotes: { lineItemId, roomNotes } };
}
