import type { LinkedFile } from './linked-files';
import { colourHex } from './linked-files';
import { silhouetteSvg } from './silhouettes';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(x: number, y: number, size: number, content: string, fill = '#1d2731'): string {
  return `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" fill="${fill}" text-anchor="middle">${escape(content)}</text>`;
}

function svg(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>\n`;
}

/** A product image: thumbnail 200 px, original 1200 px, the product's silhouette in its finish. */
export function productImage(file: LinkedFile): string {
  const size = file.url.includes('/original/') ? 1200 : 200;
  const unit = size / 200;
  const colour = file.variant.attributes.colour ?? '';
  const name = file.product.name['en-AU'];
  const technical = file.entry === 'technical-image';
  const fill = colourHex(colour);
  const body = [
    `<rect width="${size}" height="${size}" fill="#f4f5f6"/>`,
    silhouetteSvg(file.product, fill, unit),
    text(100 * unit, 142 * unit, 11 * unit, name.length > 30 ? `${name.slice(0, 29)}…` : name),
    text(100 * unit, 160 * unit, 10 * unit, technical ? 'Technical image' : colour, '#5b6670'),
    text(100 * unit, 178 * unit, 9 * unit, file.variant.sku, '#8a949c'),
  ];
  return svg(size, body.join(''));
}

/** A line diagram: outline and dimension lines labelled with the variant's measures in mm. */
export function lineDiagram(file: LinkedFile): string {
  const { measures } = file.variant.attributes;
  const body = [
    `<rect width="600" height="600" fill="#ffffff"/>`,
    `<rect x="150" y="120" width="300" height="300" fill="none" stroke="#1d2731" stroke-width="2"/>`,
    `<line x1="150" y1="460" x2="450" y2="460" stroke="#1d2731" marker-end="url(#a)"/>`,
    `<line x1="110" y1="120" x2="110" y2="420" stroke="#1d2731"/>`,
    text(300, 490, 18, `${measures['overall-width'] ?? '-'} mm`),
    text(70, 275, 18, `${measures['overall-height'] ?? '-'} mm`),
    text(300, 60, 20, file.product.name['en-AU']),
    text(300, 560, 14, `Line diagram — ${file.variant.attributes['product-code']}`, '#5b6670'),
  ];
  return svg(600, body.join(''));
}

export function swatch(file: LinkedFile): string {
  const colour = file.variant.attributes.colour ?? '';
  return svg(
    64,
    `<circle cx="32" cy="32" r="30" fill="${colourHex(colour)}" stroke="#8a949c"/><title>${escape(colour)}</title>`,
  );
}
