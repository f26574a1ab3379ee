import { PROJECT_EXPORT, type Market } from '@specify/contracts';
import { fetchExportImage } from '../api/fetch-export-image';
import type { ExportChoices, ExportLine } from './export-lines';
import type { Translate } from './export-text';
import { mapLimited } from './map-limited';
import { projectWorkbook } from './project-workbook';
import { sheetImageOf, type SheetImage } from './sheet-image';

export interface ExcelExportInput extends ExportChoices {
  market: Market;
  lines: readonly ExportLine[];
  /** Told how many of the images have been fetched (or given up on), and of how many. */
  onImages: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * The project's workbook with its images: each distinct image fetched once, 5 at a time (§9).
 * An image that cannot be fetched or drawn leaves its cell empty rather than losing the export.
 */
export async function excelExport(input: ExcelExportInput, t: Translate): Promise<Blob> {
  const { market, lines, onImages, signal } = input;
  const sources = [...new Set(lines.flatMap((line) => (line.image ? [line.image] : [])))];
  let done = 0;
  onImages(done, sources.length);
  const fetched = await mapLimited(sources, PROJECT_EXPORT.imageConcurrency, async (src) => {
    let image: SheetImage | undefined;
    try {
      image = await sheetImageOf(await fetchExportImage(market, src, signal));
    } catch (error) {
      if (signal?.aborted) throw error;
      console.error(`Excel export: image ${src} left out`, error);
    }
    done += 1;
    onImages(done, sources.length);
    return [src, image] as const;
  });
  const images = new Map<string, SheetImage>();
  for (const [src, image] of fetched) if (image) images.set(src, image);
  return projectWorkbook(
    {
      lines,
      images,
      showPrices: input.showPrices,
      showBimFiles: input.showBimFiles,
      siteOrigin: window.location.origin,
    },
    t,
  );
}
