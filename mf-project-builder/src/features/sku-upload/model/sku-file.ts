import { PROJECT_LIMITS } from '@specify/contracts';

/** What the file input offers (§5: xlsx or csv). */
export const ACCEPTED_FILES = '.xlsx,.csv';

/** The See Example sample (§7): the three columns, a section with and one without its number. */
export const SAMPLE_CSV =
  'sku,qty,section\r\nBM-100-CP,2,Main Bathroom 1\r\nTS-200-WH,1,Ensuite\r\n';
export const SAMPLE_CSV_NAME = 'sku-list-example.csv';
export const SAMPLE_CSV_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(SAMPLE_CSV)}`;

export type FileProblem = 'invalidFile' | 'emptyFile' | 'tooLarge';

/** Checks the platform would fail anyway, made before sending the file. */
export function problemOfFile(file: File): FileProblem | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'invalidFile';
  if (file.size === 0) return 'emptyFile';
  if (file.size > PROJECT_LIMITS.uploadBytes) return 'tooLarge';
  return undefined;
}
