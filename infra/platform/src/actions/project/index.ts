import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MARKET_DEFINITIONS,
  PROJECT_LIMITS,
  PROJECT_LOCATIONS,
  labelsOfRooms,
  roomIdentity,
  statusOfTab,
  type ActionBody,
  type ProjectSortKey,
  PROJECT_TYPE_OPTIONS,
  projectSettingsOf,
  builderSettings,
} from '@specify/contracts';
import { accounts, projectLineItems, projects } from '../../db/schema';
import {
  PROJECT_NOT_FOUND,
  addItems,
  countAll,
  findProject,
  lineItemsOf,
  lockProjectAt,
  notFound,
  projectError,
  removeRooms,
  touchProject,
  type ProjectRow,
  type Transaction,
} from '../../projects/store';
import { presentProject, presentSummary } from '../../projects/present';
import { requireAccount } from '../account/require-account';
import { ActionError, defineAction, type Action, type ActionContext } from '../action';
import type { AccountRow } from '../session';
import { shareLinkActions } from './share-link';

const ROOM_EXISTS = 'Room already exists!';
const NO_LINE = 'That item is not in this project.';

/** Internal-only calls answer a non-internal caller as if there were nothing there. */
async function requireInternal(context: ActionContext): Promise<AccountRow> {
  const account = await requireAccount(context);
  if (!account.isInternalUser) throw projectError(404, 'error.project.notFound', PROJECT_NOT_FOUND);
  return account;
}

/** Two rooms that are the same room ignoring case, spaces and trailing digits are refused (§5). */
function assertDistinctRooms(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    const identity = roomIdentity(name);
    if (seen.has(identity)) throw projectError(400, 'error.project.rooms', ROOM_EXISTS);
    seen.add(identity);
  }
}

type CustomerDetails = NonNullable<ActionBody<'project/createShoppingList'>['customerDetails']>;

/** Customer details are kept for internal users only (§5, §6); for others they are blank. */
function customerColumns(account: AccountRow, details: CustomerDetails | undefined) {
  if (!account.isInternalUser || !details) return {};
  return {
    customerName: details.customerName,
    customerEmail: details.customerEmail,
    customerPhone: details.customerPhone,
    customerAddress: details.customerAddress,
  };
}

function assertLocationInMarket(context: ActionContext, location: string): void {
  if (!(PROJECT_LOCATIONS[context.market] as readonly string[]).includes(location))
    throw new ActionError(
      400,
      'INVALID_BODY',
      `Invalid request: projectDetails.projectLocation: choose a location in ${MARKET_DEFINITIONS[context.market].country}.`,
    );
}

async function answer(context: ActionContext, row: ProjectRow) {
  return presentProject(context.db, context.catalogue, context.market, row);
}

async function reread(context: ActionContext, projectId: string) {
  const [row] = await context.db.select().from(projects).where(eq(projects.projectId, projectId));
  if (!row) throw notFound();
  return answer(context, row);
}

const createShoppingList = defineAction('project/createShoppingList', async (body, context) => {
  const account = await requireAccount(context);
  const { projectDetails: details } = body;
  assertLocationInMarket(context, details.projectLocation);
  assertDistinctRooms(body.selectedRoomDetails.map((room) => room.roomName));
  const now = context.now();
  const [row] = await context.db
    .insert(projects)
    .values({
      projectId: randomUUID(),
      ownerId: account.accountId,
      market: context.market,
      version: 1,
      projectName: details.projectName,
      projectType: details.projectType,
      status: 'open',
      projectLocation: details.projectLocation,
      opportunityNumber: details.opportunityNumber,
      projectVersion: details.projectVersion || 'Version 1',
      username: body.specifierDetails.username,
      ...customerColumns(account, body.customerDetails),
      isInternalProject: account.isInternalUser && body.IsInternalProject,
      roomLabels: [...new Set(labelsOfRooms(body.selectedRoomDetails))],
      createdAt: now,
      lastModifiedAt: now,
      lastModifiedBy: account.accountId,
    })
    .returning();
  if (!row) throw new Error('createShoppingList: insert returned nothing');
  return answer(context, row);
});

const getProjectById = defineAction('project/getProjectById', async (body, context) => {
  const account = await requireAccount(context);
  return answer(context, await findProject(context.db, body.shoppingListId, account));
});

const updateShoppingList = defineAction('project/updateShoppingList', async (body, context) => {
  const account = await requireAccount(context);
  const [match] = await context.catalogue.variantsByCodes([body.sku], account.isInternalUser);
  if (!match)
    throw projectError(404, 'error.product.unavailable', 'That product is not available.');
  const languageTag = MARKET_DEFINITIONS[context.market].languageTag;
  await context.db.transaction(async (tx) => {
    const row = await lockProjectAt(tx, body.shoppingListId, account, undefined);
    const moves = body.items.filter((item) => item.lineItemId);
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
            eq(projectLineItems.projectId, row.projectId),
            eq(projectLineItems.lineItemId, move.lineItemId ?? ''),
            eq(projectLineItems.sku, body.sku),
          ),
        )
        .returning({ id: projectLineItems.lineItemId });
      if (updated.length === 0) throw projectError(404, 'error.project.lineItem', NO_LINE);
    }
    const roomLabels = await addItems(
      tx,
      row,
      body.items
        .filter((item) => !item.lineItemId)
        .map((item) => ({
          match,
          roomLabel: item.roomName,
          quantity: item.quantity,
          ...(item.roomNotes !== undefined ? { roomNotes: item.roomNotes } : {}),
          languageTag,
        })),
      context.now(),
    );
    const missingRoom = moves.find((move) => !roomLabels.includes(move.roomName));
    if (missingRoom) roomLabels.push(missingRoom.roomName);
    await touchProject(tx, row, account, context.now(), { roomLabels });
  });
  return reread(context, body.shoppingListId);
});

type Mutation = ActionBody<'project/performMutationOnMyProjectById'>;

async function ownLineIds(tx: Transaction, projectId: string, ids: readonly string[]) {
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

/**
 * Renames a room; renaming onto a room that exists merges them, adding up identical products
 * (§4 "Room rename").
 */
async function renameRoom(
  tx: Transaction,
  row: ProjectRow,
  roomLabels: string[],
  rename: NonNullable<Mutation['updateRoomName']>,
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

const performMutation = defineAction(
  'project/performMutationOnMyProjectById',
  async (body, context) => {
    const account = await requireAccount(context);
    await context.db.transaction(async (tx) => {
      const row = await lockProjectAt(tx, body.projectId, account, body.version);
      let roomLabels = [...row.roomLabels];
      const updates = body.lineITemsToUpdate ?? [];
      const removals = body.lineItemsToRemove ?? [];
      const priorities = body.lineItemPriorityToUpdate ?? [];
      await ownLineIds(tx, row.projectId, [
        ...updates.map((update) => update.lineItemId),
        ...removals,
        ...priorities.map((priority) => priority.lineItemId),
        ...(body.updateRoomNotes ? [body.updateRoomNotes.lineItemId] : []),
      ]);
      for (const update of updates)
        await tx
          .update(projectLineItems)
          .set({ quantity: update.quantity })
          .where(eq(projectLineItems.lineItemId, update.lineItemId));
      for (const priority of priorities)
        await tx
          .update(projectLineItems)
          .set({ itemPriority: priority.itemPriority })
          .where(eq(projectLineItems.lineItemId, priority.lineItemId));
      if (body.updateRoomNotes)
        await tx
          .update(projectLineItems)
          .set({ roomNotes: body.updateRoomNotes.roomNotes })
          .where(eq(projectLineItems.lineItemId, body.updateRoomNotes.lineItemId));
      if (removals.length > 0)
        await tx.delete(projectLineItems).where(inArray(projectLineItems.lineItemId, removals));
      if (body.updateRoomName)
        roomLabels = await renameRoom(tx, row, roomLabels, body.updateRoomName);
      if (body.allRoomsAreDeleted) {
        await removeRooms(tx, row.projectId, roomLabels);
        roomLabels = [];
      } else if (body.roomsAfterRemoval) {
        const kept = new Set(body.roomsAfterRemoval);
        await removeRooms(
          tx,
          row.projectId,
          roomLabels.filter((label) => !kept.has(label)),
        );
        roomLabels = roomLabels.filter((label) => kept.has(label));
      }
      await touchProject(tx, row, account, context.now(), { roomLabels });
    });
    return reread(context, body.projectId);
  },
);

const updateProjectStatus = defineAction('project/updateProjectStatus', async (body, context) => {
  const account = await requireAccount(context);
  if (body.items?.projectLocation) assertLocationInMarket(context, body.items.projectLocation);
  await context.db.transaction(async (tx) => {
    const row = await lockProjectAt(tx, body.shoppingListId, account, body.version);
    const changes: Partial<ProjectRow> = {};
    // A toggle: fieldName names it and status carries its value; for status, true is open.
    if (body.fieldName && body.status !== undefined) {
      if (body.fieldName === 'status') changes.status = body.status ? 'open' : 'closed';
      else changes[body.fieldName] = body.status;
    }
    const items = body.items;
    if (items) {
      if (items.projectName !== undefined) changes.projectName = items.projectName;
      if (items.projectType !== undefined) changes.projectType = items.projectType;
      if (items.projectLocation !== undefined) changes.projectLocation = items.projectLocation;
      if (items.opportunityNumber !== undefined)
        changes.opportunityNumber = items.opportunityNumber;
      if (items.projectVersion !== undefined)
        changes.projectVersion = items.projectVersion || 'Version 1';
      if (items.username !== undefined) changes.username = items.username;
      if (items.status !== undefined) changes.status = items.status;
      Object.assign(changes, customerColumns(account, items.customerDetails));
      if (items.selectedRoomDetails) {
        assertDistinctRooms(items.selectedRoomDetails.map((room) => room.roomName));
        // A room that still holds products is kept: rooms with products cannot be removed here.
        const lines = await lineItemsOf(tx, row.projectId);
        const chosen = [...new Set(labelsOfRooms(items.selectedRoomDetails))];
        const holding = row.roomLabels.filter(
          (label) => !chosen.includes(label) && lines.some((line) => line.roomLabel === label),
        );
        const roomLabels = [...chosen, ...holding];
        if (roomLabels.length === 0)
          throw projectError(400, 'error.project.rooms', 'Choose at least one room.');
        changes.roomLabels = roomLabels;
      }
    }
    await touchProject(tx, row, account, context.now(), changes);
  });
  return reread(context, body.shoppingListId);
});

const deleteProject = defineAction('project/deleteProject', async (body, context) => {
  const account = await requireAccount(context);
  await context.db.transaction(async (tx) => {
    await lockProjectAt(tx, body.id, account, body.version);
    await tx.delete(projects).where(eq(projects.projectId, body.id));
  });
  return { id: body.id, deleted: true as const };
});

const cloneProject = defineAction('project/cloneProject', async (body, context) => {
  const account = await requireAccount(context);
  const source = await findProject(context.db, body.shoppingListId, account);
  const now = context.now();
  const projectId = randomUUID();
  await context.db.transaction(async (tx) => {
    await tx.insert(projects).values({
      ...source,
      projectId,
      ownerId: account.accountId,
      market: context.market,
      version: 1,
      projectName: body.projectName,
      status: 'open',
      isInternalProject: account.isInternalUser && source.isInternalProject,
      // A clone is a new project: the source's share link does not open it.
      shareToken: null,
      createdAt: now,
      lastModifiedAt: now,
      lastModifiedBy: account.accountId,
    });
    const lines = await lineItemsOf(tx, source.projectId);
    if (lines.length > 0)
      await tx
        .insert(projectLineItems)
        .values(
          lines.map((line) => ({ ...line, lineItemId: randomUUID(), projectId, addedAt: now })),
        );
  });
  const shoppingList = await reread(context, projectId);
  return { data: { code: 'SUCCESS' as const, shoppingList } };
});

const getProjectCategories = defineAction('project/getProjectCategories', async (body, context) => {
  const account = await requireAccount(context);
  const row = await findProject(context.db, body.shoppingListId, account);
  const project = await answer(context, row);
  const matches = await context.catalogue.variantsByCodes(
    project.lineItems.filter((item) => item.isProductAvailable).map((item) => item.sku),
    true,
  );
  const languageTag = MARKET_DEFINITIONS[context.market].languageTag;
  const categories = new Map<string, string>();
  for (const { product } of matches) {
    const top = product.categories[0];
    if (top && !categories.has(top.categoryId))
      categories.set(top.categoryId, top.name[languageTag]);
  }
  return {
    categories: [...categories].map(([id, categoryName]) => ({ id, categoryName })),
  };
});

const SORT_COLUMNS = {
  name: sql`lower(${projects.projectName})`,
  project: sql`lower(${projects.opportunityNumber})`,
  location: projects.projectLocation,
  createdAt: projects.createdAt,
  lastModifiedAt: projects.lastModifiedAt,
} as const;

function orderOf(sortKey: ProjectSortKey): SQL[] {
  const match = /^(.*)(Asc|Desc)$/.exec(sortKey);
  const column = SORT_COLUMNS[(match?.[1] ?? 'lastModifiedAt') as keyof typeof SORT_COLUMNS];
  const direction = match?.[2] === 'Asc' ? asc : desc;
  return [direction(column), direction(projects.projectId)];
}

/** The account that made a project's last write, beside its owner in one list query. */
const modifiers = alias(accounts, 'modifiers');

type DashboardRequest = ActionBody<'project/getMyProjectsDashboard'>;

/** One page of a project list and its total; `scope` says whose projects it may list. */
async function dashboard(
  context: ActionContext,
  body: DashboardRequest,
  scope: { ownerId: string } | 'everyone',
) {
  const conditions: SQL[] = [eq(projects.status, statusOfTab(body.status))];
  if (scope !== 'everyone') conditions.push(eq(projects.ownerId, scope.ownerId));
  if (body.userDetails?.length) conditions.push(inArray(projects.ownerId, body.userDetails));
  if (body.projectTypeDetails?.length)
    conditions.push(inArray(projects.projectType, body.projectTypeDetails));
  if (body.startDate) conditions.push(gte(projects.createdAt, new Date(body.startDate)));
  if (body.endDate) conditions.push(lte(projects.createdAt, new Date(body.endDate)));
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await context.db
    .select({ total: countAll })
    .from(projects)
    .where(where);
  const rows =
    body.limit === 0
      ? []
      : await context.db
          .select({
            project: projects,
            ownerName: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
            lastModifiedBy: sql<string>`coalesce(trim(${modifiers.firstName} || ' ' || ${modifiers.lastName}), '')`,
            itemCount: sql<number>`(select count(*)::int from ${projectLineItems} where ${projectLineItems.projectId} = ${projects.projectId})`,
          })
          .from(projects)
          .innerJoin(accounts, eq(accounts.accountId, projects.ownerId))
          .leftJoin(modifiers, eq(modifiers.accountId, projects.lastModifiedBy))
          .where(where)
          .orderBy(...orderOf(body.sortKey))
          .limit(body.limit)
          .offset(body.offset);
  return {
    count: rows.length,
    limit: body.limit,
    offset: body.offset,
    total,
    results: rows.map((row) =>
      presentSummary(row.project, row.ownerName, row.itemCount, row.lastModifiedBy),
    ),
  };
}

const getMyProjectsDashboard = defineAction(
  'project/getMyProjectsDashboard',
  async (body, context) => {
    const account = await requireAccount(context);
    return dashboard(context, body, { ownerId: account.accountId });
  },
);

/** Internal users' list (§6): tab my is their own; the other tabs list everyone's projects. */
const getMyProjectsDashboardV2 = defineAction(
  'project/getMyProjectsDashboardV2',
  async (body, context) => {
    const account = await requireInternal(context);
    return dashboard(
      context,
      body,
      body.status === 'my' ? { ownerId: account.accountId } : 'everyone',
    );
  },
);

/** Escapes LIKE's wildcards so a query matches only as typed. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const suggestUserNames = defineAction('project/suggestUserNames', async (body, context) => {
  await requireInternal(context);
  const pattern = likeText(body.query);
  const rows = await context.db
    .select({
      Id: accounts.accountId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(accounts)
    .where(
      or(
        ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, pattern),
        ilike(accounts.email, pattern),
      ),
    )
    .orderBy(asc(accounts.firstName), asc(accounts.lastName), asc(accounts.accountId))
    .limit(10);
  return {
    suggestions: rows.map((row) => ({
      Id: row.Id,
      Name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    })),
  };
});

const getProjectMetadata = defineAction('project/getProjectMetadata', async () => ({
  Code: 'SUCCESS' as const,
  EnumFields: { projectType: PROJECT_TYPE_OPTIONS },
}));

const getShoppingLists = defineAction('project/getShoppingLists', async (_body, context) => {
  const account = await requireAccount(context);
  const rows = await context.db
    .select({
      shoppingListId: projects.projectId,
      projectName: projects.projectName,
      version: projects.version,
      roomLabels: projects.roomLabels,
    })
    .from(projects)
    .where(and(eq(projects.ownerId, account.accountId), eq(projects.status, 'open')))
    .orderBy(desc(projects.lastModifiedAt), asc(projects.projectId))
    .limit(200);
  return { results: rows };
});

const getProjectSettings = defineAction('project/getProjectSettings', async (_body, context) =>
  projectSettingsOf(context.market),
);

/** The builder's settings, for any visitor: they are the rules every form already shows. */
const getSettings = defineAction('project/getSettings', async () => builderSettings());

export const projectActions: Action[] = [
  createShoppingList,
  getProjectById,
  updateShoppingList,
  performMutation,
  updateProjectStatus,
  deleteProject,
  cloneProject,
  getProjectCategories,
  getMyProjectsDashboard,
  getMyProjectsDashboardV2,
  suggestUserNames,
  getProjectMetadata,
  getShoppingLists,
  getProjectSettings,
  getSettings,
  ...shareLinkActions,
];
