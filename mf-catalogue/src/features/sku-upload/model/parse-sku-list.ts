/** SKU list rules (project-builder spec: "SKU upload"): xlsx or csv, 250 rows, sku/qty/section. */
export const MAX_SKU_ROWS = 250;
export const ACCEPTED_FILES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const MESSAGES = {
  invalidFile: 'Invalid file. Please upload correct file.',
  emptyFile: 'File does not contain any data.',
  invalidProducts: 'File contain invalid products. Please upload correct file.',
  moreItems: `Cannot import more than ${MAX_SKU_ROWS} line items.`,
  duplicates: 'Duplicate SKU and section combinations were found. Quantities have been combined.',
} as const;

export interface SkuRow {
  sku: string;
  qty: number;
  section: string;
}

export type SkuListResult =
  | { ok: true; rows: SkuRow[]; combined: boolean }
  | { ok: false; message: string; remarks?: string[] };

/** A sheet's rows as cell texts, or undefined when the file is not a readable sheet. */
export type Cells = string[][] | undefined;

const SKU = /^[A-Za-z0-9 -]+$/;
const SECTION = /^[A-Za-z0-9 ]{1,30}$/;

/** Validates a SKU list's rows; duplicate sku+section pairs are combined in quantity. */
export function validateSkuList(cells: Cells): SkuListResult {
  if (!cells) return { ok: false, message: MESSAGES.invalidFile };
  const [header, ...body] = cells;
  if (!header) return { ok: false, message: MESSAGES.emptyFile };
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const expected = ['sku', 'qty', 'section'];
  if (columns.length !== 3 || !expected.every((name) => columns.includes(name))) {
    return { ok: false, message: MESSAGES.invalidFile };
  }
  if (body.length === 0) return { ok: false, message: MESSAGES.emptyFile };
  if (body.length > MAX_SKU_ROWS) return { ok: false, message: MESSAGES.moreItems };
  const at = (row: string[], name: string) => (row[columns.indexOf(name)] ?? '').trim();
  const remarks: string[] = [];
  const merged = new Map<string, SkuRow>();
  let combined = false;
  body.forEach((row, index) => {
    const sku = at(row, 'sku');
    const qtyText = at(row, 'qty');
    let section = at(row, 'section');
    const qty = Number(qtyText);
    const line = `Row ${index + 2}`;
    if (!sku || !SKU.test(sku)) return remarks.push(`${line}: Invalid SKU present`);
    if (!qtyText || !Number.isFinite(qty) || qty <= 0) {
      return remarks.push(`${line}: Invalid QTY present`);
    }
    if (!SECTION.test(section)) return remarks.push(`${line}: Invalid Section present`);
    if (!/\d$/.test(section)) section = `${section} 1`;
    const key = `${sku.toLowerCase()}|${section.toLowerCase()}`;
    const existing = merged.get(key);
    if (existing) {
      existing.qty += qty;
      combined = true;
    } else merged.set(key, { sku, qty, section });
    return undefined;
  });
  if (remarks.length > 0) return { ok: false, message: MESSAGES.invalidProducts, remarks };
  return { ok: true, rows: [...merged.values()], combined };
}
