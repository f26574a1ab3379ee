// The catalogue vocabulary the action contracts validate against (download and BIM file types,
// measures, sectors). It is core, not a subpath module, because the action API is core.
/** The entries the parent list `bim-file-types` groups (spec §3). */
export const BIM_FILE_TYPES = [
  'RFA-file',
  '3DS-file',
  'DAE-file',
  'OBJ-file',
  'SKP-file',
  'DXF-file',
  'DWG-file',
] as const;

/** Download entry names (spec §3 "Download entries"): the BIM files first, then documents. */
export const DOWNLOAD_TYPES = [
  ...BIM_FILE_TYPES,
  'BOM-file',
  'installation-guidelines',
  'installation-guidelines-set',
  'technical-manual',
  'technical-manual-set',
  'technical-image',
  'SDS-file',
  'compilance-file',
  'warranty-Info',
  'specification-sheet',
  'test-report',
] as const;
export type DownloadType = (typeof DOWNLOAD_TYPES)[number];
export type BimFileType = (typeof BIM_FILE_TYPES)[number];

/**
 * Numeric technical measures kept on each variant for range facets, with their units
 * (spec §9 "Units: mm for dimension facets, L for capacity, L/min for flow").
 */
export const MEASURES = [
  { key: 'overall-height', label: 'Overall Height', unit: 'mm' },
  { key: 'overall-width', label: 'Overall Width', unit: 'mm' },
  { key: 'overall-depth', label: 'Overall Depth', unit: 'mm' },
  { key: 'capacity', label: 'Capacity', unit: 'L' },
  { key: 'flow-rate', label: 'Flow Rate', unit: 'L/min' },
  { key: 'cartridge-size', label: 'Cartridge Size', unit: 'mm' },
] as const;
export type MeasureKey = (typeof MEASURES)[number]['key'];

/** Sectors 101–108 (spec §3). */
export const SECTORS = {
  '101': 'healthcare',
  '102': 'multi-residential',
  '103': 'offices',
  '104': 'education',
  '105': 'retail-hospitality',
  '106': 'hotels',
  '107': 'entertainment-recreation-transports',
  '108': 'government-defense',
} as const;
export type SectorCode = keyof typeof SECTORS;
