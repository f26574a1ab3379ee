import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  MARKET_DEFINITIONS,
  PROJECT_LOCATIONS,
  PROJECT_TYPE_OPTIONS,
  builderSettings,
  labelsOfRooms,
  projectSettingsOf,
  type ActionBody,
} from '@specify/contracts';
import { projectLineItems, projects } from '../../db/schema';
import {
  PROJECT_NOT_FOUND,
  addItems,
  assertDistinctRooms,
  changeLineItems,
  findProject,
  lineItemsOf,
  lockProjectAt,
  moveLineItems,
  notFound,
  presentProject,
  projectDashboard,
  projectError,
  removeRooms,
  renameRoom,
  roomsChosenAnew,
  suggestAccountNames,
  touchProject,
  type LineMove,
  type ProjectRow,
} from '../../projects';
import { requireAccount } from '../account/require-account';
import { defineAction, type Action, type ActionContext } from '../action';
import type { AccountRow } from '../../kernel/session';
import { shareLinkActions } from './share-link';
import { PlatformError } from '../../kernel/platform-error';

/** Internal-only calls answer a non-internal caller as if there were nothing there. */
async function requireInternal(context: ActionContext): Promise<AccountRow> {
  const account = await requireAccount(context);
  if (!account.isInternalUser) throw projectError(404, 'error.project.notFound', PROJECT_NOT_FOUND);
  return account;
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
    throw new PlatformError(
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
    const moves = body.items.filter((item): item is typeof item & LineMove => !!item.lineItemId);
    await moveLineItems(tx, row.projectId, body.sku, moves);
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

const performMutation = defineAction(
  'project/performMutationOnMyProjectById',
  async (body, context) => {
    const account = await requireAccount(context);
    await context.db.transaction(async (tx) => {
      const row = await lockProjectAt(tx, body.projectId, account, body.version);
      let roomLabels = [...row.roomLabels];
      await changeLineItems(tx, row.projectId, {
        quantities: body.lineITemsToUpdate ?? [],
        priorities: body.lineItemPriorityToUpdate ?? [],
        notes: body.updateRoomNotes,
        removals: body.lineItemsToRemove ?? [],
      });
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
      if (items.selectedRoomDetails)
        changes.roomLabels = await roomsChosenAnew(tx, row, items.selectedRoomDetails);
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

const getMyProjectsDashboard = defineAction(
  'project/getMyProjectsDashboard',
  async (body, context) => {
    const account = await requireAccount(context);
    return projectDashboard(context.db, body, { ownerId: account.accountId });
  },
);

/** Internal users' list (§6): tab my is their own; the other tabs list everyone's projects. */
const getMyProjectsDashboardV2 = defineAction(
  'project/getMyProjectsDashboardV2',
  async (body, context) => {
    const account = await requireInternal(context);
    return projectDashboard(
      context.db,
      body,
      body.status === 'my' ? { ownerId: account.accountId } : 'everyone',
    );
  },
);

const suggestUserNames = defineAction('project/suggestUserNames', async (body, context) => {
  await requireInternal(context);
  return { suggestions: await suggestAccountNames(context.db, body.query) };
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
