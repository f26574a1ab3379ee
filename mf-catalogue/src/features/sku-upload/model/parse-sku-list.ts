import type { MessageId } from '../../../i18n/messages';

/** SKU list rules (project-builder spec: "SKU upload"): xlsx or csv, 250 rows, sku/qty/section. */
export const MAX_SKU_ROWS = 250;
export const ACCEPTED_FILES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a list is refused, as the catalogue's message (sku.moreItems takes `max`: MAX_SKU_ROWS). */
export type SkuListProblem = Extract<
  MessageId,
  'sku.invalidFile' | 'sku.emptyFile' | 'sku.invalidProducts' | 'sku.moreItems'
>;

/** A refused row, by its line in the file (the header is row 1), as the catalogue words it. */
export interface SkuRemark {
  row: number;
  problem: Extract<MessageId, 'sku.remark.sku' | 'sku.remark.qty' | 'sku.remark.section'>;
}

export interface SkuRow {
  sku: string;
  qty: number;
  section: string;
}

export type SkuListResult =
  | { ok: true; rows: SkuRow[]; combined: boolean }
  | { ok: false; problem: SkuListProblem; remarks?: SkuRemark[] };

/** A sheet's rows as cell texts, or undefined when the file is not a readable sheet. */
export type Cells = string[][] | undefined;

const SKU = /^[A-Za-z0-9 -]+$/;
const SECTION = /^[A-Za-z0-9 ]{1,30}$/;

/** Validates a SKU list's rows; duplicate sku+section pairs are combined in quantity. */
export function validateSkuList(cells: Cells): SkuListResult {
  if (!cells) return { ok: false, problem: 'sku.invalidFile' };
  const [header, ...body] = cells;
  if (!header) return { ok: false, problem: 'sku.emptyFile' };
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const expected = ['sku', 'qty', 'section'];
  if (columns.length !== 3 || !expected.every((name) => columns.includes(name))) {
    return { ok: false, problem: 'sku.invalidFile' };
  }
  if (body.length === 0) return { ok: false, problem: 'sku.emptyFile' };
  if (body.length > MAX_SKU_ROWS) return { ok: false, problem: 'sku.moreItems' };
  const at = (row: string[], name: string) => (row[columns.indexOf(name)] ?? '').trim();
  const remarks: SkuRemark[] = [];
  const merged = new Map<string, SkuRow>();
  let combined = false;
  body.forEach((row, index) => {
    const sku = at(row, 'sku');
    const qtyText = at(row, 'qty');
    let section = at(row, 'section');
    const qty = Number(qtyText);
    const line = index + 2;
    if (!sku || !SKU.test(sku)) return remarks.push({ row: line, problem: 'sku.remark.sku' });
    if (!qtyText || !Number.isFinite(qty) || qty <= 0) {
      return remarks.push({ row: line, problem: 'sku.remark.qty' });
    }
    if (!SECTION.test(section)) {
      return remarks.push({ row: line, problem: 'sku.remark.section' });
    }
    if (!/\d$/.test(section)) section = `${section} 1`;
    const key = `${sku.toLowerCase()}|${section.toLowerCase()}`;
    const existing = merged.get(key);
    if (existing) {
      existing.qty += qty;
      combined = true;
    } else merged.set(key, { sku, qty, section });
    return undefined;
  });
  if (remarks.length > 0) return { ok: false, problem: 'sku.invalidProducts', remarks };
  return { ok: true, rows: [...merged.values()], combined };
}
