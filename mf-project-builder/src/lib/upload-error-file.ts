import { UPLOAD_REMARKS, type UploadRow } from '@specify/contracts';
import { csvFile } from './csv-file';

export const ERROR_FILE_NAME = 'sku-upload-remarks.csv';

/** The rows by remark type, in UPLOAD_REMARKS order (§8); rows of one remark keep their order. */
export function rowsByRemark(rows: readonly UploadRow[]): UploadRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        UPLOAD_REMARKS.indexOf(a.row.remarks) - UPLOAD_REMARKS.indexOf(b.row.remarks) ||
        a.index - b.index,
    )
    .map(({ row }) => row);
}

/**
 * The SKU upload's error file with validation remarks (§8), for both ways of uploading (the
 * wizard's and the catalogue's add-to-project dialog): csv with sku, qty, section and remarks, every row of
 * the upload sorted by remark type. A cell a spreadsheet would run as a formula is escaped.
 */
export function errorFileCsv(rows: readonly UploadRow[]): string {
  return csvFile(
    ['sku', 'qty', 'section', 'remarks'],
    rowsByRemark(rows).map((row) => [row.sku, row.qty, row.section, row.remarks]),
  );
}

export function errorFileBlob(rows: readonly UploadRow[]): Blob {
  return new Blob([errorFileCsv(rows)], { type: 'text/csv;charset=utf-8' });
}
