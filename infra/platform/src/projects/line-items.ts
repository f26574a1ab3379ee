import { and, eq, inArray } from 'drizzle-orm';
import { projectLineItems } from '../db/schema';
import type { Transaction } from '../kernel/executor';
import { projectError } from './store';

const NO_LINE = 'That item is not in this project.';

/** Every id names a line of this project, or the whole call is refused as not found. */
async function assertOwnLineIds(tx: Transaction, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: projectLineItems.lineItemId })
    .from(projectLineItems)
    .where(
      and(
        eq(projectLineItems.projectId, projectId),
        inArray(projectLineItems.lineItemId, [...ids]),
      ),
    );
  if (found.length !== new Set(ids).size)
    throw projectError(404, 'error.project.lineItem', NO_LINE);
}

/** A line moved to another room with its quantity (and notes), as the add-to-project dialog moves it. */
export interface LineMove {
  lineItemId: string;
  roomName: string;
  quantity: number;
  roomNotes?: string;
}

/** Moves lines of one SKU; a line that is not this project's line of that SKU refuses the call. */
export async function moveLineItems(
  tx: Transaction,
  projectId: string,
  sku: string,
  moves: readonly LineMove[],
): Promise<void> {
  for (const move of moves) {
    const updated = await tx
      .update(projectLineItems)
      .set({
        roomLabel: move.roomName,
        quantity: move.quantity,
        ...(move.roomNotes !== undefined ? { roomNotes: move.roomNotes } : {}),
      })
      .where(
        and(
          eq(projectLineItems.projectId, projectId),
          eq(projectLineItems.lineItemId, move.lineItemId),
          eq(projectLineItems.sku, sku),
        ),
      )
      .returning({ id: projectLineItems.lineItemId });
    if (updated.length === 0) throw projectError(404, 'error.project.lineItem', NO_LINE);
  }
}

/** What one call changes on a project's lines (§4: quantity, order, notes, removal). */
export interface LineChanges {
  quantities: readonly { lineItemId: string; quantity: number }[];
  priorities: readonly { lineItemId: string; itemPriority: number }[];
  notes?: { lineItemId: string; roomNotes: string };
  removals: readonly string[];
}

/** Applies the changes, after checking that every line they name is this project's. */
export async function changeLineItems(
  tx: Transaction,
  projectId: string,
  changes: LineChanges,
): Promise<void> {
  const { quantities, priorities, notes, removals } = changes;
  await assertOwnLineIds(tx, projectId, [
    ...quantities.map((update) => update.lineItemId),
    ...removals,
    ...priorities.map((priority) => priority.lineItemId),
    ...(notes ? [notes.lineItemId] : []),
  ]);
  for (const update of quantities)
    await tx
      .update(projectLineItems)
      .set({ quantity: update.quantity })
      .where(eq(projectLineItems.lineItemId, update.lineItemId));
  for (const priority of priorities)
    await tx
      .update(projectLineItems)
      .set({ itemPriority: priority.itemPriority })
      .where(eq(projectLineItems.lineItemId, priority.lineItemId));
  if (notes)
    await tx
      .update(projectLineItems)
      .set({ roomNotes: notes.roomNotes })
      .where(eq(projectLineItems.lineItemId, notes.lineItemId));
  if (removals.length > 0)
    await tx.delete(projectLineItems).where(inArray(projectLineItems.lineItemId, [...removals]));
}
