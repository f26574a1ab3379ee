import Papa from 'papaparse';
import {
  uploadExcel,
  type EventPayload,
  type Market,
  type UploadResponse,
} from '@specify/contracts';

export { UploadExcelError as UploadFailure } from '@specify/contracts';

export type SkuListRows = EventPayload<'project:skus-uploaded'>['rows'];

/** The file name the rows travel under; the platform reads the type from it. */
export const SKU_LIST_FILE_NAME = 'sku-list.csv';

/** The rows as the csv the platform reads: sku, qty, section (project-builder.md §5). */
export function skuListCsv(rows: SkuListRows): string {
  return Papa.unparse(
    rows.map(({ sku, qty, section }) => ({ sku, qty, section })),
    { columns: ['sku', 'qty', 'section'] },
  );
}

/**
 * Posts a SKU list the catalogue checked to upload-excel as a csv file, through the contracts'
 * upload client; a partial success is a result, not a failure.
 */
export function uploadSkuList({
  market,
  projectId,
  customerId,
  rows,
  timeoutMs,
}: {
  market: Market;
  projectId: string;
  customerId: string;
  rows: SkuListRows;
  timeoutMs?: number;
}): Promise<UploadResponse> {
  return uploadExcel({
    market,
    file: new Blob([skuListCsv(rows)], { type: 'text/csv' }),
    fileName: SKU_LIST_FILE_NAME,
    projectId,
    customerId,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}
