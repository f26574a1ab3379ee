import { finish } from './finishes';
import type { LinkedFile } from './linked-files';
import { drawSilhouette, silhouetteExtent, silhouetteOf } from './silhouettes';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>\n`;
}

/** Which of a variant's pictures a file is: 1 the whole product, 2 a close view, 3 in place. */
function viewOf(url: string): number {
  return Number(/-(\d+)\.svg$/.exec(url)?.[1] ?? 1);
}

const BACKDROPS = [
  ['#f6f7f8', '#e4e7ea'],
  ['#f6f7f8', '#e4e7ea'],
  ['#f3f1ee', '#e2ddd5'],
] as const;

/**
 * A product picture: thumbnail 200 px, original 1200 px (the same drawing), the product's shape
 * in its finish on a studio backdrop. No words: the page's alt text names the product, and a name
 * drawn into the picture is cut off in a card. A technical image is the outline on squared paper.
 */
export function productImage(file: LinkedFile): string {
  const size = file.url.includes('/original/') ? 1200 : 200;
  const shape = silhouetteOf(file.product);
  if (file.entry === 'technical-image') {
    const grid = `<defs><pattern id="g" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M10 0H0V10" fill="none" stroke="#c9d6e2" stroke-width=".5"/></pattern></defs>`;
    const drawing = drawSilhouette(
      shape,
      { fill: 'none', stroke: '#24527a', width: 1 },
      100,
      100,
      150,
    );
    return svg(
      size,
      size,
      '0 0 200 200',
      `${grid}<rect width="200" height="200" fill="#f7fafc"/><rect width="200" height="200" fill="url(#g)"/>${drawing}`,
    );
  }
  const view = viewOf(file.url);
  const [top, bottom] = BACKDROPS[(view - 1) % BACKDROPS.length] ?? BACKDROPS[0];
  const paint = finish(file.variant.attributes.colour);
  const { h } = silhouetteExtent(shape, 140);
  const floor = Math.round(96 + h / 2);
  const body = [
    `<defs><linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${paint.defs}</defs>`,
    `<rect width="200" height="200" fill="url(#b)"/>`,
    view === 3 ? `<rect y="${floor}" width="200" height="${200 - floor}" fill="#d6d0c6"/>` : '',
    `<ellipse cx="100" cy="${floor}" rx="62" ry="6" fill="#1d2731" opacity=".12"/>`,
    drawSilhouette(shape, paint, 100, 96, 140),
  ];
  // The second picture is a close view of the product's upper half.
  const viewBox = view === 2 ? `30 ${Math.round(96 - h / 2 - 8)} 140 140` : '0 0 200 200';
  return svg(size, size, viewBox, body.join(''));
}

const INK = '#1d2731';
const ARROW = `<marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="9" markerHeight="9" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path d="M0 2L10 5L0 8z" fill="${INK}"/></marker>`;

function label(x: number, y: number, content: string, rotate = false): string {
  const turn = rotate ? ` transform="rotate(-90 ${x} ${y})"` : '';
  return `<text x="${x}" y="${y}"${turn} font-family="Helvetica, Arial, sans-serif" font-size="13" fill="${INK}" text-anchor="middle">${escape(content)}</text>`;
}

/** A dimension: extension lines from the part, a line with arrows both ends, the measure in mm. */
function dimension(
  from: [number, number],
  to: [number, number],
  offset: number,
  vertical: boolean,
  mm: number | undefined,
): string {
  const r = (value: number) => Math.round(value);
  const [x1, y1] = from;
  const [x2, y2] = to;
  const text = mm === undefined ? '–' : `${mm}`;
  if (vertical) {
    const x = r(x1 - offset);
    return `<path d="M${r(x1 - 4)} ${r(y1)}H${x - 6}M${r(x2 - 4)} ${r(y2)}H${x - 6}" stroke="${INK}" stroke-width=".5"/><line x1="${x}" y1="${r(y1)}" x2="${x}" y2="${r(y2)}" stroke="${INK}" stroke-width=".75" marker-start="url(#a)" marker-end="url(#a)"/>${label(x - 6, r((y1 + y2) / 2), text, true)}`;
  }
  const y = r(y1 + offset);
  return `<path d="M${r(x1)} ${r(y1 + 4)}V${y + 6}M${r(x2)} ${r(y2 + 4)}V${y + 6}" stroke="${INK}" stroke-width=".5"/><line x1="${r(x1)}" y1="${y}" x2="${r(x2)}" y2="${y}" stroke="${INK}" stroke-width=".75" marker-start="url(#a)" marker-end="url(#a)"/>${label(r((x1 + x2) / 2), y - 6, text)}`;
}

/**
 * A line diagram as a technical drawing: the front elevation in thin outline with its centre
 * line, a side elevation of the depth, dimension lines in mm, and a title block with the code.
 */
export function lineDiagram(file: LinkedFile): string {
  const { measures } = file.variant.attributes;
  const width = measures['overall-width'];
  const height = measures['overall-height'];
  const depth = measures['overall-depth'];
  const shape = silhouetteOf(file.product);
  const cx = 230;
  const cy = 250;
  const { w, h } = silhouetteExtent(shape, 260);
  const [left, right, top, bottom] = [cx - w / 2, cx + w / 2, cy - h / 2, cy + h / 2];
  // The side view at the front view's scale (mm per unit from the width), kept readable.
  const perMm = width ? w / width : 1;
  const d = Math.min(130, Math.max(24, (depth ?? 0) * perMm || 60));
  const sx = 480 - d / 2;
  const r = (value: number) => Math.round(value);
  const body = [
    `<defs>${ARROW}</defs><rect width="600" height="600" fill="#ffffff"/>`,
    `<rect x="12" y="12" width="576" height="576" fill="none" stroke="${INK}" stroke-width="1"/>`,
    drawSilhouette(shape, { fill: 'none', stroke: INK, width: 1.1 }, cx, cy, 260),
    `<path d="M${cx} ${r(top - 24)}V${r(bottom + 24)}" stroke="${INK}" stroke-width=".5" stroke-dasharray="14 3 2 3"/>`,
    `<rect x="${r(sx)}" y="${r(top)}" width="${r(d)}" height="${r(h)}" rx="4" fill="none" stroke="${INK}" stroke-width="1.1"/>`,
    dimension([left, bottom], [right, bottom], 36, false, width),
    dimension([left, top], [left, bottom], 30, true, height),
    dimension([sx, bottom], [sx + d, bottom], 36, false, depth),
    `<path d="M360 520H588M360 520V588M360 552H588M480 552V588" fill="none" stroke="${INK}" stroke-width=".75"/>`,
    label(474, 541, file.variant.attributes['product-code'] ?? file.variant.sku),
    label(420, 574, 'mm'),
    label(534, 574, 'FRONT · SIDE'),
  ];
  return svg(600, 600, '0 0 600 600', body.join(''));
}

/** A colour swatch: a disc in the finish (chrome shines, matte is flat), named in its title. */
export function swatch(file: LinkedFile): string {
  const colour = file.variant.attributes.colour ?? '';
  const paint = finish(colour);
  const overlay = paint.overlay ? `<circle cx="32" cy="32" r="30" fill="${paint.overlay}"/>` : '';
  return svg(
    64,
    64,
    '0 0 64 64',
    `<title>${escape(colour)}</title><defs>${paint.defs}</defs><circle cx="32" cy="32" r="30" fill="${paint.fill}" stroke="#8a949c"/>${overlay}`,
  );
}
