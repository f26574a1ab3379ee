import { generateCatalogue } from '../generate';
import { silhouetteOf } from '../assets/silhouettes';
import { lineDiagram, productImage, swatch } from '../assets/svg';
import { linkedFiles, type LinkedFile } from '../assets/linked-files';
import { finish, finishKindOf } from '../assets/finishes';

const catalogue = generateCatalogue({});
const files = linkedFiles(catalogue);

/** The drawing without its colours: what is left when two finishes are set aside. */
const shapeOf = (svg: string) =>
  svg.replace(/<defs>.*?<\/defs>/g, '').replace(/(fill|stroke|stop-color)="[^"]*"/g, '');

function fileIn(slug: string, kind: LinkedFile['kind'] = 'image'): LinkedFile {
  const file = files.find(
    (entry) =>
      entry.kind === kind &&
      !entry.entry &&
      !entry.url.includes('/original/') &&
      entry.product.categories.at(-1)?.slug === slug,
  );
  if (!file) throw new Error(`no ${kind} in ${slug}`);
  return file;
}

function pictureIn(colour: string): LinkedFile {
  const file = files.find(
    (entry) =>
      entry.kind === 'image' &&
      !entry.entry &&
      entry.url.endsWith('-1.svg') &&
      entry.variant.attributes.colour === colour,
  );
  if (!file) throw new Error(`no ${colour} image`);
  return file;
}

/** One category per kind of product the issue names, and the drawing each gets. */
const KINDS = [
  ['basin-mixers', 'basinMixer'],
  ['outlets-spouts', 'spout'],
  ['toilet-suites', 'toiletSuite'],
  ['wall-mounted', 'basin'],
  ['baths-l2', 'bath'],
  ['shower-systems', 'showerHead'],
  ['towel-accessories', 'rail'],
  ['sinks', 'sink'],
  ['tubs', 'tub'],
  ['valves', 'part'],
] as const;

describe('product pictures', () => {
  it.each([...KINDS, ['toilet-roll-accessories', 'rail'] as const])(
    'a %s product is drawn as a %s',
    (slug, silhouette) => {
      expect(silhouetteOf(fileIn(slug).product)).toBe(silhouette);
    },
  );

  it('draw each kind of product differently (basin, toilet, bath, shower, mixer, spout, rail, sink, tub, valve)', () => {
    const shapes = KINDS.map(([slug]) => shapeOf(productImage(fileIn(slug))));
    expect(new Set(shapes).size).toBe(KINDS.length);
  });

  it('carry no words: no text, not the name, colour or sku', () => {
    const images = files.filter((file) => file.kind === 'image');
    expect(images.length).toBeGreaterThan(1000);
    for (const file of images) {
      const svg = productImage(file);
      expect([file.url, /<text|<title/.test(svg)]).toEqual([file.url, false]);
      expect(svg).not.toContain(file.variant.sku);
      expect(svg).not.toContain(file.product.name['en-AU']);
    }
  });

  it("draw the product in its colour's finish: polished metal, brushed metal, matte, gloss china", () => {
    expect(['Chrome', 'Brushed Gold', 'Matte Black', 'White'].map(finishKindOf)).toEqual([
      'polished',
      'brushed',
      'matte',
      'gloss',
    ]);
    const chrome = productImage(pictureIn('Chrome'));
    expect(chrome).toContain(finish('Chrome').defs);
    expect(chrome.match(/<stop /g)?.length).toBeGreaterThanOrEqual(5 + 2);
    const brushed = productImage(pictureIn('Brushed Gold'));
    expect(brushed).toContain('<pattern id="fg"');
    expect(brushed).toContain('fill="url(#fg)"');
    const matte = productImage(pictureIn('Matte Black'));
    expect(matte).not.toContain('id="f"');
    expect(matte).toContain('fill="#222222"');
    const gloss = productImage(pictureIn('White'));
    expect(gloss).toMatch(/<linearGradient id="f"[^>]*><stop offset="0" stop-color="#ffffff"/);
  });

  it('draw a technical image as an outline on squared paper', () => {
    const technical = files.find((file) => file.entry === 'technical-image');
    const svg = productImage(technical!);
    expect(svg).toContain('<pattern id="g"');
    expect(svg).toMatch(/<g fill="none" stroke="#24527a"/);
    expect(svg).not.toContain('<text');
  });

  it('show a close view in the second picture', () => {
    const file = files.find((entry) => entry.kind === 'image' && entry.url.endsWith('-2.svg'));
    const first = { ...file!, url: file!.url.replace(/-2\.svg$/, '-1.svg') };
    expect(productImage(first)).toContain('viewBox="0 0 200 200"');
    expect(productImage(file!)).toMatch(/viewBox="30 -?\d+ 140 140"/);
  });
});

describe('line diagrams', () => {
  const file = fileIn('basin-mixers', 'diagram');
  const svg = lineDiagram(file);
  const { measures } = file.variant.attributes;

  it('are technical drawings: thin unfilled outlines, a centre line, arrowed dimension lines', () => {
    expect(svg).toMatch(/<g fill="none" stroke="#1d2731" stroke-width="[\d.]+"/);
    expect(svg).toContain('stroke-dasharray="14 3 2 3"');
    expect(svg).toContain('orient="auto-start-reverse"');
    expect(svg.match(/marker-start="url\(#a\)" marker-end="url\(#a\)"/g)).toHaveLength(3);
    for (const [, width] of svg.matchAll(/stroke-width="([\d.]+)"/g))
      expect(Number(width)).toBeLessThanOrEqual(1.5);
    expect(svg).not.toMatch(/url\(#f\)/);
  });

  it('give the width, height and depth in mm and the product code in the title block', () => {
    for (const key of ['overall-width', 'overall-height', 'overall-depth'] as const)
      expect(svg).toContain(`>${measures[key]}</text>`);
    expect(svg).toContain('>mm</text>');
    expect(svg).toContain(`>${file.variant.attributes['product-code']}</text>`);
  });

  it("draw each kind of product's own elevation", () => {
    const shapes = KINDS.map(([slug]) =>
      shapeOf(lineDiagram(fileIn(slug, 'diagram'))).replace(/<text.*?<\/text>/g, ''),
    );
    expect(new Set(shapes.map((s) => /<g transform=.*?<\/g><\/g>/.exec(s)?.[0])).size).toBe(
      KINDS.length,
    );
  });
});

describe('swatches', () => {
  it('show the finish, not only the colour', () => {
    const of = (colour: string) => swatch(pictureIn(colour));
    expect(of('Chrome')).toContain('fill="url(#f)"');
    expect(of('Brushed Nickel')).toContain('fill="url(#fg)"');
    expect(of('Matte Black')).toContain('fill="#222222"');
    expect(of('Chrome')).toContain('<title>Chrome</title>');
  });
});
