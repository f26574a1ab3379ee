import { colourHex } from './linked-files';

/**
 * How a colour reads as a surface: polished metal throws hard reflections, brushed metal soft
 * ones, a matte finish none, and gloss ceramic a bright sheen. A picture draws a variant's colour
 * as its finish, so chrome and white china do not look like two flat greys.
 */
export type FinishKind = 'polished' | 'brushed' | 'matte' | 'gloss';

const KIND_BY_COLOUR: Record<string, FinishKind> = {
  Chrome: 'polished',
  'Stainless Steel': 'brushed',
  'Brushed Nickel': 'brushed',
  'Brushed Gold': 'brushed',
  'Brushed Bronze': 'brushed',
  'Urban Brass': 'brushed',
  Gunmetal: 'brushed',
  'Matte Black': 'matte',
  'Matte White': 'matte',
  'Concrete Grey': 'matte',
  White: 'gloss',
  Ivory: 'gloss',
};

export function finishKindOf(colour: string | undefined): FinishKind {
  return (colour && KIND_BY_COLOUR[colour]) || 'brushed';
}

/** `hex` moved `amount` (0–1) of the way to `target`. */
export function mix(hex: string, target: string, amount: number): string {
  const channel = (value: string, at: number) => parseInt(value.slice(at, at + 2), 16);
  const out = [1, 3, 5].map((at) =>
    Math.round(channel(hex, at) + (channel(target, at) - channel(hex, at)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${out.join('')}`;
}

const dark = (hex: string, amount: number) => mix(hex, '#000000', amount);
const light = (hex: string, amount: number) => mix(hex, '#ffffff', amount);

export interface Finish {
  kind: FinishKind;
  /** `<defs>` content: the gradient (and a brushed grain) under the ids this finish names. */
  defs: string;
  /** What a finished part is filled with. */
  fill: string;
  /** A second fill over the parts (brushed grain), or undefined. */
  overlay: string | undefined;
  /** The outline colour. */
  stroke: string;
}

function stops(list: [number, string][]): string {
  return list.map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`).join('');
}

/** A colour's finish, its defs named `${id}` (and `${id}g` for the grain). */
export function finish(colour: string | undefined, id = 'f'): Finish {
  const hex = colourHex(colour);
  const kind = finishKindOf(colour);
  const stroke = mix(hex, '#1d2731', 0.65);
  const gradient = (attributes: string, list: [number, string][]) =>
    `<linearGradient id="${id}" ${attributes}>${stops(list)}</linearGradient>`;
  switch (kind) {
    case 'polished':
      return {
        kind,
        stroke,
        fill: `url(#${id})`,
        overlay: undefined,
        defs: gradient('x2="1"', [
          [0, dark(hex, 0.45)],
          [0.22, light(hex, 0.85)],
          [0.42, hex],
          [0.58, dark(hex, 0.3)],
          [0.78, light(hex, 0.6)],
          [1, dark(hex, 0.35)],
        ]),
      };
    case 'brushed':
      return {
        kind,
        stroke,
        fill: `url(#${id})`,
        overlay: `url(#${id}g)`,
        defs:
          gradient('x2="1"', [
            [0, dark(hex, 0.22)],
            [0.45, light(hex, 0.3)],
            [1, dark(hex, 0.18)],
          ]) +
          `<pattern id="${id}g" width="4" height="1.5" patternUnits="userSpaceOnUse"><path d="M0 .5h4" stroke="#ffffff" stroke-opacity=".1" stroke-width=".5"/></pattern>`,
      };
    case 'matte':
      return { kind, stroke, fill: hex, overlay: undefined, defs: '' };
    case 'gloss':
      return {
        kind,
        stroke: mix(hex, '#5b6670', 0.7),
        fill: `url(#${id})`,
        overlay: undefined,
        defs: gradient('x2=".7" y2="1"', [
          [0, '#ffffff'],
          [0.3, hex],
          [0.75, mix(hex, '#9aa3ab', 0.35)],
          [1, mix(hex, '#6f7a84', 0.45)],
        ]),
      };
  }
}
