import * as v from 'valibot';
import { idSchema } from './common';
import {
  DASHBOARD_TABS,
  DEFAULT_PROJECT_SORT,
  PROJECT_LIMITS,
  PROJECT_SORT_KEYS,
  PROJECT_TIMERS,
  PROJECT_TYPES,
  hasBlockedCharacters,
} from '../project/rules';
import {
  customerDetailsSchema,
  projectDetailsSchema,
  projectIdSchema,
  projectLocationSchema,
  projectSchema,
  projectStatusSchema,
  projectTypeSchema,
  quantitySchema,
  roomLabelSchema,
  roomNotesSchema,
  selectedRoomDetailSchema,
  shareTokenSchema,
  versionSchema,
} from './project-entities';
import { optionalPlainText, plainText } from './project-fields';

/** The bodies and answers of the project actions (project-builder.md §7 "Calls"). */

const selectedRoomsSchema = v.pipe(
  v.array(selectedRoomDetailSchema),
  v.maxLength(50, 'A project has at most 50 kinds of room.'),
  v.check(
    (rooms) => rooms.reduce((sum, room) => sum + room.count, 0) <= PROJECT_LIMITS.roomLabels,
    `A project has at most ${PROJECT_LIMITS.roomLabels} rooms.`,
  ),
);

export const createShoppingListRequestSchema = v.object({
  projectDetails: projectDetailsSchema,
  customerDetails: v.optional(customerDetailsSchema),
  IsInternalProject: v.optional(v.boolean(), false),
  selectedRoomDetails: v.pipe(selectedRoomsSchema, v.minLength(1, 'Choose at least one room.')),
  specifierDetails: v.object({ username: plainText('Specifier') }),
});

export const getProjectByIdRequestSchema = v.object({ shoppingListId: projectIdSchema });

/** Fields an edit may change (§4 "Edit: save changed fields"). */
export const projectChangesSchema = v.object({
  projectName: v.optional(plainText('Project name')),
  projectType: v.optional(projectTypeSchema),
  projectLocation: v.optional(projectLocationSchema),
  opportunityNumber: optionalPlainText('Project ID'),
  projectVersion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PROJECT_LIMITS.text))),
  username: v.optional(plainText('Specifier')),
  status: v.optional(projectStatusSchema),
  customerDetails: v.optional(customerDetailsSchema),
  /** Replaces the rooms; a room that still has items is kept. */
  selectedRoomDetails: v.optional(selectedRoomsSchema),
});

/** The toggles of the summary (§4 "PDF toggles"), and status as a boolean (true: open). */
export const PROJECT_TOGGLES = [
  'status',
  'showLandscape',
  'showPricesOnPdf',
  'showBimFilesOnPdf',
] as const;

export const updateProjectStatusRequestSchema = v.object({
  shoppingListId: projectIdSchema,
  version: versionSchema,
  items: v.optional(projectChangesSchema),
  fieldName: v.optional(v.picklist(PROJECT_TOGGLES)),
  status: v.optional(v.boolean()),
});

const lineItemIdSchema = idSchema;
const boundedList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item), v.maxLength(PROJECT_LIMITS.lineItems));

export const performMutationRequestSchema = v.object({
  projectId: projectIdSchema,
  version: versionSchema,
  lineITemsToUpdate: v.optional(
    boundedList(v.object({ lineItemId: lineItemIdSchema, quantity: quantitySchema })),
  ),
  lineItemsToRemove: v.optional(boundedList(lineItemIdSchema)),
  /** The room labels left after a removal; rooms not named (and emptied) are removed. */
  roomsAfterRemoval: v.optional(
    v.pipe(v.array(roomLabelSchema), v.maxLength(PROJECT_LIMITS.roomLabels)),
  ),
  allRoomsAreDeleted: v.optional(v.boolean()),
  lineItemPriorityToUpdate: v.optional(
    boundedList(
      v.object({
        lineItemId: lineItemIdSchema,
        itemPriority: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
      }),
    ),
  ),
  /** Renames room `from` to `to`; if `to` exists the rooms merge and identical items add up. */
  updateRoomName: v.optional(
    v.object({
      from: roomLabelSchema,
      to: roomLabelSchema,
      lineItems: v.optional(
        boundedList(v.object({ lineItemId: lineItemIdSchema, roomName: roomLabelSchema })),
      ),
    }),
  ),
  updateRoomNotes: v.optional(
    v.object({ lineItemId: lineItemIdSchema, roomNotes: roomNotesSchema }),
  ),
});

export const updateShoppingListRequestSchema = v.object({
  shoppingListId: projectIdSchema,
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  items: v.pipe(
    v.array(
      v.object({
        lineItemId: v.optional(lineItemIdSchema),
        roomName: roomLabelSchema,
        quantity: v.optional(
          v.pipe(quantitySchema, v.minValue(1, 'Quantity must be at least 1.')),
          1,
        ),
        roomNotes: v.optional(roomNotesSchema),
      }),
    ),
    v.minLength(1, 'Choose a room.'),
    v.maxLength(50),
  ),
});

export const deleteProjectRequestSchema = v.object({ id: projectIdSchema, version: versionSchema });
export const deleteProjectResponseSchema = v.object({ id: v.string(), deleted: v.literal(true) });

export const cloneProjectRequestSchema = v.object({
  projectName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Specification name is required.'),
    v.maxLength(PROJECT_LIMITS.cloneName, 'Specification name must be at most 50 characters.'),
    v.check(
      (text) => !hasBlockedCharacters(text),
      'Specification name may not contain special characters.',
    ),
  ),
  customerId: v.optional(idSchema),
  shoppingListId: projectIdSchema,
});
export const cloneProjectResponseSchema = v.object({
  data: v.object({ code: v.literal('SUCCESS'), shoppingList: projectSchema }),
});

export const getProjectCategoriesRequestSchema = getProjectByIdRequestSchema;
export const projectCategoriesResponseSchema = v.object({
  categories: v.array(v.object({ id: v.string(), categoryName: v.string() })),
});

const isoDateSchema = v.pipe(v.string(), v.isoTimestamp('Dates are ISO timestamps.'));

export const dashboardRequestSchema = v.object({
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PROJECT_LIMITS.pageSize)),
    PROJECT_LIMITS.pageSize,
  ),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
  status: v.optional(v.picklist(DASHBOARD_TABS), 'open'),
  sortKey: v.optional(v.picklist(PROJECT_SORT_KEYS), DEFAULT_PROJECT_SORT),
  /** Account ids of the specifiers to show (internal users, V2). */
  userDetails: v.optional(v.pipe(v.array(idSchema), v.maxLength(20))),
  projectTypeDetails: v.optional(
    v.pipe(v.array(projectTypeSchema), v.maxLength(PROJECT_TYPES.length)),
  ),
  startDate: v.optional(isoDateSchema),
  endDate: v.optional(isoDateSchema),
  page: v.optional(v.pipe(v.string(), v.maxLength(50))),
});

export const projectSummarySchema = v.object({
  shoppingListId: v.string(),
  version: v.number(),
  projectName: v.string(),
  projectType: projectTypeSchema,
  projectStatus: projectStatusSchema,
  projectLocation: projectLocationSchema,
  opportunityNumber: v.string(),
  username: v.string(),
  customerName: v.string(),
  customerId: v.string(),
  /** The owner's name, for internal users' lists. */
  ownerName: v.string(),
  projectCreatedDate: v.string(),
  lastModifiedAt: v.string(),
  /** The name of whoever made the last change: the owner or an internal user ('' if unknown). */
  lastModifiedBy: v.optional(v.string(), ''),
  itemCount: v.number(),
});
export type ProjectSummary = v.InferOutput<typeof projectSummarySchema>;

export const dashboardResponseSchema = v.object({
  count: v.number(),
  limit: v.number(),
  offset: v.number(),
  total: v.number(),
  results: v.array(projectSummarySchema),
});
export type DashboardResponse = v.InferOutput<typeof dashboardResponseSchema>;

export const suggestUserNamesRequestSchema = v.object({
  query: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'Type at least 2 characters.'),
    v.maxLength(100),
  ),
});
export const suggestUserNamesResponseSchema = v.object({
  suggestions: v.array(v.object({ Id: v.string(), Name: v.string() })),
});

export const projectMetadataResponseSchema = v.object({
  Code: v.literal('SUCCESS'),
  EnumFields: v.object({
    projectType: v.array(v.object({ value: projectTypeSchema, label: v.string() })),
  }),
});

export const shoppingListsResponseSchema = v.object({
  results: v.array(
    v.object({
      shoppingListId: v.string(),
      projectName: v.string(),
      version: v.number(),
      roomLabels: v.array(v.string()),
    }),
  ),
});

export const projectSettingsResponseSchema = v.object({
  pageSize: v.number(),
  limits: v.object({
    text: v.number(),
    note: v.number(),
    roomName: v.number(),
    roomCount: v.number(),
    quantity: v.number(),
    uploadRows: v.number(),
    uploadBytes: v.number(),
  }),
  defaultRooms: v.array(v.string()),
  locations: v.array(v.string()),
  projectTypes: v.array(v.object({ value: projectTypeSchema, label: v.string() })),
});

const numbersLike = <T extends Record<string, number>>(shape: T) =>
  v.object(
    Object.fromEntries(Object.keys(shape).map((key) => [key, v.number()])) as {
      [K in keyof T]: v.NumberSchema<undefined>;
    },
  );

/** project/getSettings: the builder's settings (`builderSettings()` in project rules). */
export const builderSettingsResponseSchema = v.object({
  pageSizes: v.object({ dashboard: v.number(), uploadRows: v.number() }),
  limits: numbersLike(PROJECT_LIMITS),
  timers: numbersLike(PROJECT_TIMERS),
  defaultRooms: v.array(v.string()),
  defaultVersion: v.string(),
  projectTypes: v.array(v.object({ value: projectTypeSchema, label: v.string() })),
});
export type BuilderSettings = v.InferOutput<typeof builderSettingsResponseSchema>;

export const shareLinkRequestSchema = v.object({ shoppingListId: projectIdSchema });
/** The project's live share token, made on first use; revoking it kills every link with it. */
export const shareLinkResponseSchema = v.object({ shareToken: shareTokenSchema });
export const revokeShareLinkResponseSchema = v.object({ revoked: v.literal(true) });
export const getSharedSummaryRequestSchema = v.object({
  projectId: projectIdSchema,
  shareToken: shareTokenSchema,
});
