import { inflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import { PROJECT_LIMITS } from '@specify/contracts';

/**
 * Reads an uploaded SKU list (project-builder.md §5 "SKU upload") into cell rows. The file comes
 * from an attacker, so nothing here may grow with the file beyond fixed caps: an xlsx is a zip
 * whose entries are inflated (with a ceiling) before exceljs sees it, and both formats stop after
 * enough rows to know a list is too long.
 */

/** The most bytes all entries of an xlsx may inflate to; a 250-row sheet needs well under 1 MiB. */
export const MAX_XLSX_INFLATED_BYTES = 4 * 1024 * 1024;
/** The most entries an xlsx may have; Excel writes about a dozen. */
export const MAX_XLSX_ENTRIES = 200;
/** Non-blank rows read: the header and 252 data rows, enough to tell a list is over 250 rows. */
export const MAX_SHEET_ROWS = 1 + PROJECT_LIMITS.uploadRows + 2;

/**
 * The file's non-blank rows as trimmed cell texts, at most MAX_SHEET_ROWS of them; undefined when
 * it is not a readable csv or xlsx (other extension, corrupt, unclosed quote, over a zip cap).
 */
export async function readSkuSheet(
  data: Buffer,
  fileName: string,
): Promise<string[][] | undefined> {
  const name = fileName.trim();
  if (/\.csv$/i.test(name)) return readCsv(data.toString('utf8'));
  if (/\.xlsx$/i.test(name)) return readXlsx(data);
  return undefined;
}

/**
 * Parses row by row and aborts at the limit. Papaparse's `preview` alone counts blank lines too, so
 * a file padded with blank lines would be cut short and a long list would pass as a short one.
 */
function readCsv(text: string): string[][] | undefined {
  const rows: string[][] = [];
  let unclosedQuote = false;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    step: (result, parser) => {
      if (result.errors.some((error) => error.type === 'Quotes')) unclosedQuote = true;
      addRow(rows, result.data);
      if (rows.length >= MAX_SHEET_ROWS) parser.abort();
    },
  });
  return unclosedQuote ? undefined : rows;
}

/** The first worksheet's rows (`cell.text`), once the zip is known to fit the caps. */
async function readXlsx(data: Buffer): Promise<string[][] | undefined> {
  if (!zipWithinCaps(data)) return undefined;
  // Loaded on the first xlsx upload only: exceljs is large and most requests never need it.
  const { default: ExcelJS } = await import('exceljs');
  try {
    // A copy as a plain ArrayBuffer: exceljs's typings declare their own `Buffer`.
    const workbook = await new ExcelJS.Workbook().xlsx.load(new Uint8Array(data).buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) return undefined;
    const rows: string[][] = [];
    for (let number = 1; number <= sheet.rowCount && rows.length < MAX_SHEET_ROWS; number++) {
      const cells: string[] = [];
      sheet.findRow(number)?.eachCell((cell, column) => {
        cells[column - 1] = cell.text;
      });
      addRow(
        rows,
        Array.from(cells, (cell) => cell ?? ''),
      );
    }
    return rows;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a row unless it is blank. Trailing empty cells are dropped: spreadsheet programs pad rows
 * to the widest one ('sku,qty,section,,').
 */
function addRow(rows: string[][], cells: readonly string[]): void {
  const trimmed = cells.map((cell) => cell.trim());
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === '') trimmed.pop();
  if (trimmed.length > 0) rows.push(trimmed);
}

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * Walks the zip's central directory and inflates every entry, stopping as soon as the total passes
 * MAX_XLSX_INFLATED_BYTES: the declared sizes are the attacker's to choose, so only inflating
 * proves them. It finds the directory the way jszip (inside exceljs) does and accepts only the
 * layout where jszip can read nothing else: one disk, no zip64, no bytes between the directory and
 * its end record, deflate or stored entries, no encryption.
 */
export function zipWithinCaps(zip: Buffer): boolean {
  try {
    const end = zip.lastIndexOf(END_OF_DIRECTORY);
    if (end < 0) return false;
    const entries = zip.readUInt16LE(end + 10);
    const directoryStart = zip.readUInt32LE(end + 16);
    if (
      entries > MAX_XLSX_ENTRIES ||
      zip.readUInt16LE(end + 8) !== entries ||
      zip.readUInt32LE(end + 4) !== 0 ||
      directoryStart + zip.readUInt32LE(end + 12) !== end
    ) {
      return false;
    }
    let budget = MAX_XLSX_INFLATED_BYTES;
    let at = directoryStart;
    for (let entry = 0; entry < entries; entry++) {
      if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return false;
      const encrypted = (zip.readUInt16LE(at + 8) & 1) === 1;
      const method = zip.readUInt16LE(at + 10);
      const compressedSize = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (encrypted || zip.readUInt32LE(local) !== LOCAL_HEADER) return false;
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      if (start + compressedSize > zip.length) return false;
      const stored = zip.subarray(start, start + compressedSize);
      if (method === 0) budget -= stored.length;
      // Throws (caught below) as soon as the output would pass the remaining budget.
      else if (method === 8)
        budget -= inflateRawSync(stored, { maxOutputLength: Math.max(1, budget) }).length;
      else return false;
      if (budget < 0) return false;
    }
    return at === end;
  } catch {
    return false;
  }
}
