import * as v from 'valibot';
import {
  PROJECT_LIMITS,
  labelsOfRooms,
  roomIdentity,
  statusOfTab,
  type ActionRequest,
  type ActionResult,
  type BimFile,
  type Market,
  type Project,
  type ProjectLineItem,
  type ProjectSortKey,
  type ProjectSummary,
  type SharedProject,
  type SummaryRow,
  PROJECT_TYPE_OPTIONS,
  projectSettingsOf,
} from '@specify/contracts';
import { sharedProjectSchema, getSharedSummaryRequestSchema } from '@specify/contracts/api/project';

/**
 * An in-memory project service for mf-project-builder's tests and its standalone harness: the
 * platform's rules in small (owner-only writes, versions, tabs, sort, pages of 10), over a few
 * fixture products. Held to the platform by the behaviour suite both run
 * (@specify/contracts/behaviour/project; __tests__/project-store-behaviour.test.ts here).
 */

export interface FixtureUser {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  isInternalUser: boolean;
}

export const FIXTURE_USERS = {
  trade: {
    accountId: 'harness-trade',
    email: 'trade@example.com',
    firstName: 'Taylor',
    lastName: 'Trade',
    companyName: 'Harbour Plumbing',
    isInternalUser: false,
  },
  internal: {
    accountId: 'harness-internal',
    email: 'internal@example.com',
    firstName: 'Ingrid',
    lastName: 'Internal',
    companyName: 'Specify',
    isInternalUser: true,
  },
  incomplete: {
    accountId: 'harness-incomplete',
    email: 'incomplete@example.com',
    firstName: '',
    lastName: '',
    companyName: '',
    isInternalUser: false,
  },
} as const satisfies Record<string, FixtureUser>;

export interface FixtureProduct {
  sku: string;
  productId: string;
  slug: string;
  name: string;
  colour: string;
  centAmount: number;
  available: boolean;
  images: string[];
  lineDiagrams: string[];
  /** The specification rows the platform works out for summaries, in page order. */
  specifications: SummaryRow[];
  /** Compliance flags: every fixture product is of a family that carries compliance rows. */
  accessible: boolean;
  ambulant: boolean;
  nzCompliant: boolean;
  independentLiving: boolean;
  bimFiles: BimFile[];
}

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    sku: 'BM-100-CP',
    productId: 'p-basin-mixer',
    slug: 'kinnear-basin-mixer',
    name: 'Kinnear Basin Mixer',
    colour: 'Chrome',
    centAmount: 34900,
    available: true,
    images: ['/files/images/thumbnail/bm-100-cp.svg'],
    lineDiagrams: ['/files/diagrams/bm-100-cp-line-diagram.svg'],
    specifications: [
      { label: 'Colour', value: 'Chrome' },
      { label: 'Overall Height', value: '180 mm' },
      { label: 'Wels With flow Rate #1', value: '6 L/min' },
      { label: 'Cartridge Size', value: '35 mm' },
    ],
    accessible: true,
    ambulant: false,
    nzCompliant: true,
    independentLiving: true,
    bimFiles: [
      {
        type: 'RFA-file',
        name: 'Revit (RFA)',
        url: '/files/bim/BM-100-CP/kinnear-basin-mixer.rfa',
      },
      { type: 'DWG-file', name: 'DWG', url: '/files/bim/BM-100-CP/kinnear-basin-mixer.dwg' },
    ],
  },
  {
    sku: 'TS-200-WH',
    productId: 'p-toilet-suite',
    slug: 'harbour-toilet-suite',
    name: 'Harbour Toilet Suite',
    colour: 'White',
    centAmount: 89900,
    available: true,
    // No picture: screens show the placeholder for it.
    images: [],
    lineDiagrams: ['/files/diagrams/ts-200-wh-line-diagram.svg'],
    specifications: [
      { label: 'Colour', value: 'White' },
      { label: 'Overall Height', value: '840 mm' },
      { label: 'Overall Width', value: '380 mm' },
    ],
    accessible: true,
    ambulant: true,
    nzCompliant: false,
    independentLiving: false,
    bimFiles: [
      {
        type: 'RFA-file',
        name: 'Revit (RFA)',
        url: '/files/bim/TS-200-WH/harbour-toilet-suite.rfa',
      },
    ],
  },
  {
    sku: 'SR-300-MB',
    productId: 'p-shower-rail',
    slug: 'ridge-shower-rail',
    name: 'Ridge Shower Rail',
    colour: 'Matte Black',
    centAmount: 45900,
    available: true,
    images: ['/files/images/thumbnail/sr-300-mb.svg'],
    lineDiagrams: ['/files/diagrams/sr-300-mb-line-diagram.svg'],
    specifications: [
      { label: 'Colour', value: 'Matte Black' },
      { label: 'Overall Length', value: '900 mm' },
    ],
    accessible: false,
    ambulant: false,
    nzCompliant: false,
    independentLiving: false,
    bimFiles: [],
  },
  {
    sku: 'OLD-999',
    productId: 'p-retired',
    slug: 'retired-spout',
    name: 'Retired Spout',
    colour: 'Chrome',
    centAmount: 12000,
    available: false,
    images: [],
    lineDiagrams: [],
    specifications: [{ label: 'Colour', value: 'Chrome' }],
    accessible: false,
    ambulant: false,
    nzCompliant: false,
    independentLiving: false,
    bimFiles: [
      { type: 'RFA-file', name: 'Revit (RFA)', url: '/files/bim/OLD-999/retired-spout.rfa' },
    ],
  },
];

interface StoredLine {
  id: string;
  sku: string;
  roomName: string;
  quantity: number;
  roomNotes: string;
  itemPriority: number;
}

interface StoredProject {
  project: Omit<Project, 'lineItems' | 'roomGroups'>;
  lines: StoredLine[];
  ownerId: string;
  /** The live share link's token (§2 share-summary), made on first ask, gone when revoked. */
  shareToken?: string;
}

let projects = new Map<string, StoredProject>();
let counter = 0;
const nextId = (prefix: string) => `${prefix}-${String(++counter).padStart(4, '0')}`;

/** Who is signed in for the fixtures (undefined: a visitor). */
export const fixtureSession: { user?: FixtureUser; market: Market } = { market: 'au' };

export function resetProjects() {
  projects = new Map();
  counter = 0;
}

export class FixtureError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const NOT_FOUND = () =>
  new FixtureError(404, 'error.project.notFound', 'That project was not found.');

/** As the platform: two rooms that are one room ignoring case, spaces and numbers are refused. */
function assertDistinctRooms(rooms: readonly { roomName: string }[]): void {
  const identities = rooms.map((room) => roomIdentity(room.roomName));
  if (new Set(identities).size !== identities.length)
    throw new FixtureError(400, 'error.project.rooms', 'Room already exists!');
}

function present(stored: StoredProject): Project {
  const market = fixtureSession.market;
  const lineItems: ProjectLineItem[] = [...stored.lines]
    .sort((a, b) => a.itemPriority - b.itemPriority)
    .map((line) => {
      const product = FIXTURE_PRODUCTS.find((candidate) => candidate.sku === line.sku);
      const available = product?.available ?? false;
      return {
        id: line.id,
        productId: product?.productId ?? line.sku,
        sku: line.sku,
        name: product?.name ?? line.sku,
        slug: product?.slug ?? '',
        quantity: line.quantity,
        roomName: line.roomName,
        roomNotes: line.roomNotes,
        isProductAvailable: available,
        itemPriority: line.itemPriority,
        _url: `/${market}/product/${product?.slug ?? 'x'}-${(product?.colour ?? '').toLowerCase().replace(/\s+/g, '-')}-${line.sku}/`,
        ...(available && product
          ? {
              variant: {
                id: 1,
                key: product.sku.toLowerCase(),
                sku: product.sku,
                images: product.images,
                lineDiagramList: product.lineDiagrams,
                isOnStock: true,
                prices: [],
                attributes: fixtureAttributes(product),
                price: {
                  centAmount: product.centAmount,
                  currencyCode: market === 'au' ? ('AUD' as const) : ('NZD' as const),
                  fractionDigits: 2,
                },
              },
            }
          : {}),
        // As the platform: summary rows only for an item the owner can still see.
        specifications: available && product ? product.specifications : [],
        compliance: available && product ? complianceRows(product, market) : [],
        bimFiles: available && product ? product.bimFiles : [],
      };
    });
  const labels = [...stored.project.roomLabels];
  for (const item of lineItems) if (!labels.includes(item.roomName)) labels.push(item.roomName);
  return {
    ...stored.project,
    lineItems,
    roomGroups: labels.map((roomName) => ({
      roomName,
      items: lineItems.filter((item) => item.roomName === roomName),
    })),
  };
}

/**
 * Compliance rows by market, as the platform names them on a line (§2, §5): AS1428.1 on au,
 * NZ412.1 on nz, Independent Living on both.
 */
function complianceRows(product: FixtureProduct, market: Market): SummaryRow[] {
  const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
  const rows =
    market === 'nz'
      ? [{ label: 'NZ412.1 Accessible', value: yesNo(product.nzCompliant) }]
      : [
          { label: 'AS1428.1 Accessible', value: yesNo(product.accessible) },
          { label: 'AS1428.1 Ambulant', value: yesNo(product.ambulant) },
        ];
  return [
    ...rows,
    { label: 'Independent Living Compliant', value: yesNo(product.independentLiving) },
  ];
}

function fixtureAttributes(product: FixtureProduct) {
  return {
    colour: product.colour,
    'item-code': product.sku,
    'item-name': product.name,
    'product-code': product.sku,
    'builder-range': 'NO' as const,
    IsGWAInternal: false,
    'touchless-smart': false,
    leadfree: false,
    'pre-fabrication-frames': false,
    IsAS14281Compliant: product.accessible,
    IsAS14281Ambulant: product.ambulant,
    IsIndependentLivingCompliant: false,
    IsNZ41121Compliant: product.nzCompliant,
    'is-retrofit': false,
    cleanflush: false,
    features: { 'en-AU': '', 'en-NZ': '' },
    'item-attributes': [],
    measures: {},
    downloads: product.bimFiles.map((file) => ({ name: file.type, value: file.url })),
  };
}

function user(): FixtureUser {
  if (!fixtureSession.user)
    throw new FixtureError(401, 'error.auth.required', 'Please sign in to continue.');
  return fixtureSession.user;
}

function readable(id: string): StoredProject {
  const me = user();
  const stored = projects.get(id);
  if (!stored || (stored.ownerId !== me.accountId && !me.isInternalUser)) throw NOT_FOUND();
  return stored;
}

function writable(id: string, version?: number): StoredProject {
  const me = user();
  const stored = projects.get(id);
  // As the platform: the owner, or an internal user acting on anyone's project.
  if (!stored || (stored.ownerId !== me.accountId && !me.isInternalUser)) throw NOT_FOUND();
  if (version !== undefined && stored.project.version !== version)
    throw new FixtureError(
      409,
      'error.project.stale',
      'This project was changed somewhere else since you opened it. Reload it and try again; nothing was saved.',
    );
  return stored;
}

const nameOf = (someone: FixtureUser) => `${someone.firstName} ${someone.lastName}`.trim();

/** A write by the signed-in user: the version rises and the project names its last editor. */
function touch(stored: StoredProject) {
  stored.project.version += 1;
  stored.project.lastModifiedAt = new Date().toISOString();
  stored.project.lastModifiedBy = nameOf(user());
}

/** Puts a project in the store directly, for a test's starting point. */
export function seedProject(
  owner: FixtureUser,
  changes: Partial<Omit<Project, 'lineItems' | 'roomGroups'>> = {},
  lines: Omit<StoredLine, 'id' | 'itemPriority'>[] = [],
): Project {
  const id = nextId('prj');
  const now = new Date().toISOString();
  const stored: StoredProject = {
    ownerId: owner.accountId,
    project: {
      shoppingListId: id,
      id,
      projectId: id,
      version: 1,
      projectName: 'Harbour House',
      projectType: 'multi-res',
      projectStatus: 'open',
      status: 'open',
      projectLocation: 'NSW',
      opportunityNumber: '',
      projectVersion: 'Version 1',
      username: nameOf(owner),
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      customerAddress: '',
      IsInternalProject: false,
      customerId: owner.accountId,
      companyName: owner.companyName,
      roomLabels: ['Kitchen 1'],
      showPricesOnPdf: true,
      showBimFilesOnPdf: true,
      showLandscape: false,
      projectCreatedDate: now,
      lastModifiedAt: now,
      lastModifiedBy: nameOf(owner),
      ...changes,
    },
    lines: lines.map((line, index) => ({ ...line, id: nextId('li'), itemPriority: index })),
  };
  if (changes.status) stored.project.projectStatus = changes.status;
  projects.set(id, stored);
  return present(stored);
}

type Body<N extends Parameters<typeof handleAction>[0]> = ActionRequest<N>;
type Answer = Promise<unknown> | unknown;

const SORTS: Record<string, (a: ProjectSummary, b: ProjectSummary) => number> = {
  name: (a, b) => a.projectName.toLowerCase().localeCompare(b.projectName.toLowerCase()),
  project: (a, b) => a.opportunityNumber.localeCompare(b.opportunityNumber),
  location: (a, b) => a.projectLocation.localeCompare(b.projectLocation),
  createdAt: (a, b) => a.projectCreatedDate.localeCompare(b.projectCreatedDate),
  lastModifiedAt: (a, b) => a.lastModifiedAt.localeCompare(b.lastModifiedAt),
};

function summary(stored: StoredProject): ProjectSummary {
  const owner = Object.values(FIXTURE_USERS).find(
    (candidate) => candidate.accountId === stored.ownerId,
  );
  const { project } = stored;
  return {
    shoppingListId: project.id,
    version: project.version,
    projectName: project.projectName,
    projectType: project.projectType,
    projectStatus: project.status,
    projectLocation: project.projectLocation,
    opportunityNumber: project.opportunityNumber,
    username: project.username,
    customerName: project.customerName,
    customerId: stored.ownerId,
    ownerName: owner ? nameOf(owner) : '',
    projectCreatedDate: project.projectCreatedDate,
    lastModifiedAt: project.lastModifiedAt,
    lastModifiedBy: project.lastModifiedBy,
    itemCount: stored.lines.length,
  };
}

function dashboard(body: Body<'project/getMyProjectsDashboard'>, everyone: boolean) {
  const me = user();
  const status = statusOfTab(body.status ?? 'open');
  const sortKey: ProjectSortKey = body.sortKey ?? 'lastModifiedAtDesc';
  const [, field = 'lastModifiedAt', direction = 'Desc'] = /^(.*)(Asc|Desc)$/.exec(sortKey) ?? [];
  const compare = SORTS[field] ?? SORTS.lastModifiedAt ?? (() => 0);
  const rows = [...projects.values()]
    .filter((stored) => stored.project.status === status)
    .filter((stored) => everyone || stored.ownerId === me.accountId)
    .filter((stored) => !body.userDetails?.length || body.userDetails.includes(stored.ownerId))
    .filter(
      (stored) =>
        !body.projectTypeDetails?.length ||
        body.projectTypeDetails.includes(stored.project.projectType),
    )
    .filter((stored) => !body.startDate || stored.project.projectCreatedDate >= body.startDate)
    .filter((stored) => !body.endDate || stored.project.projectCreatedDate <= body.endDate)
    .map(summary)
    .sort((a, b) => (direction === 'Asc' ? compare(a, b) : compare(b, a)));
  const limit = body.limit ?? PROJECT_LIMITS.pageSize;
  const offset = body.offset ?? 0;
  const results = limit === 0 ? [] : rows.slice(offset, offset + limit);
  return { count: results.length, limit, offset, total: rows.length, results };
}

/** Answers one project action as the platform would; throws FixtureError for its failures. */
export function handleAction(
  name:
    | 'project/createShoppingList'
    | 'project/getProjectById'
    | 'project/updateShoppingList'
    | 'project/performMutationOnMyProjectById'
    | 'project/updateProjectStatus'
    | 'project/deleteProject'
    | 'project/cloneProject'
    | 'project/getProjectCategories'
    | 'project/getMyProjectsDashboard'
    | 'project/getMyProjectsDashboardV2'
    | 'project/suggestUserNames'
    | 'project/getProjectMetadata'
    | 'project/getShoppingLists'
    | 'project/getProjectSettings'
    | 'project/getShareLink'
    | 'project/revokeShareLink'
    | 'project/getSharedSummary',
  input: unknown,
): Answer {
  switch (name) {
    case 'project/createShoppingList': {
      const body = input as Body<'project/createShoppingList'>;
      const me = user();
      const details = body.projectDetails;
      assertDistinctRooms(body.selectedRoomDetails);
      return seedProject(me, {
        projectName: details.projectName,
        projectType: details.projectType,
        projectLocation: details.projectLocation,
        opportunityNumber: details.opportunityNumber ?? '',
        projectVersion: details.projectVersion || 'Version 1',
        username: body.specifierDetails.username,
        roomLabels: labelsOfRooms(body.selectedRoomDetails),
        ...(me.isInternalUser && body.customerDetails
          ? {
              customerName: body.customerDetails.customerName ?? '',
              customerEmail: body.customerDetails.customerEmail ?? '',
              customerPhone: body.customerDetails.customerPhone ?? '',
              customerAddress: body.customerDetails.customerAddress ?? '',
              IsInternalProject: body.IsInternalProject ?? false,
            }
          : {}),
      });
    }
    case 'project/getProjectById':
      return present(readable((input as Body<'project/getProjectById'>).shoppingListId));
    case 'project/updateShoppingList': {
      const body = input as Body<'project/updateShoppingList'>;
      const stored = writable(body.shoppingListId);
      const product = FIXTURE_PRODUCTS.find((candidate) => candidate.sku === body.sku);
      if (!product?.available)
        throw new FixtureError(404, 'error.product.unavailable', 'That product is not available.');
      for (const item of body.items) {
        if (!stored.project.roomLabels.includes(item.roomName))
          stored.project.roomLabels.push(item.roomName);
        const same = stored.lines.find(
          (line) => line.sku === body.sku && line.roomName === item.roomName,
        );
        if (same) {
          same.quantity = Math.min(PROJECT_LIMITS.quantity, same.quantity + (item.quantity ?? 1));
          if (item.roomNotes !== undefined) same.roomNotes = item.roomNotes;
        } else
          stored.lines.push({
            id: nextId('li'),
            sku: body.sku,
            roomName: item.roomName,
            quantity: item.quantity ?? 1,
            roomNotes: item.roomNotes ?? '',
            itemPriority: stored.lines.filter((line) => line.roomName === item.roomName).length,
          });
      }
      touch(stored);
      return present(stored);
    }
    case 'project/performMutationOnMyProjectById': {
      const body = input as Body<'project/performMutationOnMyProjectById'>;
      const stored = writable(body.projectId, body.version);
      const line = (id: string) => {
        const found = stored.lines.find((candidate) => candidate.id === id);
        if (!found)
          throw new FixtureError(
            404,
            'error.project.lineItem',
            'That item is not in this project.',
          );
        return found;
      };
      for (const update of body.lineITemsToUpdate ?? [])
        line(update.lineItemId).quantity = update.quantity;
      for (const priority of body.lineItemPriorityToUpdate ?? [])
        line(priority.lineItemId).itemPriority = priority.itemPriority;
      if (body.updateRoomNotes)
        line(body.updateRoomNotes.lineItemId).roomNotes = body.updateRoomNotes.roomNotes;
      if (body.lineItemsToRemove?.length)
        stored.lines = stored.lines.filter(
          (candidate) => !body.lineItemsToRemove?.includes(candidate.id),
        );
      if (body.updateRoomName) {
        const { from, to } = body.updateRoomName;
        const target = stored.project.roomLabels.find(
          (label) => label !== from && label.toLowerCase() === to.toLowerCase(),
        );
        for (const moving of stored.lines.filter((candidate) => candidate.roomName === from)) {
          const same =
            target && stored.lines.find((c) => c.roomName === target && c.sku === moving.sku);
          if (same) {
            same.quantity = Math.min(PROJECT_LIMITS.quantity, same.quantity + moving.quantity);
            stored.lines = stored.lines.filter((candidate) => candidate !== moving);
          } else moving.roomName = target ?? to;
        }
        stored.project.roomLabels = target
          ? stored.project.roomLabels.filter((label) => label !== from)
          : stored.project.roomLabels.map((label) => (label === from ? to : label));
      }
      if (body.allRoomsAreDeleted) {
        stored.project.roomLabels = [];
        stored.lines = [];
      } else if (body.roomsAfterRemoval) {
        const kept = body.roomsAfterRemoval;
        stored.project.roomLabels = stored.project.roomLabels.filter((label) =>
          kept.includes(label),
        );
        stored.lines = stored.lines.filter((candidate) => kept.includes(candidate.roomName));
      }
      touch(stored);
      return present(stored);
    }
    case 'project/updateProjectStatus': {
      const body = input as Body<'project/updateProjectStatus'>;
      const stored = writable(body.shoppingListId, body.version);
      const project = stored.project;
      if (body.fieldName && body.status !== undefined) {
        if (body.fieldName === 'status') project.status = body.status ? 'open' : 'closed';
        else project[body.fieldName] = body.status;
      }
      const items = body.items;
      if (items) {
        if (items.projectName !== undefined) project.projectName = items.projectName;
        if (items.projectType !== undefined) project.projectType = items.projectType;
        if (items.projectLocation !== undefined) project.projectLocation = items.projectLocation;
        if (items.opportunityNumber !== undefined)
          project.opportunityNumber = items.opportunityNumber;
        if (items.projectVersion !== undefined) project.projectVersion = items.projectVersion;
        if (items.username !== undefined) project.username = items.username;
        if (items.status !== undefined) project.status = items.status;
        if (items.customerDetails && user().isInternalUser) {
          project.customerName = items.customerDetails.customerName ?? '';
          project.customerEmail = items.customerDetails.customerEmail ?? '';
          project.customerPhone = items.customerDetails.customerPhone ?? '';
          project.customerAddress = items.customerDetails.customerAddress ?? '';
        }
        if (items.selectedRoomDetails) {
          assertDistinctRooms(items.selectedRoomDetails);
          const chosen = labelsOfRooms(items.selectedRoomDetails);
          const holding = project.roomLabels.filter(
            (label) => !chosen.includes(label) && stored.lines.some((l) => l.roomName === label),
          );
          if (chosen.length + holding.length === 0)
            throw new FixtureError(400, 'error.project.rooms', 'Choose at least one room.');
          project.roomLabels = [...chosen, ...holding];
        }
      }
      project.projectStatus = project.status;
      touch(stored);
      return present(stored);
    }
    case 'project/deleteProject': {
      const body = input as Body<'project/deleteProject'>;
      writable(body.id, body.version);
      projects.delete(body.id);
      return { id: body.id, deleted: true };
    }
    case 'project/cloneProject': {
      const body = input as Body<'project/cloneProject'>;
      const source = readable(body.shoppingListId);
      const me = user();
      // The copy is a new open project of the caller's: its own ids, dates and version 1.
      const from = source.project;
      const copy = seedProject(me, {
        projectName: body.projectName,
        projectType: from.projectType,
        projectLocation: from.projectLocation,
        opportunityNumber: from.opportunityNumber,
        projectVersion: from.projectVersion,
        username: from.username,
        customerName: from.customerName,
        customerEmail: from.customerEmail,
        customerPhone: from.customerPhone,
        customerAddress: from.customerAddress,
        IsInternalProject: me.isInternalUser && from.IsInternalProject,
        roomLabels: [...from.roomLabels],
        showPricesOnPdf: from.showPricesOnPdf,
        showBimFilesOnPdf: from.showBimFilesOnPdf,
        showLandscape: from.showLandscape,
      });
      const stored = projects.get(copy.id);
      if (stored) stored.lines = source.lines.map((line) => ({ ...line, id: nextId('li') }));
      return { data: { code: 'SUCCESS', shoppingList: stored ? present(stored) : copy } };
    }
    case 'project/getProjectCategories':
      readable((input as Body<'project/getProjectCategories'>).shoppingListId);
      return { categories: [{ id: 'cat-tapware', categoryName: 'Tapware' }] };
    case 'project/getMyProjectsDashboard':
      return dashboard(input as Body<'project/getMyProjectsDashboard'>, false);
    case 'project/getMyProjectsDashboardV2': {
      const body = input as Body<'project/getMyProjectsDashboardV2'>;
      if (!user().isInternalUser) throw NOT_FOUND();
      return dashboard(body, body.status !== 'my');
    }
    case 'project/suggestUserNames': {
      if (!user().isInternalUser) throw NOT_FOUND();
      const query = (input as Body<'project/suggestUserNames'>).query.toLowerCase();
      return {
        suggestions: Object.values(FIXTURE_USERS)
          .filter((candidate) =>
            `${candidate.firstName} ${candidate.lastName} ${candidate.email}`
              .toLowerCase()
              .includes(query),
          )
          .map((candidate) => ({
            Id: candidate.accountId,
            Name: `${candidate.firstName} ${candidate.lastName}`.trim() || candidate.email,
          })),
      };
    }
    case 'project/getProjectMetadata':
      return { Code: 'SUCCESS', EnumFields: { projectType: PROJECT_TYPE_OPTIONS } };
    case 'project/getShoppingLists': {
      const me = user();
      return {
        results: [...projects.values()]
          .filter((stored) => stored.ownerId === me.accountId && stored.project.status === 'open')
          .map((stored) => ({
            shoppingListId: stored.project.id,
            projectName: stored.project.projectName,
            version: stored.project.version,
            roomLabels: stored.project.roomLabels,
          })),
      };
    }
    case 'project/getProjectSettings':
      return projectSettingsOf(
        fixtureSession.market,
      ) satisfies ActionResult<'project/getProjectSettings'>;
    case 'project/getShareLink': {
      const stored = readable((input as Body<'project/getShareLink'>).shoppingListId);
      stored.shareToken ??= newShareToken();
      return { shareToken: stored.shareToken } satisfies ActionResult<'project/getShareLink'>;
    }
    case 'project/revokeShareLink': {
      const stored = readable((input as Body<'project/revokeShareLink'>).shoppingListId);
      delete stored.shareToken;
      return { revoked: true } satisfies ActionResult<'project/revokeShareLink'>;
    }
    case 'project/getSharedSummary': {
      // Anyone holding the token, signed in or not; any other token reads as no such project.
      // The platform's router refuses a malformed body (a token of the wrong shape) first.
      const parsed = v.safeParse(getSharedSummaryRequestSchema, input);
      if (!parsed.success)
        throw new FixtureError(400, 'INVALID_BODY', parsed.issues[0]?.message ?? 'Invalid body.');
      const body = parsed.output;
      const stored = projects.get(body.projectId);
      if (!stored?.shareToken || stored.shareToken !== body.shareToken) throw NOT_FOUND();
      return shared(present(stored));
    }
  }
}

/** A share token as the platform makes them: 128 random bits, base64url (22 characters). */
function newShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What a share link shows: the project without the customer's contacts and the edit version. */
function shared(project: Project): SharedProject {
  return v.parse(sharedProjectSchema, project);
}
