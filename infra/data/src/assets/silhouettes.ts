import type { Product, ProductFamily } from '@specify/contracts';

/**
 * Drawings of the catalogue's kinds of product, in a 200 × 130 box (x 20–180, y 10–125): a
 * visitor tells a mixer from a toilet suite at a glance. Each is SVG path data; `fill` parts take
 * the finish, `line` parts are outlines; `box` is the drawing's extent, to place it in a frame.
 */
interface Silhouette {
  fill: string[];
  line: string[];
  box: readonly [number, number, number, number];
}

const SILHOUETTES = {
  basinMixer: {
    fill: [
      'M88 118 h24 v-62 q0 -10 -10 -10 h-4 q-10 0 -10 10 z',
      'M98 50 q0 -18 -32 -18 h-10 v10 h10 q18 0 18 8 z',
    ],
    line: ['M104 46 l22 -26', 'M70 118 h60'],
    box: [56, 20, 130, 118],
  },
  spout: {
    fill: ['M150 40 h20 v30 h-20 z', 'M150 48 h-80 q-20 0 -20 20 v14 h12 v-12 q0 -10 10 -10 h78 z'],
    line: ['M170 30 v50'],
    box: [50, 30, 170, 82],
  },
  showerMixer: {
    fill: [
      'M70 40 h60 a10 10 0 0 1 10 10 v40 a10 10 0 0 1 -10 10 h-60 a10 10 0 0 1 -10 -10 v-40 a10 10 0 0 1 10 -10 z',
    ],
    line: ['M100 70 m-16 0 a16 16 0 1 0 32 0 a16 16 0 1 0 -32 0', 'M100 70 l18 -18'],
    box: [60, 40, 140, 100],
  },
  toiletSuite: {
    fill: [
      'M62 20 h76 v40 h-76 z',
      'M58 64 h84 v10 q0 26 -30 30 l4 16 h-32 l4 -16 q-30 -4 -30 -30 z',
    ],
    line: ['M92 28 h16', 'M66 76 h68'],
    box: [58, 20, 142, 120],
  },
  basin: {
    fill: ['M30 60 h140 q0 46 -70 50 q-70 -4 -70 -50 z'],
    line: ['M30 60 h140', 'M96 48 v12', 'M96 48 q8 -8 16 0'],
    box: [30, 40, 170, 110],
  },
  bath: {
    fill: ['M20 62 h160 v12 q0 36 -40 40 h-80 q-40 -4 -40 -40 z'],
    line: ['M44 114 l-6 10', 'M156 114 l6 10', 'M150 62 v-18 q0 -8 8 -8'],
    box: [20, 36, 180, 124],
  },
  showerHead: {
    fill: ['M70 30 h60 q0 14 -30 14 q-30 0 -30 -14 z', 'M96 44 h8 v80 h-8 z'],
    line: ['M84 56 v10', 'M100 56 v14', 'M116 56 v10', 'M88 120 h24'],
    box: [70, 30, 130, 124],
  },
  rail: {
    fill: [
      'M36 40 h10 v70 h-10 z',
      'M154 40 h10 v70 h-10 z',
      'M46 52 h108 v8 h-108 z',
      'M46 86 h108 v8 h-108 z',
    ],
    line: [],
    box: [36, 40, 164, 110],
  },
  sink: {
    fill: ['M24 56 h152 v10 h-152 z', 'M44 66 h112 v34 q0 8 -8 8 h-96 q-8 0 -8 -8 z'],
    line: ['M140 56 v-26 q0 -8 -8 -8 h-14', 'M100 96 m-5 0 a5 5 0 1 0 10 0 a5 5 0 1 0 -10 0'],
    box: [24, 22, 176, 108],
  },
  tub: {
    fill: ['M40 30 h120 v40 h-120 z', 'M44 70 h112 v52 h-112 z'],
    line: ['M100 70 v52', 'M92 94 h-4', 'M112 94 h-4', 'M100 30 v-14 h24'],
    box: [40, 16, 160, 122],
  },
  part: {
    fill: ['M56 70 h88 v26 h-88 z', 'M84 50 h32 v20 h-32 z', 'M64 30 q36 -12 72 0 q-36 10 -72 0 z'],
    line: ['M100 50 v-20', 'M66 66 v34', 'M134 66 v34'],
    box: [56, 24, 144, 100],
  },
} satisfies Record<string, Silhouette>;
export type SilhouetteName = keyof typeof SILHOUETTES;

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

/** The drawing a family's tile shows. */
export const FAMILY_SILHOUETTE: Record<ProductFamily, SilhouetteName> = {
  tapware: 'basinMixer',
  sanitaryware: 'toiletSuite',
  basins: 'basin',
  baths: 'bath',
  showers: 'showerHead',
  accessories: 'rail',
  'kitchen-laundry': 'sink',
  'spare-parts-valves': 'part',
};

export interface Paint {
  fill: string;
  /** Drawn over the filled parts again (a brushed grain). */
  overlay?: string | undefined;
  stroke: string;
  /** Outline width in the frame's units (the same at any scale). */
  width?: number;
}

/**
 * The drawing, centred on (cx, cy) and scaled so its longer side fits `size`. With fill 'none'
 * it is an outline (a line diagram's elevation).
 */
export function drawSilhouette(
  name: SilhouetteName,
  paint: Paint,
  cx: number,
  cy: number,
  size: number,
): string {
  const shape: Silhouette = SILHOUETTES[name];
  const [x1, y1, x2, y2] = shape.box;
  const scale = Math.round((size / Math.max(x2 - x1, y2 - y1)) * 1000) / 1000;
  const round = (value: number) => Math.round(value * 100) / 100;
  const width = round((paint.width ?? 1.5) / scale);
  const transform = `translate(${round(cx - ((x1 + x2) / 2) * scale)} ${round(cy - ((y1 + y2) / 2) * scale)}) scale(${scale})`;
  const filled = shape.fill.map((d) => `<path d="${d}"/>`).join('');
  const parts = [
    `<g fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="${width}" stroke-linejoin="round">${filled}</g>`,
    paint.overlay ? `<g fill="${paint.overlay}">${filled}</g>` : '',
    shape.line.length
      ? `<g fill="none" stroke="${paint.stroke}" stroke-width="${round(width * 1.4)}" stroke-linecap="round">${shape.line.map((d) => `<path d="${d}"/>`).join('')}</g>`
      : '',
  ];
  return `<g transform="${transform}">${parts.join('')}</g>`;
}

/** The drawing's extent in its own units, scaled as drawSilhouette scales it for `size`. */
export function silhouetteExtent(name: SilhouetteName, size: number): { w: number; h: number } {
  const [x1, y1, x2, y2] = SILHOUETTES[name].box;
  const scale = size / Math.max(x2 - x1, y2 - y1);
  return { w: (x2 - x1) * scale, h: (y2 - y1) * scale };
}
