/** SKU list rules (project-builder spec: "SKU upload"): 250 rows, sku/qty/section columns. */
export const MAX_SKU_ROWS = 250;
export const SAMPLE_CSV = 'sku,qty,section\nLU1234,2,Bathroom 1\nUR2201LF,1,Ensuite 1\n';
export const SAMPLE_CSV_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

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

/** Splits CSV text into rows, honouring quoted fields. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text.charAt(i + 1) === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const SKU = /^[A-Za-z0-9 -]+$/;
const SECTION = /^[A-Za-z0-9 ]{1,30}$/;

/** Validates a CSV SKU list; duplicate sku+section pairs are combined in quantity. */
export function parseSkuList(text: string): SkuListResult {
  const [header, ...body] = csvRows(text.replace(/^\uFEFF/, ''));
  if (!header) return { ok: false, message: MESSAGES.emptyFile };
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const expected = ['sku', 'qty', 'section'];
  if (columns.length !== 3 || !expected.every((name) => columns.includes(name))) {
    return { ok: false, message: MESSAGES.invalidFile };
  }
  if (body.length === 0) return { ok: false, message: MESSAGES.emptyFile };
  if (body.length > MAX_SKU_ROWS) return { ok: false, message: MESSAGES.moreItems };
  const at = (cells: string[], name: string) => (cells[columns.indexOf(name)] ?? '').trim();
  const remarks: string[] = [];
  const merged = new Map<string, SkuRow>();
  let combined = false;
  body.forEach((cells, index) => {
    const sku = at(cells, 'sku');
    const qtyText = at(cells, 'qty');
    let section = at(cells, 'section');
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
