import type { Product } from '@specify/contracts';

/**
 * Line-art silhouettes of the catalogue's kinds of product, drawn in a 200 × 130 box (x 20–180,
 * y 10–125) and filled with the variant's finish: a visitor tells a mixer from a toilet suite at
 * a glance. Each is SVG path data; `fill` parts take the finish, `line` parts are outlines.
 */
interface Silhouette {
  fill: string[];
  line: string[];
}

const SILHOUETTES = {
  basinMixer: {
    fill: [
      'M88 118 h24 v-62 q0 -10 -10 -10 h-4 q-10 0 -10 10 z',
      'M98 50 q0 -18 -32 -18 h-10 v10 h10 q18 0 18 8 z',
    ],
    line: ['M104 46 l22 -26', 'M70 118 h60'],
  },
  spout: {
    fill: ['M150 40 h20 v30 h-20 z', 'M150 48 h-80 q-20 0 -20 20 v14 h12 v-12 q0 -10 10 -10 h78 z'],
    line: ['M170 30 v50'],
  },
  showerMixer: {
    fill: [
      'M70 40 h60 a10 10 0 0 1 10 10 v40 a10 10 0 0 1 -10 10 h-60 a10 10 0 0 1 -10 -10 v-40 a10 10 0 0 1 10 -10 z',
    ],
    line: ['M100 70 m-16 0 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0', 'M100 70 l18 -18'],
  },
  toiletSuite: {
    fill: [
      'M62 20 h76 v40 h-76 z',
      'M58 64 h84 v10 q0 26 -30 30 l4 16 h-32 l4 -16 q-30 -4 -30 -30 z',
    ],
    line: ['M92 28 h16'],
  },
  basin: {
    fill: ['M30 60 h140 q0 46 -70 50 q-70 -4 -70 -50 z'],
    line: ['M30 60 h140', 'M96 48 v12', 'M96 48 q8 -8 16 0'],
  },
  bath: {
    fill: ['M20 62 h160 v12 q0 36 -40 40 h-80 q-40 -4 -40 -40 z'],
    line: ['M44 114 l-6 10', 'M156 114 l6 10', 'M150 62 v-18 q0 -8 8 -8'],
  },
  showerHead: {
    fill: ['M70 30 h60 q0 14 -30 14 q-30 0 -30 -14 z', 'M96 44 h8 v80 h-8 z'],
    line: ['M84 56 v10', 'M100 56 v14', 'M116 56 v10', 'M88 120 h24'],
  },
  rail: {
    fill: [
      'M36 40 h10 v70 h-10 z',
      'M154 40 h10 v70 h-10 z',
      'M46 52 h108 v8 h-108 z',
      'M46 86 h108 v8 h-108 z',
    ],
    line: [],
  },
  sink: {
    fill: ['M24 56 h152 v10 h-152 z', 'M44 66 h112 v34 q0 8 -8 8 h-96 q-8 0 -8 -8 z'],
    line: ['M140 56 v-26 q0 -8 -8 -8 h-14', 'M100 96 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0'],
  },
  tub: {
    fill: ['M40 30 h120 v40 h-120 z', 'M44 70 h112 v52 h-112 z'],
    line: ['M100 70 v52', 'M92 94 h-4', 'M112 94 h-4', 'M100 30 v-14 h24'],
  },
  part: {
    fill: ['M80 40 h40 v60 h-40 z', 'M90 20 h20 v20 h-20 z'],
    line: ['M80 56 h40', 'M80 72 h40', 'M80 88 h40', 'M96 100 v20', 'M104 100 v20'],
  },
} satisfies Record<string, Silhouette>;
type SilhouetteName = keyof typeof SILHOUETTES;

/** Which silhouette a product gets, from its category (the family, then its words). */
export function silhouetteOf(product: Product): SilhouetteName {
  const category = product.categories.at(-1)?.slug ?? '';
  if (/spare|valve|cartridge/.test(category) || product.family === 'spare-parts-valves')
    return 'part';
  if (product.family === 'accessories') return /sink/.test(category) ? 'sink' : 'rail';
  if (/toilet|cistern|pan|urinal|bidet|seat/.test(category) || product.family === 'sanitaryware')
    return 'toiletSuite';
  if (/outlet|spout/.test(category)) return 'spout';
  if (/shower-mixer|bath-shower/.test(category)) return 'showerMixer';
  if (product.family === 'tapware') return 'basinMixer';
  if (product.family === 'basins') return 'basin';
  if (product.family === 'baths') return 'bath';
  if (product.family === 'showers') return 'showerHead';
  return 'tub';
}

/** The silhouette as SVG elements, scaled by `unit`, filled with the finish. */
export function silhouetteSvg(product: Product, fill: string, unit: number): string {
  const shape = SILHOUETTES[silhouetteOf(product)];
  const transform = unit === 1 ? '' : ` transform="scale(${unit})"`;
  const parts = [
    ...shape.fill.map(
      (d) =>
        `<path d="${d}" fill="${fill}" stroke="#3d474f" stroke-width="1.5" stroke-linejoin="round"/>`,
    ),
    ...shape.line.map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#3d474f" stroke-width="2.5" stroke-linecap="round"/>`,
    ),
  ];
  return `<g${transform}>${parts.join('')}</g>`;
}
