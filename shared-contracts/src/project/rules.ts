import type { Market } from '../markets';

/**
 * The Project Builder's rules (project-builder.md §3–§5, §9), written once: the wizard applies them
 * as the user types and the platform applies them again to every body it accepts.
 */

export const PROJECT_LIMITS = {
  /** Dashboard page size (§9). */
  pageSize: 10,
  /** Default maximum of a text input: project name, specifier, project ID, customer name (§5). */
  text: 50,
  note: 300,
  cloneName: 50,
  customerAddress: 200,
  customerPhoneMin: 8,
  customerPhoneMax: 12,
  email: 100,
  roomName: 30,
  roomCount: 999,
  quantity: 9999,
  uploadRows: 250,
  section: 30,
  /** Not in the spec: a ceiling so no project grows without bound (rooms, lines). */
  roomLabels: 999,
  lineItems: 2000,
  /** Upload file size (not in the spec): a 250-row sheet is a few kilobytes. */
  uploadBytes: 1024 * 1024,
} as const;

export const PROJECT_TIMERS = {
  /** A status or delete confirmation closes this long after its success message (§4). */
  dialogCloseMs: 3000,
  cloneMessageMs: 3000,
  /** The platform's refusal of a project save shows this long (§8 "Project save"). */
  saveErrorMs: 3000,
  roomExistsMs: 5000,
  roomMaxCountMs: 3000,
  userSearchDebounceMs: 400,
  listRefreshDebounceMs: 300,
  /** Infinite scroll loads the next page within this distance of the bottom (§9). */
  infiniteScrollPx: 120,
  /** The summary's PDF is polled this often until it comes back (§4 "PDF save", §9). */
  pdfPollMs: 2000,
  /** 'Failed to download the file…' under Excel/CSV export clears after this (§8). */
  exportErrorMs: 5000,
  /** 'Error downloading files. Try again later.' under BIM download-all (§8). */
  bimErrorMs: 2000,
  /** 'Link copied to clipboard!' (§8). */
  linkCopiedMs: 2000,
} as const;

/** Export rules (§9): images fetched at once, the Excel layout. */
export const PROJECT_EXPORT = {
  imageConcurrency: 5,
  sheetName: 'Sheet1',
  columnWidth: 35,
  headerRowHeight: 30,
  itemRowHeight: 150,
  image: { width: 200, height: 170 },
  specificationLines: 8,
} as const;

export const PROJECT_TYPES = [
  'aged-care',
  'healthcare',
  'commercial',
  'multi-res',
  'consumer',
  'builder',
  'education',
  'office',
  'retail-hospitality',
  'hotel',
  'entertainment-transport',
  'government-defense',
  'others',
] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The type map behind getProjectMetadata's labels. */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  'aged-care': 'Aged Care',
  healthcare: 'Hospital & Healthcare',
  commercial: 'Commercial',
  'multi-res': 'Multi-residential',
  consumer: 'Consumer',
  builder: 'Builder',
  education: 'Education',
  office: 'Offices',
  'retail-hospitality': 'Retail & Hospitality',
  hotel: 'Hotels',
  'entertainment-transport': 'Entertainment & Transport',
  'government-defense': 'Government & Defense',
  others: 'Others',
};

export const PROJECT_LOCATIONS = {
  au: ['National', 'ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'],
  nz: ['North Island', 'South Island'],
} as const satisfies Record<Market, readonly string[]>;
export const ALL_PROJECT_LOCATIONS = [...PROJECT_LOCATIONS.au, ...PROJECT_LOCATIONS.nz] as const;
export type ProjectLocation = (typeof ALL_PROJECT_LOCATIONS)[number];

export const DEFAULT_ROOMS = [
  'Main Bathroom',
  'Ensuite Bathroom',
  'Guest Bathroom',
  'Powder Room',
  'Commercial Bathroom',
  'Kitchen',
  'Laundry',
  'Alfresco',
  'Other',
] as const;

export const DEFAULT_PROJECT_VERSION = 'Version 1';

export const PROJECT_STATUSES = ['open', 'closed'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Dashboard tabs: my (internal only), open, closed (external), completed (internal). */
export const DASHBOARD_TABS = ['my', 'open', 'closed', 'completed'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const INTERNAL_TABS: readonly DashboardTab[] = ['my', 'open', 'completed'];
export const EXTERNAL_TABS: readonly DashboardTab[] = ['open', 'closed'];

/** Tabs my and open are open projects on the server side; closed and completed are closed (§4). */
export function statusOfTab(tab: DashboardTab): ProjectStatus {
  return tab === 'my' || tab === 'open' ? 'open' : 'closed';
}

/**
 * Sort keys (§3). name: the project's name; project: its Project ID (opportunityNumber);
 * location; createdAt; lastModifiedAt (the default, newest first).
 */
export const PROJECT_SORT_KEYS = [
  'nameAsc',
  'nameDesc',
  'projectAsc',
  'projectDesc',
  'locationAsc',
  'locationDesc',
  'createdAtAsc',
  'createdAtDesc',
  'lastModifiedAtAsc',
  'lastModifiedAtDesc',
] as const;
export type ProjectSortKey = (typeof PROJECT_SORT_KEYS)[number];
export const DEFAULT_PROJECT_SORT: ProjectSortKey = 'lastModifiedAtDesc';

/** The characters project name, specifier, project ID, customer name and clone name refuse (§5). */
export const BLOCKED_CHARACTERS = '!@#$%^&*()_+={}[];:\'"\\|,.<>?~`/';
const BLOCKED = new RegExp(`[${BLOCKED_CHARACTERS.replace(/[\\\]^-]/g, '\\$&')}]`, 'g');

/** Removes the blocked characters (typing) and cuts to the limit (paste). */
export function stripBlockedCharacters(text: string, max: number = PROJECT_LIMITS.text): string {
  return text.replace(BLOCKED, '').slice(0, max);
}

export function hasBlockedCharacters(text: string): boolean {
  BLOCKED.lastIndex = 0;
  const found = BLOCKED.test(text);
  BLOCKED.lastIndex = 0;
  return found;
}

/** Customer address: letters, digits, space and . , / - ' # (§5). */
export const CUSTOMER_ADDRESS_PATTERN = /^[\p{L}\p{N} .,/\-'#]*$/u;
export function stripCustomerAddress(text: string): string {
  return text.replace(/[^\p{L}\p{N} .,/\-'#]/gu, '').slice(0, PROJECT_LIMITS.customerAddress);
}

/** Customer phone: digits, optionally a leading +, spaces; 8 to 12 digits. */
export const CUSTOMER_PHONE_PATTERN = /^\+?[0-9 ]+$/;
export function isValidCustomerPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return (
    CUSTOMER_PHONE_PATTERN.test(phone) &&
    digits.length >= PROJECT_LIMITS.customerPhoneMin &&
    phone.length <= PROJECT_LIMITS.customerPhoneMax
  );
}

/** Room names: letters, digits, spaces and hyphens only (§5). */
export const ROOM_NAME_PATTERN = /^[\p{L}\p{N} -]+$/u;

/**
 * A custom room name as the picker keeps it: other characters removed, spaces collapsed, trimmed,
 * each word title-cased, at most 30 characters.
 */
export function cleanRoomName(text: string): string {
  return text
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word ? word[0]?.toLocaleUpperCase() + word.slice(1).toLocaleLowerCase() : ''))
    .join(' ')
    .slice(0, PROJECT_LIMITS.roomName)
    .trim();
}

/** Two room names are the same room ignoring case, spaces and trailing digits (§5). */
export function roomIdentity(name: string): string {
  return name
    .replace(/\d+\s*$/, '')
    .replace(/\s+/g, '')
    .toLocaleLowerCase();
}

/** Room labels are the name plus an instance number: 'Kitchen 1', 'Kitchen 2' (§3). */
export function roomLabel(roomName: string, instance: number): string {
  return `${roomName} ${instance}`;
}

/** An upload section without a trailing number gets ' 1' appended (§5). */
export function withRoomNumber(section: string): string {
  const trimmed = section.trim().replace(/\s+/g, ' ');
  return /\d$/.test(trimmed) ? trimmed : `${trimmed} 1`;
}

export interface SelectedRoom {
  roomName: string;
  count: number;
  /** The instance numbers, one per count. */
  value: number[];
}

/** The labels a room picker's selection makes: each room once per count. */
export function labelsOfRooms(rooms: readonly SelectedRoom[]): string[] {
  return rooms.flatMap((room) => room.value.map((instance) => roomLabel(room.roomName, instance)));
}

/** A picker selection with `count` instances numbered 1..count. */
export function selectRoom(roomName: string, count: number): SelectedRoom {
  return { roomName, count, value: Array.from({ length: count }, (_, index) => index + 1) };
}

/** Dates like 05 Jan 2024; N/A if absent (§9). */
export function formatProjectDate(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Upload codes and messages (§8). */
export const UPLOAD_MESSAGES = {
  SUCCESS: 'Successfully added',
  PARTIAL_SUCCESS: 'Partial Success',
  inValidFileFormat: 'Invalid file. Please upload correct file.',
  emptyFile: 'File does not contain any data.',
  inValidProducts: 'File contain invalid products. Please upload correct file.',
  moreItems: 'Cannot import more than 250 line items.',
  duplicates: 'Duplicate SKU and section combinations were found. Quantities have been combined.',
  failed: 'Upload failed.',
} as const;

/** Per-row remarks of an uploaded SKU list (§8), in the order the error file sorts them. */
export const UPLOAD_REMARKS = [
  'Invalid SKU present',
  'SKU not available',
  'Invalid QTY present',
  'Qty not available',
  'Invalid Section present',
  'Section not available',
  'Product not found',
  'Successfully added',
] as const;
export type UploadRemark = (typeof UPLOAD_REMARKS)[number];

/** The project types with their labels, as getProjectMetadata and getProjectSettings answer them. */
export const PROJECT_TYPE_OPTIONS = PROJECT_TYPES.map((value) => ({
  value,
  label: PROJECT_TYPE_LABELS[value],
}));

/** getProjectSettings' answer for a market: the limits, default rooms, locations and types. */
export function projectSettingsOf(market: Market) {
  return {
    pageSize: PROJECT_LIMITS.pageSize,
    limits: {
      text: PROJECT_LIMITS.text,
      note: PROJECT_LIMITS.note,
      roomName: PROJECT_LIMITS.roomName,
      roomCount: PROJECT_LIMITS.roomCount,
      quantity: PROJECT_LIMITS.quantity,
      uploadRows: PROJECT_LIMITS.uploadRows,
      uploadBytes: PROJECT_LIMITS.uploadBytes,
    },
    defaultRooms: [...DEFAULT_ROOMS],
    locations: [...PROJECT_LOCATIONS[market]],
    projectTypes: PROJECT_TYPE_OPTIONS,
  };
}

/**
 * project/getSettings' answer (project-builder §7, §9): the builder's settings in one place, which
 * the front end reads instead of its own copies: page sizes, every limit and timer, the default
 * rooms and version, and the project types. Market-independent; getProjectSettings adds a
 * market's locations.
 */
export function builderSettings() {
  return {
    pageSizes: { dashboard: PROJECT_LIMITS.pageSize, uploadRows: PROJECT_LIMITS.uploadRows },
    limits: { ...PROJECT_LIMITS },
    timers: { ...PROJECT_TIMERS },
    defaultRooms: [...DEFAULT_ROOMS],
    defaultVersion: DEFAULT_PROJECT_VERSION,
    projectTypes: PROJECT_TYPE_OPTIONS,
  };
}
