import { PROJECT_EXPORT, type Money } from '@specify/contracts';
import {
  tableColumns,
  type ExportChoices,
  type ExportColumn,
  type ExportLine,
} from './export-lines';
import { columnLabel, type Translate } from './export-text';
import type { SheetImage } from './sheet-image';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Prices are numbers a sheet can add up, shown as dollars with 2 digits (§9). */
const PRICE_FORMAT = '"$"#,##0.00';

export interface WorkbookInput extends ExportChoices {
  lines: readonly ExportLine[];
  /** Each line's image by its source, when it could be fetched. */
  images: ReadonlyMap<string, SheetImage>;
  siteOrigin: string;
}

function amount(money: Money | undefined): number | null {
  return money ? money.centAmount / 100 : null;
}

/** A cell's value; null leaves it empty (the image sits over its cell, a missing price). */
function cellValue(
  column: ExportColumn,
  line: ExportLine,
  siteOrigin: string,
): string | number | null {
  switch (column) {
    case 'room':
      return line.room;
    case 'image':
      return null;
    case 'code':
      return line.code;
    case 'sku':
      return line.sku;
    case 'name':
      return line.name;
    case 'details':
      return line.details.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'bim':
      return line.bimFiles
        .map((file) => `${file.name}: ${new URL(file.url, siteOrigin).href}`)
        .join('\n');
    case 'quantity':
      return line.quantity;
    case 'note':
      return line.note;
    case 'rrp':
      return amount(line.price);
    case 'total':
      return amount(line.total);
  }
}

/**
 * The project as an Excel workbook (project-builder.md §9): sheet 'Sheet1', every column 35 wide,
 * the PDF table's columns in a header row 30 high, then one row 150 high per available item with
 * its image embedded at 200x170 in the Image column and its first 8 specification lines (then its
 * compliance rows) in Specification/Details. exceljs loads only now, when an export is asked for.
 */
export async function projectWorkbook(input: WorkbookInput, t: Translate): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(PROJECT_EXPORT.sheetName);
  const columns = tableColumns(input);
  sheet.columns = columns.map((column) => ({
    header: columnLabel(t, column),
    key: column,
    width: PROJECT_EXPORT.columnWidth,
    ...(column === 'rrp' || column === 'total' ? { style: { numFmt: PRICE_FORMAT } } : {}),
  }));
  const header = sheet.getRow(1);
  header.height = PROJECT_EXPORT.headerRowHeight;
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  const imageColumn = columns.indexOf('image');
  for (const line of input.lines) {
    const row = sheet.addRow(columns.map((column) => cellValue(column, line, input.siteOrigin)));
    row.height = PROJECT_EXPORT.itemRowHeight;
    row.alignment = { vertical: 'top', wrapText: true };
    const image = line.image ? input.images.get(line.image) : undefined;
    if (image)
      sheet.addImage(workbook.addImage(image), {
        // Anchors count from 0; rows from 1.
        tl: { col: imageColumn, row: row.number - 1 },
        ext: PROJECT_EXPORT.image,
        editAs: 'oneCell',
      });
  }
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
