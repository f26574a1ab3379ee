import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRODUCT_FAMILIES, SECTORS } from '@specify/contracts';
import { BRANDS } from '@specify/contracts/catalogue/taxonomy';
import type { PageSection } from '@specify/contracts/content/page-sections';
import { generatePageContent } from '../../index';
import { RANGES } from '../../ranges';
import { contentFiles, contentSvg } from '../content-assets';

const documents = generatePageContent().filter((document) => document.market === 'au');
const nameOf = (src: string) => (src.split('/').pop() ?? '').replace(/\.svg$/, '');

/** The picture at the top of a page (its banner's first slide). */
function heroOf(slug: string): string {
  const document = documents.find((d) => d.slug === slug);
  const banner = document?.sections[0] as Extract<PageSection, { type: 'banner' }> | undefined;
  const src = banner?.slides[0]?.image.src;
  if (!src) throw new Error(`${slug} has no hero`);
  return contentSvg(nameOf(src));
}

/** The drawing without its colours, so a change of palette alone does not count. */
const shapeOf = (svg: string) =>
  svg.replace(/<defs>.*?<\/defs>/g, '').replace(/(fill|stroke|stop-color)="[^"]*"/g, '');

describe('heroes', () => {
  it('differ in drawing, not only in colour, between the page kinds', () => {
    const kinds = [
      'home',
      'our-story',
      'experience-centres',
      'landing/brands/methven',
      'landing/sectors/offices',
      'landing/collection/luna',
    ];
    expect(new Set(kinds.map((slug) => shapeOf(heroOf(slug)))).size).toBe(kinds.length);
  });

  const pages: [string, string[]][] = [
    [
      'brand',
      BRANDS.map((b) => (b.slug === 'livewell' ? 'landing/livewell' : `landing/brands/${b.slug}`)),
    ],
    ['sector', Object.values(SECTORS).map((slug) => `landing/sectors/${slug}`)],
    ['collection', RANGES.map((range) => `landing/collection/${range.id}`)],
  ];
  it.each(pages)('are one per %s', (_, slugs) => {
    const present = slugs.filter((slug) => documents.some((d) => d.slug === slug));
    expect(present.length).toBeGreaterThanOrEqual(3);
    expect(new Set(present.map(heroOf)).size).toBe(present.length);
  });

  it('are 16:9 pictures without words', () => {
    for (const slug of ['home', 'landing/brands/kinnear', 'landing/collection/contura']) {
      const hero = heroOf(slug);
      expect(hero).toContain('viewBox="0 0 1600 900"');
      expect(hero).not.toContain('<text');
    }
  });
});

describe('tiles', () => {
  const tiles = PRODUCT_FAMILIES.map((family) => contentSvg(`tile-${family}`));

  it("draw each family's own product", () => {
    expect(new Set(tiles.map(shapeOf)).size).toBe(PRODUCT_FAMILIES.length);
    // The bath's rim and the valve's handwheel, as the product pictures draw them.
    expect(contentSvg('tile-baths')).toContain('M20 62 h160');
    expect(contentSvg('tile-spare-parts-valves')).toContain('M64 30 q36 -12 72 0');
  });

  it("show a range's own product, as the card's words say ('Contura II toilet suite')", () => {
    // The toilet suite's cistern, the basin mixer's lever, the wall mixer's dial.
    expect(contentSvg('range-contura')).toContain('M62 20 h76 v40 h-76 z');
    expect(contentSvg('range-luna')).toContain('M104 46 l22 -26');
    expect(contentSvg('range-urbane')).toContain('M100 70 l18 -18');
    expect(heroOf('landing/collection/contura')).toContain('M62 20 h76 v40 h-76 z');
  });

  it("differ on a brand page's row of cards", () => {
    const cards = (documents.find((d) => d.slug === 'landing/brands/kinnear')?.sections ?? [])
      .filter((s): s is Extract<PageSection, { type: 'columns' }> => s.type === 'columns')
      .flatMap((s) => s.cards.map((card) => contentSvg(nameOf(card.image?.src ?? ''))));
    expect(cards.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cards.map(shapeOf)).size).toBe(cards.length);
  });
});

describe('editorial pictures', () => {
  const names = contentFiles(generatePageContent())
    .filter((url) => url.endsWith('.svg'))
    .map(nameOf);

  it('are each their own picture', () => {
    expect(names.length).toBeGreaterThan(40);
    expect(new Set(names.map(contentSvg)).size).toBe(names.length);
  });

  it('stay within the image budgets of tooling/budgets.json', async () => {
    const { images } = JSON.parse(
      await readFile(join(__dirname, '../../../../../tooling/budgets.json'), 'utf8'),
    ) as { images: Record<string, number> };
    for (const name of names) {
      const budget = /^(tile|range|release)-/.test(name)
        ? images.tileKB
        : /^(logo|icon)-/.test(name)
          ? images.badgeKB
          : images.heroKB;
      const size = Buffer.byteLength(contentSvg(name));
      expect([name, size <= (budget ?? 0) * 1024]).toEqual([name, true]);
    }
  });

  it('are the same on every run', () => {
    let again: string[] = [];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../content-assets') as { contentSvg: typeof contentSvg };
      again = names.map(fresh.contentSvg);
    });
    expect(again).toEqual(names.map(contentSvg));
  });
});
