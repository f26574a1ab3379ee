import { and, eq } from 'drizzle-orm';
import { PROJECT_LIMITS, labelsOfRooms, roomIdentity } from '@specify/contracts';
import { projectLineItems } from '../db/schema';
import type { Transaction } from '../kernel/executor';
import { lineItemsOf, projectError, type ProjectRow } from './store';

const ROOM_EXISTS = 'Room already exists!';

/** Two rooms that are the same room ignoring case, spaces and trailing digits are refused (§5). */
export function assertDistinctRooms(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    const identity = roomIdentity(name);
    if (seen.has(identity)) throw projectError(400, 'error.project.rooms', ROOM_EXISTS);
    seen.add(identity);
  }
}

/**
 * Renames a room; renaming onto a room that exists merges them, adding up identical products
 * (§4 "Room rename").
 */
export async function renameRoom(
  tx: Transaction,
  row: ProjectRow,
  roomLabels: string[],
  rename: { from: string; to: string },
): Promise<string[]> {
  const { from, to } = rename;
  if (!roomLabels.includes(from))
    throw projectError(404, 'error.project.rooms', 'That room is not in this project.');
  if (from === to) return roomLabels;
  const target = roomLabels.find(
    (label) => label !== from && label.toLocaleLowerCase() === to.toLocaleLowerCase(),
  );
  const lines = await lineItemsOf(tx, row.projectId);
  if (!target) {
    await tx
      .update(projectLineItems)
      .set({ roomLabel: to })
      .where(
        and(eq(projectLineItems.projectId, row.projectId), eq(projectLineItems.roomLabel, from)),
      );
    return roomLabels.map((label) => (label === from ? to : label));
  }
  const inTarget = new Map(
    lines.filter((line) => line.roomLabel === target).map((line) => [line.sku, line]),
  );
  let priority = Math.max(-1, ...[...inTarget.values()].map((line) => line.itemPriority)) + 1;
  for (const line of lines.filter((candidate) => candidate.roomLabel === from)) {
    const same = inTarget.get(line.sku);
    if (same) {
      await tx
        .update(projectLineItems)
        .set({ quantity: Math.min(PROJECT_LIMITS.quantity, same.quantity + line.quantity) })
        .where(eq(projectLineItems.lineItemId, same.lineItemId));
      await tx.delete(projectLineItems).where(eq(projectLineItems.lineItemId, line.lineItemId));
    } else {
      await tx
        .update(projectLineItems)
        .set({ roomLabel: target, itemPriority: priority })
        .where(eq(projectLineItems.lineItemId, line.lineItemId));
      priority += 1;
    }
  }
  return roomLabels.filter((label) => label !== from);
}

/**
 * The rooms of a project whose rooms are chosen anew (the details form): the chosen ones, distinct,
 * and every room not chosen that still holds products, as rooms with products cannot be removed
 * there. At least one room stays.
 */
export async function roomsChosenAnew(
  tx: Transaction,
  row: ProjectRow,
  selected: Parameters<typeof labelsOfRooms>[0],
): Promise<string[]> {
  assertDistinctRooms(selected.map((room) => room.roomName));
  const lines = await lineItemsOf(tx, row.projectId);
  const chosen = [...new Set(labelsOfRooms(selected))];
  const holding = row.roomLabels.filter(
    (label) => !chosen.includes(label) && lines.some((line) => line.roomLabel === label),
  );
  const roomLabels = [...chosen, ...holding];
  if (roomLabels.length === 0)
    throw projectError(400, 'error.project.rooms', 'Choose at least one room.');
  return roomLabels;
}
