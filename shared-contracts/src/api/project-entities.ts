import * as v from 'valibot';
import { variantSchema } from './catalogue-schemas';
import { BIM_FILE_TYPES } from '../catalogue-vocabulary';
import { idSchema } from './common';
import { moneySchema } from '../money';
import { optionalPlainText, plainText } from './project-fields';
import {
  ALL_PROJECT_LOCATIONS,
  CUSTOMER_ADDRESS_PATTERN,
  DEFAULT_PROJECT_VERSION,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  ROOM_NAME_PATTERN,
  isValidCustomerPhone,
} from '../project/rules';

/** The Project Builder's entities (project-builder.md §3): fields, rooms, line items, the project. */

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
