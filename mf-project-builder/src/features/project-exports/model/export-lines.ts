import {
  PROJECT_EXPORT,
  type BimFile,
  type Money,
  type Project,
  type ProjectLineItem,
  type SummaryRow,
} from '@specify/contracts';

/** A column of an export, in the order the spec lists them (project-builder.md §9). */
export type ExportColumn =
  | 'room'
  | 'image'
  | 'code'
  | 'sku'
  | 'name'
  | 'details'
  | 'bim'
  | 'quantity'
  | 'note'
  | 'rrp'
  | 'total';

/** The columns a CSV can hold: text, no images or lists. */
export type CsvColumn = Extract<
  ExportColumn,
  'room' | 'code' | 'sku' | 'name' | 'quantity' | 'note' | 'rrp' | 'total'
>;

/** The owner's toggles on the summary, which the exports follow. */
export interface ExportChoices {
  showPrices: boolean;
  showBimFiles: boolean;
}

/**
 * The PDF table's columns, which the Excel sheet shares (§9): Room, Image, Prod Code, Product
 * Name, Specification/Details, BIM Files only with BIM files shown, Qty, the line's Note (issue 30:
 * the CSV had it, the PDF and Excel did not), and RRP and Total only with prices shown.
 */
export function tableColumns({ showPrices, showBimFiles }: ExportChoices): ExportColumn[] {
  return [
    'room',
    'image',
    'code',
    'name',
    'details',
    ...(showBimFiles ? (['bim'] as const) : []),
    'quantity',
    'note',
    ...(showPrices ? (['rrp', 'total'] as const) : []),
  ];
}

/**
 * The CSV's columns: the summary table's text columns with each line's sku (what a SKU list
 * upload reads back) and note, prices only when the owner shows them, as on the PDF (the CSV is a
 * copy of the summary, not a price list).
 */
export function csvColumns({ showPrices }: Pick<ExportChoices, 'showPrices'>): CsvColumn[] {
  return [
    'room',
    'code',
    'sku',
    'name',
    'quantity',
    'note',
    ...(showPrices ? (['rrp', 'total'] as const) : []),
  ];
}

/** One product line of an export, as every export prints it. */
export interface ExportLine {
  id: string;
  room: string;
  /** The product code the summary shows: the variant's item code, else its sku. */
  code: string;
  /** The sku: what a SKU list upload and the order call the product by. */
  sku: string;
  name: string;
  quantity: number;
  note: string;
  /** The variant's first image, as the catalogue links it. */
  image?: string;
  /** The first specification lines (§9: 8), then the compliance rows of the market. */
  details: SummaryRow[];
  bimFiles: BimFile[];
  /** The unit price (RRP) and the line's total, when the market has a price. */
  price?: Money;
  total?: Money;
}

function lineOf(item: ProjectLineItem): ExportLine {
  const price = item.variant?.price;
  return {
    id: item.id,
    room: item.roomName,
    code: item.variant?.attributes['item-code'] || item.sku,
    sku: item.sku,
    name: item.name,
    quantity: item.quantity,
    note: item.roomNotes,
    ...(item.variant?.images[0] ? { image: item.variant.images[0] } : {}),
    details: [
      ...item.specifications.slice(0, PROJECT_EXPORT.specificationLines),
      ...item.compliance,
    ],
    bimFiles: item.bimFiles,
    ...(price ? { price, total: { ...price, centAmount: price.centAmount * item.quantity } } : {}),
  };
}

/**
 * The project's lines room by room, each room's by priority (the order the project keeps them
 * in); unavailable items are left out of every export (§9).
 */
export function exportLines(project: Pick<Project, 'roomGroups'>): ExportLine[] {
  return project.roomGroups
    .flatMap((group) => group.items)
    .filter((item) => item.isProductAvailable)
    .map(lineOf);
}

/** Every BIM file of the exported lines, once each however many lines share it. */
export function bimFilesOf(lines: readonly ExportLine[]): BimFile[] {
  const byUrl = new Map<string, BimFile>();
  for (const file of lines.flatMap((line) => line.bimFiles))
    if (!byUrl.has(file.url)) byUrl.set(file.url, file);
  return [...byUrl.values()];
}
