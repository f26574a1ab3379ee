import type { ActionResult, DownloadEntry, DownloadType } from '@specify/contracts';
import { originalImageUrl } from '@specify/contracts/catalogue/files';

/**
 * The download entry rules (storefront §5 "Downloads"), applied by the platform's
 * `product/downloadFiles` only: front ends read its answer and never derive the list again.
 */

/** One downloadable file as `product/downloadFiles` answers it. */
export type DownloadFile = ActionResult<'product/downloadFiles'>['files'][number];

/** How each download entry is named on its button (storefront §3; BOM-file is the Exploded Diagram). */
export const DOWNLOAD_NAMES: Readonly<Record<DownloadType, string>> = {
  'RFA-file': 'Revit (RFA)',
  '3DS-file': '3DS',
  'DAE-file': 'Collada (DAE)',
  'OBJ-file': 'OBJ',
  'SKP-file': 'SketchUp (SKP)',
  'DXF-file': 'DXF',
  'DWG-file': 'DWG',
  'BOM-file': 'Exploded Diagram',
  'installation-guidelines': 'Installation Guidelines',
  'installation-guidelines-set': 'Installation Guidelines',
  'technical-manual': 'Technical Manual',
  'technical-manual-set': 'Technical Manual',
  'technical-image': 'Technical Image',
  'SDS-file': 'Safety Data Sheet',
  'compilance-file': 'Compliance Certificate',
  'warranty-Info': 'Warranty Information',
  'specification-sheet': 'Specification Sheet',
  'test-report': 'Test Report',
};

/** Values that mean "no file" (storefront §5: not empty, not '-', not 'NULL', not 'warrantyURL'). */
export const NO_FILE_VALUES: ReadonlySet<string> = new Set(['', '-', 'NULL', 'warrantyURL']);

/** The plain entries that show only when their set counterpart is empty (storefront §5). */
export const SET_COUNTERPARTS: Readonly<Partial<Record<DownloadType, DownloadType>>> = {
  'installation-guidelines': 'installation-guidelines-set',
  'technical-manual': 'technical-manual-set',
};

/** The real file links of an entry: a single value or a list, without the "no file" markers. */
export function fileLinks(entry: DownloadEntry | undefined): string[] {
  if (!entry) return [];
  const values = Array.isArray(entry.value) ? entry.value : [entry.value];
  return values.map((value) => value.trim()).filter((value) => !NO_FILE_VALUES.has(value));
}

/**
 * A variant's downloadable files (its `attributes.downloads`), in entry order: "no file" values dropped, a plain guideline or
 * manual only when its set has no file, each link in its original size (a thumbnail link is
 * rewritten, storefront §4 "File panel"), an entry with several links numbered '(part n)'.
 *
 * The test report (internal users only, storefront §5 and §6) is not filtered here: the
 * platform's CatalogueStore already removed it from any variant a non-internal viewer reads, and
 * the variant given must come from it.
 */
export function downloadFiles(downloads: readonly DownloadEntry[]): DownloadFile[] {
  const byName = new Map(downloads.map((entry) => [entry.name, entry]));
  return downloads.flatMap((entry) => {
    const set = SET_COUNTERPARTS[entry.name];
    if (set && fileLinks(byName.get(set)).length > 0) return [];
    const links = fileLinks(entry);
    const name = DOWNLOAD_NAMES[entry.name];
    return links.map((url, index) => ({
      type: entry.name,
      name: links.length > 1 ? `${name} (part ${index + 1})` : name,
      url: originalImageUrl(url),
    }));
  });
}
