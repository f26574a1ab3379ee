import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Catalogue } from '../generate';
import { bimFile } from './bim';
import { DRAWINGS_MARK, drawnByThisGeneration, markDrawn } from './drawings';
import type { LinkedFile } from './linked-files';
import { linkedFiles, relativePath } from './linked-files';
import { documentPdf } from './pdf';
import { lineDiagram, productImage, swatch } from './svg';

export interface WriteAssetsResult {
  /** Files the catalogue links to. */
  files: number;
  written: number;
  /** Already on disk, left as they were. */
  skipped: number;
  /** Size of all linked files on disk after the run. */
  bytes: number;
  /** The stamp said every file is already there: nothing was checked or written. */
  upToDate: boolean;
}

/** Names the complete set of files a run wrote; a start whose catalogue links the same set skips. */
export const ASSETS_STAMP = '.assets-stamp';

function stampOf(files: readonly LinkedFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.kind} ${file.url}\n`);
  return hash.digest('hex');
}

/** The stamp's file-set hash and the bytes that set took, if a complete run left one. */
async function readStamp(path: string): Promise<{ stamp: string; bytes: number } | undefined> {
  try {
    const [stamp = '', bytes = ''] = (await readFile(path, 'utf8')).trim().split(' ');
    return { stamp, bytes: Number(bytes) };
  } catch {
    return undefined;
  }
}

export interface WriteAssetsOptions {
  /** Files rendered and written at once. */
  concurrency?: number;
}

function render(file: LinkedFile): Promise<Uint8Array | string> | string {
  switch (file.kind) {
    case 'image':
      return productImage(file);
    case 'diagram':
      return lineDiagram(file);
    case 'swatch':
      return swatch(file);
    case 'document':
      return documentPdf(file);
    case 'bim':
      return bimFile(file);
  }
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch {
    return undefined;
  }
}

/**
 * Writes every file the catalogue links to under `outDir` (URL minus `/files/`). A complete run
 * leaves a stamp of the file set, so a start over the same catalogue checks one file instead of
 * stat-ing forty thousand; otherwise existing files are skipped, except pictures an older
 * generation of the drawings made (./drawings). Each file is written to a temporary name and
 * renamed, so an interrupted run never leaves a truncated file that a later
 * run would skip (and never leaves a stamp).
 */
export async function writeAssets(
  catalogue: Catalogue,
  outDir: string,
  options: WriteAssetsOptions = {},
): Promise<WriteAssetsResult> {
  const files = linkedFiles(catalogue);
  const stamp = stampOf(files);
  const stampPath = join(outDir, ASSETS_STAMP);
  const previous = await readStamp(stampPath);
  // Pictures an older generation drew are redrawn; documents and BIM files are kept.
  const markPath = join(outDir, DRAWINGS_MARK);
  const redraw = !(await drawnByThisGeneration(markPath));
  if (!redraw && previous?.stamp === stamp && Number.isSafeInteger(previous.bytes))
    return {
      files: files.length,
      written: 0,
      skipped: files.length,
      bytes: previous.bytes,
      upToDate: true,
    };

  const isPicture = (file: LinkedFile) =>
    file.kind === 'image' || file.kind === 'diagram' || file.kind === 'swatch';

  const directories = new Set(files.map((file) => dirname(join(outDir, relativePath(file.url)))));
  await Promise.all([...directories].map((directory) => mkdir(directory, { recursive: true })));

  const result: WriteAssetsResult = {
    files: files.length,
    written: 0,
    skipped: 0,
    bytes: 0,
    upToDate: false,
  };
  let next = 0;
  const work = async (): Promise<void> => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index] as LinkedFile;
      const path = join(outDir, relativePath(file.url));
      const existing = redraw && isPicture(file) ? undefined : await sizeOf(path);
      if (existing !== undefined) {
        result.skipped += 1;
        result.bytes += existing;
        continue;
      }
      const content = await render(file);
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, path);
      result.written += 1;
      result.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 32 }, work));
  await markDrawn(markPath);
  await writeFile(stampPath, `${stamp} ${result.bytes}\n`);
  return result;
}
