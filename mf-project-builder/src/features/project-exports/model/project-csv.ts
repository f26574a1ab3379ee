import type { Money } from '@specify/contracts';
import { csvColumns, type CsvColumn, type ExportLine } from './export-lines';
import { columnLabel, type Translate } from './export-text';

/** A price in the CSV: `$` and the amount with the variant's own fraction digits (§9). */
export function csvPrice(money: Money | undefined): string {
  return money ? `$${(money.centAmount / 100).toFixed(money.fractionDigits)}` : '';
}

/**
 * The project as CSV: Room, Prod Code, Product Name, Qty, Note, and RRP and Total when prices are
 * shown; one row per available item. papaparse loads only now, when the export is asked for
 * (csvFile neutralises cells a spreadsheet would run as formulas, a note starting with '=').
 */
export async function projectCsv(
  lines: readonly ExportLine[],
  showPrices: boolean,
  t: Translate,
): Promise<string> {
  const { csvFile } = await import('../../../lib/csv-file');
  const columns = csvColumns({ showPrices });
  const value: Record<CsvColumn, (line: ExportLine) => string | number> = {
    room: (line) => line.room,
    code: (line) => line.code,
    sku: (line) => line.sku,
    name: (line) => line.name,
    quantity: (line) => line.quantity,
    note: (line) => line.note,
    rrp: (line) => csvPrice(line.price),
    total: (line) => csvPrice(line.total),
  };
  return csvFile(
    columns.map((column) => columnLabel(t, column)),
    lines.map((line) => columns.map((column) => value[column](line))),
  );
}
