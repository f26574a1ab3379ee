import { finish } from './finishes';
import { drawSilhouette, type SilhouetteName } from './silhouettes';

/**
 * The scenes the editorial pictures are drawn as (a bathroom, a kitchen, a care bathroom, a
 * commercial washroom, a shower, a showroom, a workshop, a desk, a product on a plinth), each
 * varied by a chooser seeded from the picture's name: palette, wall, mirror, finish, layout.
 * Which scene a name gets is ./editorial-pictures.
 */

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** A small deterministic sequence of choices from a name. */
export function chooser(name: string) {
  let state = hash(name) || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    between: (low: number, high: number) => Math.round(low + next() * (high - low)),
  };
}
export type Chooser = ReturnType<typeof chooser>;

export interface Palette {
  wall: string;
  floor: string;
  joinery: string;
  ink: string;
}

/** Stone, sage, clay, slate, sand, charcoal, blush, ocean: calm, like the brand. */
export const PALETTES: readonly Palette[] = [
  { wall: '#e9e4dc', floor: '#c8b79a', joinery: '#7a5c3e', ink: '#3f4a52' },
  { wall: '#dfe5df', floor: '#a7b3a2', joinery: '#4d5a4a', ink: '#26302a' },
  { wall: '#efe3d8', floor: '#c99b7d', joinery: '#8a4f35', ink: '#40302a' },
  { wall: '#dfe6e8', floor: '#9fb3b8', joinery: '#24333c', ink: '#1d2731' },
  { wall: '#f1ece2', floor: '#d8c7a6', joinery: '#b08d57', ink: '#3a352c' },
  { wall: '#cfd2d4', floor: '#5f666b', joinery: '#2b2f33', ink: '#15191c' },
  { wall: '#f0e4e1', floor: '#cfb2a8', joinery: '#f7f4f0', ink: '#4a3a38' },
  { wall: '#dbe4ec', floor: '#7e95a8', joinery: '#f4f5f6', ink: '#1f3a45' },
];

export const METALS = [
  'Chrome',
  'Brushed Gold',
  'Matte Black',
  'Brushed Nickel',
  'Urban Brass',
  'Gunmetal',
];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** A fixture in a finish, its gradient under its own id. */
function fixture(
  shape: SilhouetteName,
  colour: string,
  id: string,
  x: number,
  y: number,
  size: number,
) {
  const paint = finish(colour, id);
  return `<defs>${paint.defs}</defs>${drawSilhouette(shape, { ...paint, width: 2 }, x, y, size)}`;
}

/** Wall and floor: plain, vertical tiles, subway tiles or battens, by the chooser. */
function room(c: Chooser, p: Palette, width: number, height: number, floorAt: number): string {
  const wall = c.pick(['plain', 'vertical', 'subway', 'battens'] as const);
  const grout = `stroke="${p.ink}" stroke-opacity=".12" stroke-width="2" fill="none"`;
  const pattern = {
    plain: '',
    vertical: `<pattern id="w" width="80" height="160" patternUnits="userSpaceOnUse"><path d="M0 0V160H80" ${grout}/></pattern>`,
    subway: `<pattern id="w" width="120" height="80" patternUnits="userSpaceOnUse"><path d="M0 0H120M0 40H120M60 0V40M0 40V80" ${grout}/></pattern>`,
    battens: `<pattern id="w" width="48" height="10" patternUnits="userSpaceOnUse"><path d="M0 0V10" ${grout}/></pattern>`,
  }[wall];
  return [
    pattern ? `<defs>${pattern}</defs>` : '',
    rect(0, 0, width, height, p.wall),
    pattern ? rect(0, 0, width, floorAt, 'url(#w)') : '',
    rect(0, floorAt, width, height - floorAt, p.floor),
    rect(0, floorAt, width, 6, p.ink, ' opacity=".15"'),
  ].join('');
}

function mirror(c: Chooser, x: number, y: number, w: number, h: number, ink: string): string {
  const frame = `fill="#ffffff" fill-opacity=".55" stroke="${ink}" stroke-width="5"`;
  return c.pick([
    `<path d="M${x} ${y + h}V${y + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${y + h}z" ${frame}/>`,
    `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 2}" ${frame}/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="24" ${frame}/>`,
  ]);
}

function plant(x: number, floor: number): string {
  return `<path d="M${x - 40} ${floor}l10 -90h60l10 90z" fill="#c9b8a3"/><g fill="#5d7a5a"><ellipse cx="${x}" cy="${floor - 170}" rx="26" ry="80"/><ellipse cx="${x - 40}" cy="${floor - 140}" rx="18" ry="60" transform="rotate(-25 ${x - 40} ${floor - 140})"/><ellipse cx="${x + 40}" cy="${floor - 140}" rx="18" ry="60" transform="rotate(25 ${x + 40} ${floor - 140})"/></g>`;
}

function pendant(x: number, length: number, ink: string): string {
  return `<path d="M${x} 0V${length}" stroke="${ink}" stroke-width="3"/><path d="M${x - 50} ${length + 50}a50 50 0 0 1 100 0z" fill="${ink}"/><ellipse cx="${x}" cy="${length + 52}" rx="40" ry="8" fill="#fff6d8"/>`;
}

type Scene = (c: Chooser, p: Palette, metal: string) => string;

export const SCENES = {
  bathroom: (c, p, metal) => {
    // The banner's words sit on the left: the vanity stands in the right half.
    const left = c.pick([860, 940]);
    const withBath = c.pick([false, true]);
    return [
      room(c, p, 1600, 900, 700),
      mirror(c, left + 120, 140, 260, 300, p.ink),
      rect(left, 520, 500, 130, p.joinery, ' rx="10"'),
      rect(left + 60, 490, 380, 36, '#ffffff', ' rx="18"'),
      fixture('basinMixer', metal, 'm', left + 250, 440, 110),
      withBath
        ? fixture('bath', 'White', 'c', 600, 610, 460)
        : fixture('rail', metal, 'r', 680, 380, 200),
      c.pick([plant(1510, 700), '']),
    ].join('');
  },
  kitchen: (c, p, metal) =>
    [
      room(c, p, 1600, 900, 760),
      `<rect x="560" y="110" width="480" height="280" fill="#f7fbff" stroke="${p.ink}" stroke-width="8"/><path d="M800 110V390M560 250H1040" stroke="${p.ink}" stroke-width="5"/>`,
      rect(120, 80, 360, 300, p.joinery, ' rx="6"'),
      rect(1120, 80, 360, 300, p.joinery, ' rx="6"'),
      rect(80, 560, 1440, 200, p.joinery),
      rect(60, 530, 1480, 36, p.ink),
      `<path d="M320 600v120M720 600v120M1240 600v120" stroke="${p.ink}" stroke-opacity=".3" stroke-width="4"/>`,
      fixture('spout', metal, 'm', 800, 460, 260),
      ...[300, 1300].map((x) => pendant(x, c.between(140, 220), p.ink)),
    ].join(''),
  care: (c, p, metal) =>
    [
      room(c, p, 1600, 900, 720),
      fixture('toiletSuite', 'White', 'c', 520, 560, 300),
      `<path d="M300 380H420V560M660 440H820" fill="none" stroke="#c0392b" stroke-width="16" stroke-linecap="round"/>`,
      rect(1000, 440, 320, 20, p.ink),
      fixture('basin', 'White', 'b', 1160, 470, 340),
      mirror(c, 1060, 130, 200, 240, p.ink),
      fixture('basinMixer', metal, 'm', 1160, 395, 70),
    ].join(''),
  washroom: (c, p, metal) => {
    const count = c.between(2, 4);
    const gap = 1200 / count;
    const bays = Array.from({ length: count }, (_, i) => {
      const x = 200 + gap * i + gap / 2;
      return `${mirror(c, x - 110, 150, 220, 260, p.ink)}${fixture('basin', 'White', `b${i}`, x, 520, 220)}`;
    });
    return [
      room(c, p, 1600, 900, 730),
      rect(160, 480, 1280, 40, p.joinery),
      ...bays,
      ...Array.from({ length: count }, (_, i) =>
        fixture('basinMixer', metal, `m${i}`, 200 + gap * i + gap / 2, 440, 60),
      ),
    ].join('');
  },
  shower: (c, p, metal) =>
    [
      room(c, p, 1600, 900, 740),
      fixture('showerHead', metal, 'h', 700, 380, 620),
      fixture('showerMixer', metal, 's', 980, 480, 140),
      `<rect x="400" y="60" width="14" height="680" fill="${p.ink}"/><rect x="414" y="60" width="500" height="680" fill="#dff0f5" opacity=".35"/>`,
      rect(1180, 300, 200, 120, p.floor, ' rx="8"'),
      c.pick([plant(1400, 740), '']),
    ].join(''),
  showroom: (c, p) => {
    const shapes: SilhouetteName[] = ['basinMixer', 'toiletSuite', 'basin', 'showerHead'];
    const bays = shapes.map((shape, i) => {
      const x = 260 + i * 360;
      const colour = i % 2 ? 'White' : c.pick(METALS);
      return `<path d="M${x - 90} 0L${x - 140} 560H${x + 140}L${x + 90} 0z" fill="#fffbe8" opacity=".35"/>${rect(x - 120, 560, 240, 180, p.joinery)}${fixture(shape, colour, `d${i}`, x, 420, 220)}`;
    });
    return [room(c, p, 1600, 900, 740), ...bays].join('');
  },
  workshop: (c, p) =>
    [
      room(c, p, 1600, 900, 720),
      `<rect x="180" y="90" width="560" height="360" fill="#f4f1e8" stroke="${p.ink}" stroke-width="10"/><path d="M367 90V450M553 90V450M180 270H740" stroke="${p.ink}" stroke-width="6"/>`,
      rect(820, 520, 680, 34, p.joinery),
      `<path d="M860 554V720M1460 554V720" stroke="${p.joinery}" stroke-width="20"/>`,
      ...[900, 1060, 1220, 1380].map((x, i) =>
        fixture(i % 2 ? 'spout' : 'basinMixer', 'Urban Brass', `w${i}`, x + 40, 450, 130),
      ),
      pendant(1160, c.between(120, 200), p.ink),
    ].join(''),
  desk: (c, p) =>
    [
      room(c, p, 1600, 900, 740),
      rect(200, 520, 1200, 30, p.joinery),
      `<path d="M600 510L640 300H960L1000 510z" fill="${p.ink}"/><rect x="660" y="320" width="280" height="170" fill="#eef3f6"/>`,
      ...[0, 1, 2, 3].map((i) =>
        rect(
          260 + i * 70,
          440 + (i % 2) * 20,
          60,
          60,
          ['#c8b79a', '#9fb3b8', '#b08d57', '#7f8d96'][i] ?? p.floor,
          ' rx="4"',
        ),
      ),
      plant(1300, 520),
    ].join(''),
} satisfies Record<string, Scene>;
export type SceneName = keyof typeof SCENES;

const CERAMIC: readonly SilhouetteName[] = ['toiletSuite', 'basin', 'bath'];

/** A product's colour for a still life: china in white, ivory or black, metal in a metal. */
function colourFor(shape: SilhouetteName, c: Chooser): string {
  return CERAMIC.includes(shape) ? c.pick(['White', 'Ivory', 'Matte Black']) : c.pick(METALS);
}

/** A product on a plinth before an arch, in a frame of `width` × `height`. */
export function stillLife(
  c: Chooser,
  p: Palette,
  shape: SilhouetteName,
  width: number,
  height: number,
) {
  const x = width / 2;
  const floor = Math.round(height * 0.78);
  const arch = Math.round(height * 0.3);
  return [
    rect(0, 0, width, height, p.wall),
    c.pick([
      `<path d="M${x - arch} ${floor}V${floor - arch * 1.4}a${arch} ${arch} 0 0 1 ${arch * 2} 0V${floor}z" fill="${p.floor}" opacity=".55"/>`,
      `<circle cx="${x}" cy="${floor - arch * 1.2}" r="${arch * 1.2}" fill="${p.floor}" opacity=".45"/>`,
    ]),
    rect(0, floor, width, height - floor, p.floor),
    rect(x - arch * 1.1, floor - 20, arch * 2.2, 30, p.joinery),
    `<ellipse cx="${x}" cy="${floor - 22}" rx="${arch}" ry="8" fill="#000000" opacity=".15"/>`,
    fixture(shape, colourFor(shape, c), 'p', x, floor - 22 - arch * 0.8, arch * 1.6),
  ].join('');
}
