import { PROJECT_LIMITS } from '@specify/contracts';

/** What the file input offers (§5: xlsx or csv). */
export const ACCEPTED_FILES = '.xlsx,.csv';

export type FileProblem = 'invalidFile' | 'emptyFile' | 'tooLarge';

/** Checks the platform would fail anyway, made before sending the file. */
export function problemOfFile(file: File): FileProblem | undefined {
  if (!/\.(xlsx|csv)$/i.test(file.name)) return 'invalidFile';
  if (file.size === 0) return 'emptyFile';
  if (file.size > PROJECT_LIMITS.uploadBytes) return 'tooLarge';
  return undefined;
}
