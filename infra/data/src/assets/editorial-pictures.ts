import type { ProductFamily } from '@specify/contracts';
import { RANGES } from '../ranges';
import { FAMILY_SILHOUETTE, type SilhouetteName } from './silhouettes';
import {
  METALS,
  PALETTES,
  SCENES,
  chooser,
  stillLife,
  type Chooser,
  type SceneName,
} from './scenes';

/**
 * The editorial pictures (16:9 heroes, 4:3 tiles), drawn from their file name: the name picks the
 * scene for its page kind, brand, sector or collection and seeds the scene's choices, so each
 * gets its own picture, the same one on every run.
 */

const BRAND_SCENES: Record<string, SceneName> = {
  kinnear: 'bathroom',
  livewell: 'care',
  methven: 'shower',
  stylus: 'washroom',
  clark: 'kitchen',
  dorf: 'bathroom',
};

const SECTOR_SCENES: Record<string, SceneName> = {
  healthcare: 'care',
  hotels: 'bathroom',
  'retail-hospitality': 'kitchen',
  'multi-residential': 'bathroom',
};

/** The scene a hero's name asks for: its page kind, then its brand, sector or solution. */
function sceneOf(name: string, c: Chooser): SceneName {
  const [, kind = '', slug = ''] = /^(?:landing-)?([a-z]+)-?(.*)$/.exec(name) ?? [];
  if (name === 'landing-livewell') return 'care';
  if (name.startsWith('landing-brands-')) return BRAND_SCENES[slug] ?? 'bathroom';
  if (name.startsWith('landing-sectors-')) return SECTOR_SCENES[slug] ?? 'washroom';
  if (name.startsWith('landing-solutions-'))
    return /care|access|ambulant|independent/.test(slug)
      ? 'care'
      : /kitchen|laundry/.test(slug)
        ? 'kitchen'
        : /shower|water/.test(slug)
          ? 'shower'
          : 'washroom';
  const byName: Record<string, SceneName> = {
    'hero-bathroom': 'bathroom',
    'hero-kitchen': 'kitchen',
    'hero-care': 'care',
    'hero-story': 'workshop',
    'hero-centre': 'showroom',
    'story-foundry': 'workshop',
    'story-projects': 'desk',
  };
  if (byName[name]) return byName[name];
  if (kind === 'timeline') return 'workshop';
  if (kind === 'case') return 'washroom';
  return c.pick(['bathroom', 'shower', 'kitchen'] as const);
}

/** What a featured range's picture shows, as the home page's alt text says (page-content.ts). */
const RANGE_PRODUCTS: Partial<Record<string, SilhouetteName>> = {
  luna: 'basinMixer',
  urbane: 'showerMixer',
  contura: 'toiletSuite',
};

/** The drawing a tile or a collection's picture shows: its family's, its range's, or seeded. */
function productOf(name: string, c: Chooser): SilhouetteName {
  const family = /^tile-(.+)$/.exec(name)?.[1] as ProductFamily | undefined;
  if (family && FAMILY_SILHOUETTE[family]) return FAMILY_SILHOUETTE[family];
  const range = RANGES.find((r) => name.endsWith(`-${r.id}`));
  if (range) return RANGE_PRODUCTS[range.id] ?? FAMILY_SILHOUETTE[c.pick(range.families)];
  return c.pick(Object.values(FAMILY_SILHOUETTE));
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

/** A 4:3 tile (a family, a range, a release): the product on a plinth. */
export function tileSvg(name: string): string {
  const c = chooser(name);
  const palette = c.pick(PALETTES);
  return svg(600, 450, stillLife(c, palette, productOf(name, c), 600, 450));
}

/** A 16:9 hero: a collection's product on a plinth, or a room scene for the page. */
export function heroSvg(name: string): string {
  const c = chooser(name);
  const palette = c.pick(PALETTES);
  if (name.startsWith('landing-collection-'))
    return svg(1600, 900, stillLife(c, palette, productOf(name, c), 1600, 900));
  const scene = sceneOf(name, c);
  return svg(1600, 900, SCENES[scene](c, palette, c.pick(METALS)));
}
