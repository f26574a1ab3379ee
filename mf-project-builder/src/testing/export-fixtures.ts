import type { BimFile, Money, Project, ProjectLineItem, SummaryRow } from '@specify/contracts';
import { FIXTURE_USERS } from './project-store';

/**
 * Projects as the platform answers them for the summary, for the exports' tests: line items with
 * their specification and compliance rows, BIM files, images (on this site and on the asset host)
 * and prices. Built directly, as the exports only read a project.
 */

/** The asset host the download proxy serves from (the platform's ASSET_ORIGINS). */
export const ASSET_ORIGIN = 'https://assets.example.com';

export interface FixtureItem {
  sku: string;
  name: string;
  roomName: string;
  quantity?: number;
  roomNotes?: string;
  available?: boolean;
  image?: string;
  price?: Pick<Money, 'centAmount' | 'fractionDigits'>;
  specifications?: SummaryRow[];
  compliance?: SummaryRow[];
  bimFiles?: BimFile[];
}

let counter = 0;

/** `count` specification rows 'Spec 1: value 1' … in page order. */
export function specificationRows(count: number): SummaryRow[] {
  return Array.from({ length: count }, (_, index) => ({
    label: `Spec ${index + 1}`,
    value: `value ${index + 1}`,
  }));
}

export function fixtureItem(item: FixtureItem): ProjectLineItem {
  counter += 1;
  const available = item.available ?? true;
  return {
    id: `li-export-${counter}`,
    productId: `p-${item.sku.toLowerCase()}`,
    sku: item.sku,
    name: item.name,
    slug: item.sku.toLowerCase(),
    quantity: item.quantity ?? 1,
    roomName: item.roomName,
    roomNotes: item.roomNotes ?? '',
    isProductAvailable: available,
    itemPriority: counter,
    _url: `/au/product/${item.sku.toLowerCase()}/`,
    ...(available
      ? {
          variant: {
            id: 1,
            key: item.sku.toLowerCase(),
            sku: item.sku,
            images: item.image ? [item.image] : [],
            lineDiagramList: [],
            isOnStock: true,
            prices: [],
            attributes: {
              colour: 'Chrome',
              'item-code': `${item.sku}-CODE`,
              'item-name': item.name,
              'product-code': item.sku,
              'builder-range': 'NO' as const,
              IsGWAInternal: false,
              'touchless-smart': false,
              leadfree: false,
              'pre-fabrication-frames': false,
              IsAS14281Compliant: false,
              IsAS14281Ambulant: false,
              IsIndependentLivingCompliant: false,
              IsNZ41121Compliant: false,
              'is-retrofit': false,
              cleanflush: false,
              features: { 'en-AU': '', 'en-NZ': '' },
              'item-attributes': [],
              measures: {},
              downloads: [],
            },
            ...(item.price ? { price: { currencyCode: 'AUD' as const, ...item.price } } : {}),
          },
        }
      : {}),
    specifications: available ? (item.specifications ?? []) : [],
    compliance: available ? (item.compliance ?? []) : [],
    bimFiles: available ? (item.bimFiles ?? []) : [],
  };
}

/** The trade fixture user's project holding `items`, its rooms in the order they first appear. */
export function fixtureProject(items: FixtureItem[], changes: Partial<Project> = {}): Project {
  const lineItems = items.map(fixtureItem);
  const rooms = [...new Set(lineItems.map((item) => item.roomName))];
  const owner = FIXTURE_USERS.trade;
  return {
    shoppingListId: 'prj-export',
    id: 'prj-export',
    projectId: 'prj-export',
    version: 3,
    projectName: 'Harbour House',
    projectType: 'multi-res',
    projectStatus: 'open',
    status: 'open',
    projectLocation: 'NSW',
    opportunityNumber: 'OP-7',
    projectVersion: 'Version 1',
    username: 'Taylor Trade',
    customerName: 'Casey Customer',
    customerEmail: '',
    customerPhone: '',
    customerAddress: '',
    IsInternalProject: false,
    customerId: owner.accountId,
    companyName: owner.companyName,
    roomLabels: rooms,
    roomGroups: rooms.map((roomName) => ({
      roomName,
      items: lineItems.filter((item) => item.roomName === roomName),
    })),
    showPricesOnPdf: true,
    showBimFilesOnPdf: true,
    showLandscape: false,
    projectCreatedDate: '2024-01-05T03:00:00.000Z',
    lastModifiedAt: '2024-01-06T03:00:00.000Z',
    lastModifiedBy: `${owner.firstName} ${owner.lastName}`,
    lineItems,
    ...changes,
  };
}

/**
 * Two rooms: a basin mixer (image on this site, 10 specification lines, a compliance row, two BIM
 * files), a shower rail whose name needs escaping (image on the asset host, a price with no
 * cents digits, one BIM file, a note) and an unavailable spout every export leaves out.
 */
export const KITCHEN_MIXER: FixtureItem = {
  sku: 'BM-100-CP',
  name: 'Kinnear Basin Mixer',
  roomName: 'Kitchen 1',
  quantity: 2,
  image: '/files/images/thumbnail/kinnear-basin-mixer-1.png',
  price: { centAmount: 34950, fractionDigits: 2 },
  specifications: specificationRows(10),
  compliance: [{ label: 'AS1428.1 Accessible', value: 'Yes' }],
  bimFiles: [
    { type: 'RFA-file', name: 'Revit (RFA)', url: '/files/bim/kinnear-basin-mixer.rfa' },
    { type: 'DWG-file', name: 'AutoCAD (DWG)', url: '/files/bim/kinnear-basin-mixer.dwg' },
  ],
};
export const LAUNDRY_RAIL: FixtureItem = {
  sku: 'SR-300-MB',
  name: 'Ridge <b>Rail</b> & "Co"',
  roomName: 'Laundry 1',
  quantity: 3,
  roomNotes: 'Fit at 900 mm',
  image: `${ASSET_ORIGIN}/images/ridge-rail.png`,
  price: { centAmount: 45900, fractionDigits: 0 },
  specifications: specificationRows(2),
  bimFiles: [{ type: 'RFA-file', name: 'Revit (RFA)', url: '/files/bim/ridge-rail.rfa' }],
};
export const RETIRED_SPOUT: FixtureItem = {
  sku: 'OLD-999',
  name: 'Retired Spout',
  roomName: 'Laundry 1',
  available: false,
};

export function twoRoomProject(changes: Partial<Project> = {}): Project {
  return fixtureProject([KITCHEN_MIXER, LAUNDRY_RAIL, RETIRED_SPOUT], changes);
}
