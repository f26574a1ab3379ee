import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PROJECT_LIMITS, type ActionErrorCode } from '@specify/contracts';
import type { AccountRow } from '../kernel/session';
import type { VariantMatch } from '../catalogue';
import { projectLineItems, projects } from '../db/schema';
import { PlatformError } from '../kernel/platform-error';
import type { Transaction, Executor } from '../kernel/executor';

export type ProjectRow = typeof projects.$inferSelect;
export type LineItemRow = typeof projectLineItems.$inferSelect;

/** Said for a project that does not exist and for one the caller may not see: the same words. */
export const PROJECT_NOT_FOUND = 'That project was not found.';
export const STALE_PROJECT =
  'This project was changed somewhere else since you opened it. Reload it and try again; nothing was saved.';

export function projectError(
  status: number,
  code: ActionErrorCode,
  message: string,
): PlatformError {
  return new PlatformError(status, code, message);
}

export const notFound = () => projectError(404, 'error.project.notFound', PROJECT_NOT_FOUND);

/**
 * Who may act on a project (project-builder.md §1, §6; issue 30): its owner, and internal users,
 * who view, edit, clone, delete, close and open everyone's projects. Anyone else is answered
 * exactly as for a missing project.
 */
export function mayActOn(row: Pick<ProjectRow, 'ownerId'>, account: AccountRow): boolean {
  return row.ownerId === account.accountId || account.isInternalUser;
}

export async function findProject(
  db: Executor,
  projectId: string,
  account: AccountRow,
): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.projectId, projectId)).limit(1);
  if (!row || !mayActOn(row, account)) throw notFound();
  return row;
}

/**
 * Takes the project for a write at `version`: locks its row for the transaction and refuses a
 * stale version with 409, so two editors never overwrite each other unseen.
 */
export async function lockProjectAt(
  tx: Transaction,
  projectId: string,
  account: AccountRow,
  version: number | undefined,
): Promise<ProjectRow> {
  const [row] = await tx
    .select()
    .from(projects)
    .where(eq(projects.projectId, projectId))
    .for('update')
    .limit(1);
  if (!row || !mayActOn(row, account)) throw notFound();
  if (version !== undefined && row.version !== version)
    throw projectError(409, 'error.project.stale', STALE_PROJECT);
  return row;
}

/**
 * Marks a write by `by`: the version rises, lastModifiedAt moves and lastModifiedBy names the
 * writer, with any other changed fields.
 */
export async function touchProject(
  tx: Transaction,
  row: ProjectRow,
  by: AccountRow,
  now: Date,
  changes: Partial<
    Omit<ProjectRow, 'projectId' | 'ownerId' | 'version' | 'lastModifiedAt' | 'lastModifiedBy'>
  > = {},
): Promise<void> {
  await tx
    .update(projects)
    .set({
      ...changes,
      version: row.version + 1,
      lastModifiedAt: now,
      lastModifiedBy: by.accountId,
    })
    .where(eq(projects.projectId, row.projectId));
}

export async function lineItemsOf(db: Executor, projectId: string): Promise<LineItemRow[]> {
  return db
    .select()
    .from(projectLineItems)
    .where(eq(projectLineItems.projectId, projectId))
    .orderBy(
      asc(projectLineItems.itemPriority),
      asc(projectLineItems.addedAt),
      asc(projectLineItems.lineItemId),
    );
}

/** One product to put in one room of a project: added, or added up with what is there. */
export interface ItemToAdd {
  match: VariantMatch;
  roomLabel: string;
  quantity: number;
  roomNotes?: string;
  languageTag: 'en-AU' | 'en-NZ';
}

const FULL = `A project holds at most ${PROJECT_LIMITS.lineItems} products.`;
const ROOMS_FULL = `A project has at most ${PROJECT_LIMITS.roomLabels} rooms.`;

/**
 * Adds products to rooms inside the caller's transaction: a room not yet in the project is
 * appended to its rooms; the same product in the same room adds up (at most 9999); a note, when
 * given, replaces the line's note. Answers the project's new room labels.
 */
export async function addItems(
  tx: Transaction,
  row: ProjectRow,
  items: readonly ItemToAdd[],
  now: Date,
): Promise<string[]> {
  const roomLabels = [...row.roomLabels];
  for (const item of items) {
    if (!roomLabels.includes(item.roomLabel)) roomLabels.push(item.roomLabel);
  }
  if (roomLabels.length > PROJECT_LIMITS.roomLabels)
    throw projectError(400, 'error.project.rooms', ROOMS_FULL);
  const existing = await lineItemsOf(tx, row.projectId);
  const key = (sku: string, room: string) => `${room}\u0000${sku}`;
  const byKey = new Map(existing.map((line) => [key(line.sku, line.roomLabel), line]));
  const nextPriority = new Map<string, number>();
  for (const line of existing)
    nextPriority.set(
      line.roomLabel,
      Math.max(nextPriority.get(line.roomLabel) ?? 0, line.itemPriority + 1),
    );
  let lines = existing.length;
  for (const item of items) {
    const { product, variant } = item.match;
    const found = byKey.get(key(variant.sku, item.roomLabel));
    if (found) {
      const quantity = Math.min(PROJECT_LIMITS.quantity, found.quantity + item.quantity);
      await tx
        .update(projectLineItems)
        .set({ quantity, ...(item.roomNotes !== undefined ? { roomNotes: item.roomNotes } : {}) })
        .where(eq(projectLineItems.lineItemId, found.lineItemId));
      found.quantity = quantity;
      continue;
    }
    lines += 1;
    if (lines > PROJECT_LIMITS.lineItems) throw projectError(400, 'error.project.full', FULL);
    const priority = nextPriority.get(item.roomLabel) ?? 0;
    nextPriority.set(item.roomLabel, priority + 1);
    const line: LineItemRow = {
      lineItemId: randomUUID(),
      projectId: row.projectId,
      sku: variant.sku,
      productId: product.productId,
      slug: product.slug,
      name: product.name[item.languageTag],
      roomLabel: item.roomLabel,
      quantity: Math.min(PROJECT_LIMITS.quantity, item.quantity),
      roomNotes: item.roomNotes ?? '',
      itemPriority: priority,
      addedAt: now,
    };
    await tx.insert(projectLineItems).values(line);
    byKey.set(key(line.sku, line.roomLabel), line);
  }
  return roomLabels;
}

/** Deletes the project's lines in the given rooms. */
export async function removeRooms(
  tx: Transaction,
  projectId: string,
  labels: readonly string[],
): Promise<void> {
  if (labels.length === 0) return;
  await tx
    .delete(projectLineItems)
    .where(
      and(
        eq(projectLineItems.projectId, projectId),
        inArray(projectLineItems.roomLabel, [...labels]),
      ),
    );
}

/** Counts projects with one query per filter set (dashboard counts use limit 0). */
export const countAll = sql<number>`count(*)::int`;
