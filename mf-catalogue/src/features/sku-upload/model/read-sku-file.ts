import Papa from 'papaparse';
import type { Cells } from './parse-sku-list';

// Loaded on demand by the upload component: papaparse and exceljs stay out of the listing's JS.

export function csvCells(text: string): Cells {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.errors.some((error) => error.type === 'Quotes') ? undefined : parsed.data;
}

/** The first worksheet of an xlsx file; exceljs is loaded only when someone uploads one. */
export async function workbookCells(data: ArrayBuffer): Promise<Cells> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch {
    return undefined;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells = Array.from({ length: row.cellCount }, (_, i) => row.getCell(i + 1).text);
    if (cells.some((cell) => cell.trim() !== '')) rows.push(cells);
  });
  return rows;
}

/** Reads an uploaded csv or xlsx file into cell rows. */
export async function readSkuFile(file: File): Promise<Cells> {
  if (/\.csv$/i.test(file.name)) return csvCells(await read(file, 'text'));
  if (/\.xlsx$/i.test(file.name)) return workbookCells(await read(file, 'buffer'));
  return undefined;
}

function read(file: File, as: 'text'): Promise<string>;
function read(file: File, as: 'buffer'): Promise<ArrayBuffer>;
function read(file: File, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    if (as === 'text') reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}
