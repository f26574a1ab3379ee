import * as v from 'valibot';
import { NO_BODY, SIGNED_IN, UNAVAILABLE, reads, writes } from './action-spec';
import { MAX_PROJECT_PDF_HTML_BYTES } from './project-endpoints';
import { variantSchema } from './catalogue-schemas';
import { BIM_FILE_TYPES } from '../catalogue-vocabulary';
import { idSchema } from './common';
import { moneySchema } from '../money';
import {
  ALL_PROJECT_LOCATIONS,
  CUSTOMER_ADDRESS_PATTERN,
  DASHBOARD_TABS,
  DEFAULT_PROJECT_SORT,
  DEFAULT_PROJECT_VERSION,
  PROJECT_LIMITS,
  PROJECT_SORT_KEYS,
  PROJECT_TIMERS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  ROOM_NAME_PATTERN,
  UPLOAD_REMARKS,
  hasBlockedCharacters,
  isValidCustomerPhone,
} from '../project/rules';

/**
 * The project service's calls (project-builder.md §3 "Entities", §7 "Calls"), with the spec's names
 * and payloads. The rules they validate with live in `../project/rules.ts`.
 */

/** A name-like field: required, trimmed, at most 50, none of the blocked characters (§5). */
function plainText(label: string, max: number = PROJECT_LIMITS.text) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, `${label} is required.`),
    v.maxLength(max, `${label} must be at most ${max} characters.`),
    v.check((text) => !hasBlockedCharacters(text), `${label} may not contain special characters.`),
  );
}

function optionalPlainText(label: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        PROJECT_LIMITS.text,
        `${label} must be at most ${PROJECT_LIMITS.text} characters.`,
      ),
      v.check(
        (text) => !hasBlockedCharacters(text),
        `${label} may not contain special characters.`,
      ),
    ),
    '',
  );
}

export const projectIdSchema = idSchema;
export const versionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
export const projectTypeSchema = v.picklist(PROJECT_TYPES, 'Choose a project type.');
export const projectLocationSchema = v.picklist(
  ALL_PROJECT_LOCATIONS,
  'Choose a project location.',
);
export const projectStatusSchema = v.picklist(PROJECT_STATUSES);

export const roomNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Room name is required.'),
  v.maxLength(
    PROJECT_LIMITS.roomName,
    `Room name must be at most ${PROJECT_LIMITS.roomName} characters.`,
  ),
  v.regex(ROOM_NAME_PATTERN, 'Room name may contain only letters, digits, spaces and hyphens.'),
);
/** A room label: a room name with its instance number ('Kitchen 2'). */
export const roomLabelSchema = roomNameSchema;

export const quantitySchema = v.pipe(
  v.number(),
  v.integer('Quantity must be a whole number.'),
  v.minValue(0, 'Quantity must be at least 0.'),
  v.maxValue(PROJECT_LIMITS.quantity, `Quantity must be at most ${PROJECT_LIMITS.quantity}.`),
);
export const roomNotesSchema = v.pipe(
  v.string(),
  v.maxLength(PROJECT_LIMITS.note, `A note must be at most ${PROJECT_LIMITS.note} characters.`),
);

export const selectedRoomDetailSchema = v.pipe(
  v.object({
    roomName: roomNameSchema,
    count: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1, 'Room count must be at least 1.'),
      v.maxValue(PROJECT_LIMITS.roomCount, 'Maximum count of 999 reached.'),
    ),
    value: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(PROJECT_LIMITS.roomCount))),
      v.maxLength(PROJECT_LIMITS.roomCount),
    ),
  }),
  v.check((room) => room.value.length === room.count, 'Each room needs one number per count.'),
);
const selectedRoomsSchema = v.pipe(
  v.array(selectedRoomDetailSchema),
  v.maxLength(50, 'A project has at most 50 kinds of room.'),
  v.check(
    (rooms) => rooms.reduce((sum, room) => sum + room.count, 0) <= PROJECT_LIMITS.roomLabels,
    `A project has at most ${PROJECT_LIMITS.roomLabels} rooms.`,
  ),
);

export const projectDetailsSchema = v.object({
  projectName: plainText('Project name'),
  projectType: projectTypeSchema,
  projectStatus: v.optional(projectStatusSchema, 'open'),
  projectLocation: projectLocationSchema,
  opportunityNumber: optionalPlainText('Project ID'),
  projectVersion: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(PROJECT_LIMITS.text)),
    DEFAULT_PROJECT_VERSION,
  ),
});

/** Customer details: validated and kept for internal users only (§5, §6). */
export const customerDetailsSchema = v.object({
  customerName: optionalPlainText('Customer name'),
  customerAddress: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(
        PROJECT_LIMITS.customerAddress,
        'Customer address must be at most 200 characters.',
      ),
      v.regex(CUSTOMER_ADDRESS_PATTERN, 'Customer address contains characters it may not.'),
    ),
    '',
  ),
  customerEmail: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(PROJECT_LIMITS.email),
        v.email('Enter a valid customer email.'),
      ),
    ]),
    '',
  ),
  customerPhone: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.check(isValidCustomerPhone, 'Enter a valid customer phone of 8 to 12 digits.'),
      ),
    ]),
    '',
  ),
});

export const createShoppingListRequestSchema = v.object({
  projectDetails: projectDetailsSchema,
  customerDetails: v.optional(customerDetailsSchema),
  IsInternalProject: v.optional(v.boolean(), false),
  selectedRoomDetails: v.pipe(selectedRoomsSchema, v.minLength(1, 'Choose at least one room.')),
  specifierDetails: v.object({ username: plainText('Specifier') }),
});

/** A label and its value: a specification or compliance row of a summary (§2 tab 4). */
export const summaryRowSchema = v.object({ label: v.string(), value: v.string() });
export type SummaryRow = v.InferOutput<typeof summaryRowSchema>;

/** One BIM file of a line item, named as `product/downloadFiles` names it (§3 "assets-attributes"). */
export const bimFileSchema = v.object({
  type: v.picklist(BIM_FILE_TYPES),
  name: v.string(),
  url: v.string(),
});
export type BimFile = v.InferOutput<typeof bimFileSchema>;

/** A line item as a project answers it (§3 "Line item"). */
export const projectLineItemSchema = v.object({
  id: v.string(),
  productId: v.string(),
  sku: v.string(),
  /** Product name in the market's locale. */
  name: v.string(),
  slug: v.string(),
  quantity: v.number(),
  roomName: v.string(),
  roomNotes: v.string(),
  /** False for a variant the owner may not see any more (removed, or internal-only). */
  isProductAvailable: v.boolean(),
  itemPriority: v.number(),
  /** Product page link in the market. */
  _url: v.string(),
  /** The variant as the catalogue has it now; absent when unavailable. */
  variant: v.optional(
    v.object({
      ...variantSchema.entries,
      /** The market's price, when it has one. */
      price: v.optional(moneySchema),
    }),
  ),
  /**
   * What summaries print of the variant, worked out once by the platform (the product page's
   * rules): its specification rows in page order, its compliance rows for the market and family
   * (§5 "Compliance rows"), its BIM files. Empty when the item is unavailable.
   */
  specifications: v.array(summaryRowSchema),
  compliance: v.array(summaryRowSchema),
  bimFiles: v.array(bimFileSchema),
});
export type ProjectLineItem = v.InferOutput<typeof projectLineItemSchema>;

export const roomGroupSchema = v.object({
  roomName: v.string(),
  items: v.array(projectLineItemSchema),
});
export type RoomGroup = v.InferOutput<typeof roomGroupSchema>;

/** A project (also a shopping list or specification), §3 "Project". */
export const projectSchema = v.object({
  shoppingListId: v.string(),
  id: v.string(),
  projectId: v.string(),
  version: v.number(),
  projectName: v.string(),
  projectType: projectTypeSchema,
  projectStatus: projectStatusSchema,
  status: projectStatusSchema,
  projectLocation: projectLocationSchema,
  opportunityNumber: v.string(),
  projectVersion: v.string(),
  username: v.string(),
  customerName: v.string(),
  customerEmail: v.string(),
  customerPhone: v.string(),
  customerAddress: v.string(),
  IsInternalProject: v.boolean(),
  /** The owner's account and company ('by {company}'). */
  customerId: v.string(),
  companyName: v.string(),
  roomLabels: v.array(v.string()),
  /** Rooms in label order, each with its items by priority. */
  roomGroups: v.array(roomGroupSchema),
  showPricesOnPdf: v.boolean(),
  showBimFilesOnPdf: v.boolean(),
  showLandscape: v.boolean(),
  projectCreatedDate: v.string(),
  lastModifiedAt: v.string(),
  /** The name of whoever made the last change: the owner or an internal user ('' if unknown). */
  lastModifiedBy: v.optional(v.string(), ''),
  lineItems: v.array(projectLineItemSchema),
});
export type Project = v.InferOutput<typeof projectSchema>;

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

/** One row of an uploaded SKU list, with its remark (§3 "Upload row", §8). */
export const uploadRowSchema = v.object({
  sku: v.string(),
  qty: v.string(),
  section: v.string(),
  remarks: v.picklist(UPLOAD_REMARKS),
});
export type UploadRow = v.InferOutput<typeof uploadRowSchema>;

export const UPLOAD_CODES = [
  'SUCCESS',
  'PARTIAL_SUCCESS',
  'inValidFileFormat',
  'moreItems',
  'emptyFile',
  'inValidProducts',
  'ERROR',
] as const;
export const uploadResponseSchema = v.object({
  code: v.picklist(UPLOAD_CODES),
  message: v.string(),
  /** Set when duplicate sku/section pairs were combined. */
  duplicatesCombined: v.optional(v.boolean()),
  addedSkus: v.array(uploadRowSchema),
  notAddedSkus: v.array(uploadRowSchema),
});
export type UploadResponse = v.InferOutput<typeof uploadResponseSchema>;

/**
 * The shared read-only summary (§2 share-summary): a project as anyone holding its share link
 * sees it, at a visitor's visibility. Every customer field (name, contact details, the owner's
 * account id), the internal flags, the edit version and who last changed it stay with the owner.
 */
export const sharedProjectSchema = v.omit(projectSchema, [
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerAddress',
  'customerId',
  'IsInternalProject',
  'opportunityNumber',
  'version',
  'lastModifiedBy',
]);
export type SharedProject = v.InferOutput<typeof sharedProjectSchema>;

/** A share token: unguessable (at least 128 random bits, base64url), never the project id. */
export const shareTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{22,64}$/, 'This share link is not valid.'),
);

export const shareLinkRequestSchema = v.object({ shoppingListId: projectIdSchema });
/** The project's live share token, made on first use; revoking it kills every link with it. */
export const shareLinkResponseSchema = v.object({ shareToken: shareTokenSchema });
export const revokeShareLinkResponseSchema = v.object({ revoked: v.literal(true) });
export const getSharedSummaryRequestSchema = v.object({
  projectId: projectIdSchema,
  shareToken: shareTokenSchema,
});

/**
 * `{project}_summary_{4 random chars}.pdf` (§9): the project name as typed (blocked characters
 * are already out of it), no path separators or control characters.
 */
export const projectPdfFilenameSchema = v.pipe(
  v.string('filename must be a string.'),
  v.maxLength(120, 'filename is too long.'),
  v.regex(
    /^[^/\\"]{1,100}_summary_[A-Za-z0-9]{4}\.pdf$/u,
    'filename must be {project}_summary_{4 characters}.pdf.',
  ),
  v.check(
    (name) => [...name].every((char) => char.charCodeAt(0) >= 0x20),
    'filename may not contain control characters.',
  ),
);

/** `POST /{locale}/api/pdf-my-project-html/` (§7): queues the render and answers at once. */
export const projectPdfRequestSchema = v.object({
  html: v.pipe(
    v.string('html must be a string of HTML.'),
    v.minLength(1, 'html is empty.'),
    v.maxLength(MAX_PROJECT_PDF_HTML_BYTES, 'html is too large (2 MB at most).'),
  ),
  isLandscapeMode: v.boolean('isLandscapeMode must be true or false.'),
  filename: projectPdfFilenameSchema,
  shoppingListId: projectIdSchema,
  /** The requester's email as the spec sends it; the platform goes by the session, not this. */
  emailId: v.optional(v.pipe(v.string(), v.maxLength(PROJECT_LIMITS.email)), ''),
});
export type ProjectPdfRequest = v.InferOutput<typeof projectPdfRequestSchema>;

/** 202 from pdf-my-project-html, and from download-project-pdf while the render is under way. */
export const projectPdfQueuedSchema = v.object({
  filename: v.string(),
  status: v.literal('queued'),
});

/** `POST /{locale}/api/download-project-pdf/` {filename}: 200 with the PDF once it is made. */
export const downloadProjectPdfRequestSchema = v.object({ filename: projectPdfFilenameSchema });

/** `POST /{locale}/api/proxy-download-file/` {fileUrl} (§7): a file on the asset host, for exports. */
export const proxyDownloadRequestSchema = v.object({
  fileUrl: v.pipe(
    v.string('fileUrl must be a string.'),
    v.maxLength(2048, 'fileUrl is too long.'),
    v.url('fileUrl must be an absolute URL.'),
  ),
});

const projectNotFound = 'error.project.notFound';
const stale = 'error.project.stale';

/** The Project Builder's actions (project-builder.md §7). */
export const PROJECT_ACTIONS = {
  // Every project call needs a signed-in user; a project the caller may not see answers
  // error.project.notFound, exactly as one that does not exist.
  'project/createShoppingList': writes(
    createShoppingListRequestSchema,
    projectSchema,
    SIGNED_IN,
    'error.project.rooms',
  ),
  'project/getProjectById': reads(
    getProjectByIdRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/updateShoppingList': writes(
    updateShoppingListRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
    UNAVAILABLE,
    'error.project.lineItem',
    'error.project.rooms',
    'error.project.full',
  ),
  'project/performMutationOnMyProjectById': writes(
    performMutationRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
    stale,
    'error.project.lineItem',
    'error.project.rooms',
  ),
  'project/updateProjectStatus': writes(
    updateProjectStatusRequestSchema,
    projectSchema,
    SIGNED_IN,
    projectNotFound,
    stale,
    'error.project.rooms',
  ),
  'project/deleteProject': writes(
    deleteProjectRequestSchema,
    deleteProjectResponseSchema,
    SIGNED_IN,
    projectNotFound,
    stale,
  ),
  'project/cloneProject': writes(
    cloneProjectRequestSchema,
    cloneProjectResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getProjectCategories': reads(
    getProjectCategoriesRequestSchema,
    projectCategoriesResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getMyProjectsDashboard': reads(
    dashboardRequestSchema,
    dashboardResponseSchema,
    SIGNED_IN,
  ),
  'project/getMyProjectsDashboardV2': reads(
    dashboardRequestSchema,
    dashboardResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/suggestUserNames': reads(
    suggestUserNamesRequestSchema,
    suggestUserNamesResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getProjectMetadata': reads(NO_BODY, projectMetadataResponseSchema),
  'project/getShoppingLists': reads(NO_BODY, shoppingListsResponseSchema, SIGNED_IN),
  'project/getProjectSettings': reads(NO_BODY, projectSettingsResponseSchema),
  'project/getSettings': reads(NO_BODY, builderSettingsResponseSchema),
  // The share link (§2 share-summary): the owner (or an internal user) gets or revokes the token;
  // anyone holding it reads the summary, signed in or not. A wrong or revoked token is not found.
  'project/getShareLink': writes(
    shareLinkRequestSchema,
    shareLinkResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/revokeShareLink': writes(
    shareLinkRequestSchema,
    revokeShareLinkResponseSchema,
    SIGNED_IN,
    projectNotFound,
  ),
  'project/getSharedSummary': reads(
    getSharedSummaryRequestSchema,
    sharedProjectSchema,
    projectNotFound,
  ),
} as const;
