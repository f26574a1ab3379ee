import type { DownloadFile } from '@specify/contracts/catalogue/downloads';
import { zipEntryName } from '@specify/ui/files';

export const ZIP_NAME = 'files.zip';

export class FileFetchError extends Error {
  constructor(readonly url: string) {
    super(`Could not download ${url}`);
    this.name = 'FileFetchError';
  }
}

export class ZipError extends Error {
  constructor(cause: unknown) {
    super('Could not create the zip', { cause });
    this.name = 'ZipError';
  }
}

/** The file with a cacheBust parameter, so a stale cached copy never ends up in the zip (§7). */
function cacheBusted(url: string, stamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}cacheBust=${stamp}`;
}

/**
 * Fetches every file, zips them with jszip (loaded only now) and returns the zip. The first file
 * that fails stops the whole download (FileFetchError); a zip failure is a ZipError.
 */
export async function zipFiles(
  files: readonly DownloadFile[],
  onProgress: (done: number) => void,
  signal?: AbortSignal,
): Promise<Blob> {
  const stamp = Date.now();
  const taken = new Set<string>();
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  let done = 0;
  for (const file of files) {
    let response: Response;
    try {
      response = await fetch(cacheBusted(file.url, stamp), { signal: signal ?? null });
    } catch {
      throw new FileFetchError(file.url);
    }
    if (!response.ok) throw new FileFetchError(file.url);
    zip.file(zipEntryName(file.url, taken), await response.arrayBuffer());
    done += 1;
    onProgress(done);
  }
  try {
    return await zip.generateAsync({ type: 'blob' });
  } catch (error) {
    throw new ZipError(error);
  }
}
