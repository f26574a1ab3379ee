import {
  PROJECT_LIMITS,
  UPLOAD_MESSAGES,
  withRoomNumber,
  type UploadRemark,
} from '@specify/contracts';

/**
 * Checks an uploaded SKU list's rows (project-builder.md §5 "SKU upload", §8 "Upload"): the file as
 * a whole first, then each row, then duplicate sku and section pairs are combined.
 */

export interface CheckedRow {
  /** The row's cell texts, trimmed, as uploaded (for the error file). */
  sku: string;
  qty: string;
  section: string;
  /** Present when the row is valid; a combined row carries the summed quantity. */
  valid?: { sku: string; quantity: number; roomLabel: string };
  /** Why the row is invalid; absent on valid rows (the product lookup decides theirs). */
  remarks?: UploadRemark;
}

export type SkuListCheck =
  | { ok: false; code: 'inValidFileFormat' | 'emptyFile' | 'moreItems'; message: string }
  | { ok: true; rows: CheckedRow[]; duplicatesCombined: boolean };

/** Longest SKU accepted (not in the spec: product codes are short; this bounds what we store). */
export const MAX_SKU_LENGTH = 100;
const COLUMNS = ['sku', 'qty', 'section'] as const;
/** ASCII only, as the catalogue's own upload form checks it. */
const SKU_PATTERN = /^[A-Za-z0-9 -]+$/;
const SECTION_PATTERN = /^[A-Za-z0-9 ]+$/;

/** `cells` is readSkuSheet's answer: undefined when the file could not be read. */
export function checkSkuList(cells: string[][] | undefined): SkuListCheck {
  if (!cells) return fail('inValidFileFormat');
  const [header, ...body] = cells.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (!header || body.length === 0) return fail('emptyFile');
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (names.length !== COLUMNS.length || !COLUMNS.every((column) => names.includes(column))) {
    return fail('inValidFileFormat');
  }
  if (body.length > PROJECT_LIMITS.uploadRows) return fail('moreItems');

  const rows: CheckedRow[] = [];
  const firstOfKey = new Map<string, NonNullable<CheckedRow['valid']>>();
  let duplicatesCombined = false;
  for (const cellsOfRow of body) {
    const cell = (column: string) => (cellsOfRow[names.indexOf(column)] ?? '').trim();
    const row = checkRow(cell('sku'), cell('qty'), cell('section'));
    if (row.valid) {
      const key = `${row.valid.sku.toLowerCase()}\n${row.valid.roomLabel.toLowerCase()}`;
      const first = firstOfKey.get(key);
      if (first) {
        first.quantity = Math.min(first.quantity + row.valid.quantity, PROJECT_LIMITS.quantity);
        duplicatesCombined = true;
        continue;
      }
      firstOfKey.set(key, row.valid);
    }
    rows.push(row);
  }
  return { ok: true, rows, duplicatesCombined };
}

/** One row's checks in the spec's order; the first failure is the row's remark. */
function checkRow(sku: string, qty: string, section: string): CheckedRow {
  const row = { sku, qty, section };
  const remark = (remarks: UploadRemark): CheckedRow => ({ ...row, remarks });
  if (!sku) return remark('SKU not available');
  if (sku.length > MAX_SKU_LENGTH || !SKU_PATTERN.test(sku)) return remark('Invalid SKU present');
  if (!qty) return remark('Qty not available');
  const quantity = Number(qty);
  if (!/^\d+$/.test(qty) || quantity < 1 || quantity > PROJECT_LIMITS.quantity) {
    return remark('Invalid QTY present');
  }
  if (!section) return remark('Section not available');
  if (section.length > PROJECT_LIMITS.section || !SECTION_PATTERN.test(section)) {
    return remark('Invalid Section present');
  }
  return { ...row, valid: { sku, quantity, roomLabel: withRoomNumber(section) } };
}

function fail(code: 'inValidFileFormat' | 'emptyFile' | 'moreItems'): SkuListCheck {
  return { ok: false, code, message: UPLOAD_MESSAGES[code] };
}
