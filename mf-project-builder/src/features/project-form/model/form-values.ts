import {
  DEFAULT_PROJECT_VERSION,
  PROJECT_LIMITS,
  PROJECT_LOCATIONS,
  isValidCustomerPhone,
  stripBlockedCharacters,
  stripCustomerAddress,
  type AccountSummary,
  type ActionRequest,
  type Market,
  type Project,
  type ProjectLocation,
  type ProjectType,
  type SelectedRoom,
} from '@specify/contracts';
import type { MessageId } from '../../../i18n/messages';
import { roomsOfLabels } from './rooms';

/** Tab 1's form (project-builder.md §2 "Tab 1", §5 "Project form"). */
export interface ProjectFormValues {
  projectName: string;
  projectType: ProjectType | '';
  projectLocation: ProjectLocation | '';
  username: string;
  opportunityNumber: string;
  projectVersion: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  customerAddress: string;
  isInternalProject: boolean;
  rooms: SelectedRoom[];
}

export type TextField = Exclude<keyof ProjectFormValues, 'isInternalProject' | 'rooms'>;
export type FormField = TextField | 'rooms';
export type FormErrors = Partial<Record<FormField, MessageId>>;

/** The fields that refuse the blocked characters, stripped as typed and on paste (§5). */
export const PLAIN_TEXT_FIELDS = new Set<TextField>([
  'projectName',
  'username',
  'opportunityNumber',
  'customerName',
]);

/** The longest value each text field takes (§5, §9: text 50, address 200, phone 12). */
export const FIELD_LIMITS: Record<TextField, number> = {
  projectName: PROJECT_LIMITS.text,
  projectType: PROJECT_LIMITS.text,
  projectLocation: PROJECT_LIMITS.text,
  username: PROJECT_LIMITS.text,
  opportunityNumber: PROJECT_LIMITS.text,
  projectVersion: PROJECT_LIMITS.text,
  customerName: PROJECT_LIMITS.text,
  customerEmail: PROJECT_LIMITS.email,
  customerPhone: PROJECT_LIMITS.customerPhoneMax,
  customerAddress: PROJECT_LIMITS.customerAddress,
};

/** A field's value as the user may type it: what the field refuses is removed at once. */
export function typedValue(field: TextField, text: string): string {
  if (PLAIN_TEXT_FIELDS.has(field)) return stripBlockedCharacters(text, FIELD_LIMITS[field]);
  if (field === 'customerAddress') return stripCustomerAddress(text);
  if (field === 'customerPhone')
    return text.replace(/[^\d +]/g, '').slice(0, PROJECT_LIMITS.customerPhoneMax);
  return text.slice(0, FIELD_LIMITS[field]);
}

/** The specifier's default: the account's first and last name (§5). */
export function defaultSpecifier(account: AccountSummary | undefined): string {
  const name = [account?.firstName, account?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return stripBlockedCharacters(name);
}

export function initialValues(
  project: Project | undefined,
  account: AccountSummary | undefined,
): ProjectFormValues {
  if (!project)
    return {
      projectName: '',
      projectType: '',
      projectLocation: '',
      username: defaultSpecifier(account),
      opportunityNumber: '',
      projectVersion: DEFAULT_PROJECT_VERSION,
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      customerAddress: '',
      isInternalProject: false,
      rooms: [],
    };
  return {
    projectName: project.projectName,
    projectType: project.projectType,
    projectLocation: project.projectLocation,
    username: project.username,
    opportunityNumber: project.opportunityNumber,
    projectVersion: project.projectVersion,
    customerName: project.customerName,
    customerEmail: project.customerEmail,
    customerPhone: project.customerPhone,
    customerAddress: project.customerAddress,
    isInternalProject: project.IsInternalProject,
    rooms: roomsOfLabels(project.roomLabels),
  };
}

/** The same test the platform's schema makes (valibot's email rule). */
const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

export interface FormContext {
  market: Market;
  /** Customer fields are checked and sent for internal users only (§5, §6). */
  internal: boolean;
  /**
   * At least one room, unless the project exists already (§5); a saved project that has rooms
   * keeps at least one (a project whose rooms were all deleted may stay without).
   */
  roomsRequired: boolean;
}

export function validate(values: ProjectFormValues, context: FormContext): FormErrors {
  const errors: FormErrors = {};
  if (!values.projectName.trim()) errors.projectName = 'projectForm.error.projectName';
  if (!values.projectType) errors.projectType = 'projectForm.error.projectType';
  if (
    !values.projectLocation ||
    !(PROJECT_LOCATIONS[context.market] as readonly string[]).includes(values.projectLocation)
  )
    errors.projectLocation = 'projectForm.error.projectLocation';
  if (!values.username.trim()) errors.username = 'projectForm.error.username';
  if (context.roomsRequired && values.rooms.length === 0) errors.rooms = 'projectForm.error.rooms';
  if (context.internal) {
    const email = values.customerEmail.trim();
    if (email && (email.length > PROJECT_LIMITS.email || !EMAIL.test(email)))
      errors.customerEmail = 'projectForm.error.customerEmail';
    const phone = values.customerPhone.trim();
    if (phone && !isValidCustomerPhone(phone))
      errors.customerPhone = 'projectForm.error.customerPhone';
  }
  return errors;
}

/** A field's own problem, for checking it again as it changes after a failed save. */
export function fieldError(
  field: FormField,
  values: ProjectFormValues,
  context: FormContext,
): MessageId | undefined {
  return validate(values, context)[field];
}

function customerDetails(values: ProjectFormValues) {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    customerPhone: values.customerPhone.trim(),
    customerAddress: values.customerAddress.trim(),
  };
}

/** createShoppingList's body (§7); customer details only from internal users. */
export function createRequest(
  values: ProjectFormValues,
  internal: boolean,
): ActionRequest<'project/createShoppingList'> {
  return {
    projectDetails: {
      projectName: values.projectName.trim(),
      projectType: values.projectType as ProjectType,
      projectStatus: 'open',
      projectLocation: values.projectLocation as ProjectLocation,
      opportunityNumber: values.opportunityNumber.trim(),
      projectVersion: values.projectVersion.trim() || DEFAULT_PROJECT_VERSION,
    },
    ...(internal
      ? { customerDetails: customerDetails(values), IsInternalProject: values.isInternalProject }
      : {}),
    selectedRoomDetails: values.rooms,
    specifierDetails: { username: values.username.trim() },
  };
}

type ProjectChanges = NonNullable<ActionRequest<'project/updateProjectStatus'>['items']>;

/**
 * updateProjectStatus's `items` for an edit (§4, §7): the fields that changed, with the status the
 * project has. Customer details travel together (the service replaces all four), for internal
 * users only. Undefined when nothing changed.
 */
export function changedItems(
  values: ProjectFormValues,
  project: Project,
  internal: boolean,
): ProjectChanges | undefined {
  const items: ProjectChanges = {};
  const name = values.projectName.trim();
  if (name !== project.projectName) items.projectName = name;
  if (values.projectType && values.projectType !== project.projectType)
    items.projectType = values.projectType;
  if (values.projectLocation && values.projectLocation !== project.projectLocation)
    items.projectLocation = values.projectLocation;
  const opportunityNumber = values.opportunityNumber.trim();
  if (opportunityNumber !== project.opportunityNumber) items.opportunityNumber = opportunityNumber;
  const version = values.projectVersion.trim() || DEFAULT_PROJECT_VERSION;
  if (version !== project.projectVersion) items.projectVersion = version;
  const username = values.username.trim();
  if (username !== project.username) items.username = username;
  // Rooms added or taken out of a saved project (§4: only rooms holding products are fixed).
  if (JSON.stringify(values.rooms) !== JSON.stringify(roomsOfLabels(project.roomLabels)))
    items.selectedRoomDetails = values.rooms;
  if (internal) {
    const customer = customerDetails(values);
    if (
      customer.customerName !== project.customerName ||
      customer.customerEmail !== project.customerEmail ||
      customer.customerPhone !== project.customerPhone ||
      customer.customerAddress !== project.customerAddress
    )
      items.customerDetails = customer;
  }
  if (Object.keys(items).length === 0) return undefined;
  return { ...items, status: project.projectStatus };
}

/** Whether the form holds anything its starting values do not: the unsaved-changes test. */
export function isDirty(values: ProjectFormValues, start: ProjectFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(start);
}
