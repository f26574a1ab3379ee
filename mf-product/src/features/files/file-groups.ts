import { BIM_FILE_TYPES, type DownloadType } from '@specify/contracts';
import type { DownloadFile } from '@specify/contracts/catalogue/downloads';

export interface FileGroups {
  /** The entries of bim-file-types (storefront §3). */
  bim: DownloadFile[];
  /** The documents; the technical image is not one of them: it is the Measurements drawing. */
  technical: DownloadFile[];
}

const BIM: ReadonlySet<DownloadType> = new Set(BIM_FILE_TYPES);

/** How the panel lays out the files downloadFiles answered: BIM files, then the documents. */
export function fileGroups(files: readonly DownloadFile[]): FileGroups {
  const groups: FileGroups = { bim: [], technical: [] };
  for (const file of files) {
    if (file.type === 'technical-image') continue;
    (BIM.has(file.type) ? groups.bim : groups.technical).push(file);
  }
  return groups;
}

/** The Measurements drawing: the technical image downloadFiles answered, if any. */
export function measurementsImage(files: readonly DownloadFile[] | undefined): string | undefined {
  return files?.find((file) => file.type === 'technical-image')?.url;
}
