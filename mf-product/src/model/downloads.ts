import type { DownloadEntry, DownloadType, SessionKind, Variant } from '@specify/contracts';
import { BIM_FILE_TYPES } from '@specify/contracts';
import { originalImageUrl } from '@specify/contracts/catalogue/files';

/** How each download entry is named on its button (storefront §3; BOM-file is the Exploded Diagram). */
export const DOWNLOAD_LABELS: Readonly<Record<DownloadType, string>> = {
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

/** One file of the panel: a button that opens it, and a part of the zip. */
export interface DownloadFile {
  type: DownloadType;
  label: string;
  /** The original-size form of the link (a thumbnail link is rewritten). */
  url: string;
}

export interface DownloadGroups {
  bim: DownloadFile[];
  technical: DownloadFile[];
}

/** The values that mean "no file" (storefront §5 "Downloads"). */
const NO_FILE = new Set(['', '-', 'NULL', 'warrantyURL']);

function links(entry: DownloadEntry | undefined): string[] {
  if (!entry) return [];
  const values = Array.isArray(entry.value) ? entry.value : [entry.value];
  return values.map((value) => value.trim()).filter((value) => !NO_FILE.has(value));
}

/** A plain entry shows only when its set counterpart is empty (storefront §5). */
const SET_OF: Partial<Record<DownloadType, DownloadType>> = {
  'installation-guidelines': 'installation-guidelines-set',
  'technical-manual': 'technical-manual-set',
};

/**
 * The variant's files as the panel lists them (storefront §5 "Downloads"): empty markers dropped,
 * a plain guideline or manual only without its set, the test report only for internal users, the
 * technical image kept for Measurements. A list value gives one numbered button per file.
 */
export function downloadGroups(variant: Variant, viewer: SessionKind): DownloadGroups {
  const entries = new Map(variant.attributes.downloads.map((entry) => [entry.name, entry]));
  const groups: DownloadGroups = { bim: [], technical: [] };
  for (const entry of variant.attributes.downloads) {
    if (entry.name === 'technical-image') continue;
    if (entry.name === 'test-report' && viewer !== 'internal') continue;
    const set = SET_OF[entry.name];
    if (set && links(entries.get(set)).length > 0) continue;
    const urls = links(entry);
    const label = DOWNLOAD_LABELS[entry.name];
    const files = urls.map((url, index) => ({
      type: entry.name,
      label: urls.length > 1 ? `${label} (part ${index + 1})` : label,
      url: originalImageUrl(url),
    }));
    const bim = (BIM_FILE_TYPES as readonly DownloadType[]).includes(entry.name);
    (bim ? groups.bim : groups.technical).push(...files);
  }
  return groups;
}

/** The Measurements image: the variant's technical image, if it has one. */
export function technicalImage(variant: Variant): string | undefined {
  const [url] = links(
    variant.attributes.downloads.find((entry) => entry.name === 'technical-image'),
  );
  return url && originalImageUrl(url);
}
