import { eq } from 'drizzle-orm';
import {
  BIM_FILE_TYPES,
  MARKET_DEFINITIONS,
  productHref,
  type BimFile,
  type Market,
  type Project,
  type ProjectLineItem,
  type ProjectSummary,
  type RoomGroup,
} from '@specify/contracts';
import { downloadFiles } from '@specify/contracts/catalogue/downloads';
import { priceInMarket } from '@specify/contracts/catalogue/rules';
import { complianceRows, specificationRows } from '@specify/contracts/catalogue/specifications';
import type { Executor } from '../kernel/executor';
import type { CatalogueStore, VariantMatch } from '../catalogue';
import { accounts } from '../db/schema';
import { lineItemsOf, type LineItemRow, type ProjectRow } from './store';

interface Owner {
  accountId: string;
  companyName: string;
  isInternalUser: boolean;
}

async function ownerOf(db: Executor, ownerId: string): Promise<Owner> {
  const [owner] = await db
    .select({
      accountId: accounts.accountId,
      companyName: accounts.companyName,
      isInternalUser: accounts.isInternalUser,
    })
    .from(accounts)
    .where(eq(accounts.accountId, ownerId))
    .limit(1);
  return owner ?? { accountId: ownerId, companyName: '', isInternalUser: false };
}

/** An account's name as lists show it ('' for none). */
async function nameOf(db: Executor, accountId: string | null): Promise<string> {
  if (!accountId) return '';
  const [row] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.accountId, accountId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

const BIM_TYPES: ReadonlySet<string> = new Set(BIM_FILE_TYPES);

function isBimFile(file: ReturnType<typeof downloadFiles>[number]): file is BimFile {
  return BIM_TYPES.has(file.type);
}

/**
 * What a summary prints of an available item, by the product page's rules: its specification
 * rows, its compliance rows for the market and family, its BIM files (project-builder.md §2 tab 4).
 */
function summaryOf(match: VariantMatch | undefined, market: Market) {
  if (!match) return { specifications: [], compliance: [], bimFiles: [] };
  const { product, variant } = match;
  return {
    // The line's own variant: its colour, not every colour of the product.
    specifications: specificationRows(product, variant, { of: 'line' }),
    compliance: complianceRows(product, variant, market, { of: 'line' }),
    bimFiles: downloadFiles(variant.attributes.downloads).filter(isBimFile),
  };
}

/**
 * Line items priced and checked against the catalogue as it is now. Availability is the owner's:
 * a variant removed from the catalogue, or internal-only for an owner who is not internal, is
 * unavailable (project-builder.md §2 tab 3) and carries no variant.
 */
async function presentItems(
  catalogue: CatalogueStore,
  market: Market,
  lines: readonly LineItemRow[],
  ownerIsInternal: boolean,
): Promise<ProjectLineItem[]> {
  const matches = await catalogue.variantsByCodes(
    [...new Set(lines.map((line) => line.sku))],
    ownerIsInternal,
  );
  const bySku = new Map(matches.map((match) => [match.variant.sku, match]));
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  return lines.map((line) => {
    const match = bySku.get(line.sku);
    const price = match ? priceInMarket(match.variant.prices, market) : undefined;
    return {
      id: line.lineItemId,
      productId: line.productId,
      sku: line.sku,
      name: match?.product.name[languageTag] ?? line.name,
      slug: line.slug,
      quantity: line.quantity,
      roomName: line.roomLabel,
      roomNotes: line.roomNotes,
      isProductAvailable: match !== undefined,
      itemPriority: line.itemPriority,
      _url: productHref({
        market,
        slug: match?.product.slug ?? line.slug,
        colour: match?.variant.attributes.colour ?? '',
        sku: line.sku,
      }),
      ...(match ? { variant: { ...match.variant, ...(price ? { price } : {}) } } : {}),
      ...summaryOf(match, market),
    };
  });
}

/** Rooms in label order, each with its items by priority; nothing is left out. */
function groupRooms(roomLabels: readonly string[], items: readonly ProjectLineItem[]): RoomGroup[] {
  const labels = [...roomLabels];
  for (const item of items) if (!labels.includes(item.roomName)) labels.push(item.roomName);
  return labels.map((roomName) => ({
    roomName,
    items: items.filter((item) => item.roomName === roomName),
  }));
}

/** A project as the contracts describe it (project-builder.md §3 "Project"). */
export async function presentProject(
  db: Executor,
  catalogue: CatalogueStore,
  market: Market,
  row: ProjectRow,
  /** Items at a visitor's visibility, whoever owns the project (a shared summary). */
  { asVisitor = false }: { asVisitor?: boolean } = {},
): Promise<Project> {
  const owner = await ownerOf(db, row.ownerId);
  // Items in room order, then by priority within a room (lineItemsOf gives priority order).
  const roomIndex = (label: string) => {
    const index = row.roomLabels.indexOf(label);
    return index === -1 ? row.roomLabels.length : index;
  };
  const lines = (await lineItemsOf(db, row.projectId)).sort(
    (a, b) => roomIndex(a.roomLabel) - roomIndex(b.roomLabel),
  );
  const lineItems = await presentItems(
    catalogue,
    market,
    lines,
    owner.isInternalUser && !asVisitor,
  );
  return {
    shoppingListId: row.projectId,
    id: row.projectId,
    projectId: row.projectId,
    version: row.version,
    projectName: row.projectName,
    projectType: row.projectType as Project['projectType'],
    projectStatus: row.status,
    status: row.status,
    projectLocation: row.projectLocation as Project['projectLocation'],
    opportunityNumber: row.opportunityNumber,
    projectVersion: row.projectVersion,
    username: row.username,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    customerAddress: row.customerAddress,
    IsInternalProject: row.isInternalProject,
    customerId: owner.accountId,
    companyName: owner.companyName,
    roomLabels: row.roomLabels,
    roomGroups: groupRooms(row.roomLabels, lineItems),
    showPricesOnPdf: row.showPricesOnPdf,
    showBimFilesOnPdf: row.showBimFilesOnPdf,
    showLandscape: row.showLandscape,
    projectCreatedDate: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
    lastModifiedBy: await nameOf(db, row.lastModifiedBy),
    lineItems,
  };
}

/** A dashboard row. */
export function presentSummary(
  row: ProjectRow,
  ownerName: string,
  itemCount: number,
  lastModifiedBy: string,
): ProjectSummary {
  return {
    shoppingListId: row.projectId,
    version: row.version,
    projectName: row.projectName,
    projectType: row.projectType as ProjectSummary['projectType'],
    projectStatus: row.status,
    projectLocation: row.projectLocation as ProjectSummary['projectLocation'],
    opportunityNumber: row.opportunityNumber,
    username: row.username,
    customerName: row.customerName,
    customerId: row.ownerId,
    ownerName,
    projectCreatedDate: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
    lastModifiedBy,
    itemCount,
  };
}
