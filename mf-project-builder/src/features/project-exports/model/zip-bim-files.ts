import { PROJECT_EXPORT, type BimFile } from '@specify/contracts';
import { getFile } from '../api/site-request';
import { zipEntryName } from '@specify/ui/files';
import { mapLimited } from './map-limited';

/** Not one file could be fetched (or there was none): nothing to zip. */
export class NoFilesFetchedError extends Error {
  constructor() {
    super('None of the BIM files could be fetched');
    this.name = 'NoFilesFetchedError';
  }
}

/** The files came, the zip could not be made of them. */
export class ZipCreationError extends Error {
  constructor(cause: unknown) {
    super('Could not create the zip', { cause });
    this.name = 'ZipCreationError';
  }
}

export interface BimZip {
  zip: Blob;
  /** How many files could not be fetched and are not in the zip. */
  missing: number;
}

/** The file with a cacheBust parameter, so a stale cached copy never ends up in the zip (§7). */
function cacheBusted(url: string, stamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}cacheBust=${stamp}`;
}

/**
 * Every BIM file of the project in one zip (project-builder.md §7): each fetched with a cache-busting
 * parameter, 5 at a time, then zipped with jszip, which loads only now. Files that cannot be
 * fetched are left out and counted (§8 'Some files are currently unavailable…'); none at all is a
 * NoFilesFetchedError, a failed zip a ZipCreationError.
 */
export async function zipBimFiles(
  files: readonly BimFile[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<BimZip> {
  const stamp = Date.now();
  let done = 0;
  const fetched = await mapLimited(files, PROJECT_EXPORT.imageConcurrency, async (file) => {
    let data: ArrayBuffer | undefined;
    try {
      const response = await getFile(cacheBusted(file.url, stamp), { signal });
      if (response.ok) data = await response.arrayBuffer();
      else console.error(`BIM zip: ${file.url} answered ${response.status}`);
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error(`BIM zip: ${file.url} could not be fetched`, error);
    }
    done += 1;
    onProgress(done);
    return { file, data };
  });
  const present = fetched.filter((entry) => entry.data !== undefined);
  if (present.length === 0) throw new NoFilesFetchedError();
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const taken = new Set<string>();
  for (const { file, data } of present) if (data) zip.file(zipEntryName(file.url, taken), data);
  try {
    return {
      zip: await zip.generateAsync({ type: 'blob' }),
      missing: files.length - present.length,
    };
  } catch (error) {
    throw new ZipCreationError(error);
  }
}
