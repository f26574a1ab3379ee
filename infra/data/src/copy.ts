import type { Localized, SectorCode } from '@specify/contracts';
import { SECTOR_LABELS } from '@specify/contracts/catalogue/taxonomy';
import type { Random } from './random';

const MODIFIERS = ['', '', '', 'Pro', 'Select', 'Neo', 'Plus', 'Commercial', 'Classic', 'Edge'];

export function productName(rng: Random, prefix: string, noun: string): string {
  return [prefix, rng.pick(MODIFIERS), noun].filter(Boolean).join(' ');
}

export interface CopyContext {
  name: string;
  brandName: string;
  rangeName?: string;
  noun: string;
  material: string;
  finishes: string[];
  sectors: SectorCode[];
  care: boolean;
}

function sectorList(sectors: SectorCode[]): string {
  return sectors.map((code) => SECTOR_LABELS[code].toLowerCase()).join(', ');
}

/** Markdown descriptions; the NZ copy names the NZ standards instead of the Australian ones. */
export function describe(rng: Random, ctx: CopyContext): Localized<string> {
  const from = ctx.rangeName ? `the ${ctx.rangeName} range by ${ctx.brandName}` : ctx.brandName;
  const opener = rng.pick([
    `The **${ctx.name}** from ${from} pairs clean lines with everyday durability.`,
    `Designed for busy spaces, the **${ctx.name}** from ${from} is built to last.`,
    `The **${ctx.name}** brings ${from} quality to ${ctx.noun.toLowerCase()} specification.`,
  ]);
  const body = `Made from ${ctx.material.toLowerCase()} and offered in ${ctx.finishes.join(', ')}. Suited to ${sectorList(ctx.sectors)} projects.`;
  const care = ctx.care
    ? '\n\nPart of an accessible bathroom solution: see the compliance rows for details.'
    : '';
  return {
    'en-AU': `${opener}\n\n${body}\n\nWaterMark certified for Australian installations.${care}`,
    'en-NZ': `${opener}\n\n${body}\n\nMeets NZ Building Code clause G1 and G12 requirements.${care}`,
  };
}

export const FEATURE_LINES = [
  'Ceramic disc cartridge for smooth, drip-free operation',
  'Concealed fixings for a clean finish',
  'Easy-clean surfaces',
  'Designed and tested for commercial use',
  'Corrosion-resistant construction',
  'Compatible with standard fixing kits',
  'Water-efficient performance',
  'Quick-connect installation',
  'Soft-close mechanism',
  'Generous warranty cover',
];

/** Markdown feature list; each market names its own warranty. */
export function features(brandName: string, lines: string[]): Localized<string> {
  const markdown = `### Features\n\n${lines.map((line) => `- ${line}`).join('\n')}`;
  return {
    'en-AU': `${markdown}\n- Backed by the ${brandName} Australian warranty`,
    'en-NZ': `${markdown}\n- Backed by the ${brandName} New Zealand warranty`,
  };
}

export function meta(ctx: CopyContext, categoryName: string) {
  const title = `${ctx.name} | ${ctx.brandName}`;
  const description = `${ctx.name} in ${ctx.finishes.join(', ')}. ${categoryName} from ${ctx.brandName}.`;
  const keywords = [ctx.name, ctx.brandName, ctx.rangeName, categoryName, ctx.material]
    .filter(Boolean)
    .join(', ');
  const both = (text: string): Localized<string> => ({ 'en-AU': text, 'en-NZ': text });
  return {
    metaTitle: both(title),
    metaDescription: {
      'en-AU': `${description} Shop specifications and downloads in Australia.`,
      'en-NZ': `${description} Shop specifications and downloads in New Zealand.`,
    },
    metaKeywords: both(keywords),
  };
}
