import type { DownloadEntry, DownloadType } from '@specify/contracts';
import { DOWNLOAD_TYPES } from '@specify/contracts/catalogue/attributes';
import type { Random } from './random';

/** The values the storefront treats as "no file" (spec §5 "Downloads"). */
export const EMPTY_MARKERS = ['', '-', 'NULL'] as const;
export const WARRANTY_PLACEHOLDER = 'warrantyURL';

const BIM_EXTENSIONS = {
  'RFA-file': 'rfa',
  '3DS-file': '3ds',
  'DAE-file': 'dae',
  'OBJ-file': 'obj',
  'SKP-file': 'skp',
  'DXF-file': 'dxf',
  'DWG-file': 'dwg',
} as const;

const BIM_ENTRIES = Object.entries(BIM_EXTENSIONS) as [keyof typeof BIM_EXTENSIONS, string][];

export interface DocumentContext {
  /** The product number that names the product's own files. */
  code: string;
  fileBase: string;
  brand: string;
  family: string;
  category: string;
  /** Range identifier or brand: groups the shared technical manuals. */
  manualGroup: string;
  material: string;
  spare: boolean;
}

type Value = string | string[];
export type DocumentPlan = Record<DownloadType, Value>;

/**
 * How a set/plain pair is filled, so "plain shows only when the set counterpart is empty"
 * (spec §5) is exercised both ways: set only, plain only, both (plain hidden), neither.
 */
type PairScenario = 'set' | 'plain' | 'both' | 'neither';
const PAIR_SCENARIOS: readonly (readonly [PairScenario, number])[] = [
  ['set', 30],
  ['plain', 35],
  ['both', 20],
  ['neither', 15],
];

function marker(rng: Random): string {
  return rng.pick(EMPTY_MARKERS);
}

function pair(rng: Random, plain: string, set: Value): [Value, Value] {
  switch (rng.weighted(PAIR_SCENARIOS)) {
    case 'set':
      return [marker(rng), set];
    case 'plain':
      return [plain, marker(rng)];
    case 'both':
      return [plain, set];
    case 'neither':
      return [marker(rng), marker(rng)];
  }
}

/** The files of one product, shared by its variants to keep the file count sane. */
export function planDocuments(rng: Random, ctx: DocumentContext): DocumentPlan {
  const own = `/files/docs/${ctx.code}/${ctx.fileBase}`;
  const hasBim = !ctx.spare || rng.chance(0.2);
  const bim = {} as Record<keyof typeof BIM_EXTENSIONS, string>;
  for (const [type, ext] of BIM_ENTRIES) {
    bim[type] =
      hasBim && rng.chance(0.85) ? `/files/bim/${ctx.code}/${ctx.fileBase}.${ext}` : marker(rng);
  }

  const installSet = rng.chance(0.5)
    ? [`${own}-installation-set-part-1.pdf`, `${own}-installation-set-part-2.pdf`]
    : `${own}-installation-set.pdf`;
  const [installation, installationSet] = pair(rng, `${own}-installation-guide.pdf`, installSet);

  const manuals = `/files/docs/manuals/${ctx.manualGroup}-${ctx.family}`;
  const manualSet = rng.chance(0.5)
    ? [`${manuals}-technical-manual-volume-1.pdf`, `${manuals}-technical-manual-volume-2.pdf`]
    : `${manuals}-technical-manual-set.pdf`;
  const [manual, manualSetValue] = pair(rng, `${manuals}-technical-manual.pdf`, manualSet);

  const warrantyRoll = rng.next();
  return {
    ...bim,
    'BOM-file': rng.chance(0.6) ? `${own}-exploded-diagram.pdf` : marker(rng),
    'installation-guidelines': installation,
    'installation-guidelines-set': installationSet,
    'technical-manual': manual,
    'technical-manual-set': manualSetValue,
    'technical-image': rng.chance(0.8)
      ? `/files/images/thumbnail/${ctx.fileBase}-technical.svg`
      : marker(rng),
    'SDS-file': rng.chance(0.5)
      ? `/files/docs/sds/${ctx.material}-safety-data-sheet.pdf`
      : marker(rng),
    'compilance-file': rng.chance(0.7)
      ? `/files/docs/compliance/${ctx.category}-watermark-certificate.pdf`
      : marker(rng),
    'warranty-Info':
      warrantyRoll < 0.75
        ? `/files/docs/warranty/${ctx.brand}-warranty.pdf`
        : warrantyRoll < 0.87
          ? WARRANTY_PLACEHOLDER
          : marker(rng),
    'specification-sheet': rng.chance(0.15)
      ? [`${own}-specification-sheet.pdf`, `${own}-specification-sheet-metric.pdf`]
      : `${own}-specification-sheet.pdf`,
    'test-report': rng.chance(0.45) ? `${own}-test-report.pdf` : marker(rng),
  };
}

/** Every download type for one variant; a few entries of some variants are blanked out. */
export function variantDownloads(rng: Random, plan: DocumentPlan): DownloadEntry[] {
  return DOWNLOAD_TYPES.map((name) => {
    let value = plan[name];
    if (rng.chance(0.03)) value = marker(rng);
    if (name === 'warranty-Info' && rng.chance(0.04)) value = WARRANTY_PLACEHOLDER;
    return { name, value: Array.isArray(value) ? [...value] : value };
  });
}
