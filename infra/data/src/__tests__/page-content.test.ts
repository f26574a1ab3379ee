import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { MARKETS, SECTORS, matchRoute, type Market } from '@specify/contracts';
import { BRANDS } from '@specify/contracts/catalogue/taxonomy';
import { contentDocumentInputSchema } from '@specify/contracts/content/model';
import type { PageSection } from '@specify/contracts/content/page-sections';
import { SOLUTION_FILTERS } from '@specify/contracts/search/facets';
import { contentFiles, generatePageContent, writeContentAssets } from '../index';
import { contentSvg } from '../assets/content-assets';

describe('the seeded pages', () => {
  const documents = generatePageContent();

  it('pass the content model, for both markets', () => {
    for (const document of documents) {
      const parsed = v.safeParse(contentDocumentInputSchema, document);
      expect([document.slug, parsed.issues?.[0]?.message]).toEqual([document.slug, undefined]);
    }
    expect(new Set(documents.map((document) => document.market))).toEqual(new Set(['au', 'nz']));
  });

  it('give every content route of the route table a document', () => {
    // Landing documents belong to catalogue listings (mf-content's parcel), not to routes.
    const slugs = new Set(
      documents
        .filter((d) => d.market === 'nz' && !d.slug.startsWith('landing/'))
        .map((d) => d.slug),
    );
    for (const slug of slugs) {
      const path = slug === 'home' ? '/nz' : `/nz/${slug}`;
      expect([slug, matchRoute(path)?.owner]).toEqual([slug, 'mf-content']);
    }
    for (const needed of ['home', 'our-story', 'warranty', 'about-us/contact-us', 'privacy-policy'])
      expect(slugs.has(needed)).toBe(true);
    // Landing content for every brand page.
    for (const brand of ['landing/brands/kinnear', 'landing/brands/dorf', 'landing/livewell'])
      expect(documents.some((d) => d.market === 'au' && d.slug === brand)).toBe(true);
  });

  it('write case study summaries with the right article ("an education project")', () => {
    const list = documents.find((d) => d.market === 'au' && d.slug === 'case-studies');
    const summaries = (list?.sections ?? []).flatMap((section) =>
      section.type === 'case-studies' ? section.items.map((item) => item.summary) : [],
    );
    expect(summaries).toContain(
      'How an education project specified durable, compliant fixtures on a tight programme.',
    );
    expect(summaries.some((summary) => summary.startsWith('How an aged care project'))).toBe(true);
    for (const summary of summaries) expect(summary).not.toMatch(/\ba [aeiou]/i);
  });

  it('link pictures, papers and a spreadsheet that the writer draws', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'));
    try {
      const files = contentFiles(documents);
      expect(files.some((file) => file.endsWith('.xlsx'))).toBe(true);
      expect(await writeContentAssets(documents, dir)).toBe(files.length);
      const hero = await readFile(join(dir, 'content/hero-bathroom.svg'), 'utf8');
      expect(hero).toMatch(/^<svg /);
      const paper = await readFile(join(dir, 'content/papers/lead-free-brass.pdf'));
      expect(paper.subarray(0, 5).toString()).toBe('%PDF-');
      const sheet = await readFile(join(dir, 'content/warranty-periods.xlsx'));
      expect(sheet.subarray(0, 2).toString()).toBe('PK');
      // A second run finds everything in place.
      expect(await writeContentAssets(documents, dir)).toBe(0);

      // A folder an older generation of the drawings made gets its pictures redrawn, not kept.
      await writeFile(join(dir, 'content/hero-bathroom.svg'), '<svg>old</svg>');
      await rm(join(dir, 'content/.drawings'));
      const pictures = files.filter((file) => file.endsWith('.svg')).length;
      expect(await writeContentAssets(documents, dir)).toBe(pictures);
      expect(await readFile(join(dir, 'content/hero-bathroom.svg'), 'utf8')).toBe(hero);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the landing documents (the landing parcel above a listing)', () => {
  const documents = generatePageContent();
  const landings = documents.filter((document) => document.slug.startsWith('landing/'));
  const slugsOf = (market: Market) =>
    new Set(landings.filter((d) => d.market === market).map((d) => d.slug));

  it('each open with a hero, then a description, a row of three cards and a related-products slider', () => {
    expect(landings.length).toBeGreaterThan(0);
    for (const document of landings) {
      const types = document.sections.map((section) => section.type);
      expect([document.slug, types]).toEqual([
        document.slug,
        ['banner', 'heading-description', 'columns', 'product-slider'],
      ]);
      const cards = document.sections.find(
        (section): section is Extract<PageSection, { type: 'columns' }> =>
          section.type === 'columns',
      );
      expect([document.slug, cards?.cards.length]).toEqual([document.slug, 3]);
      for (const card of cards?.cards ?? [])
        expect(matchRoute(card.href ?? '')?.owner).toBe('mf-catalogue');
    }
  });

  it("name the page once (the listing's h1): the hero carries no heading", () => {
    for (const document of landings) {
      const hero = document.sections[0] as Extract<PageSection, { type: 'banner' }>;
      expect([document.slug, hero.slides.map((slide) => slide.heading)]).toEqual([
        document.slug,
        [undefined],
      ]);
    }
  });

  it("relate a brand page to the brand's products and a collection page to its range's", () => {
    const related = (slug: string) =>
      landings
        .find((document) => document.market === 'au' && document.slug === slug)
        ?.sections.find(
          (section): section is Extract<PageSection, { type: 'product-slider' }> =>
            section.type === 'product-slider',
        )?.query;
    expect(related('landing/brands/kinnear')).toEqual({ brand: 'kinnear' });
    expect(related('landing/livewell')).toEqual({ brand: 'livewell' });
    expect(related('landing/collection/luna')).toEqual({ range: 'luna' });
  });

  it('exist for every brand and sector, and every solution page its market offers', () => {
    for (const market of MARKETS) {
      const slugs = slugsOf(market);
      for (const brand of BRANDS)
        expect(slugs).toContain(
          brand.slug === 'livewell' ? 'landing/livewell' : `landing/brands/${brand.slug}`,
        );
      for (const sector of Object.values(SECTORS))
        expect(slugs).toContain(`landing/sectors/${sector}`);
    }
    // Each standard only where it applies; the rest in both markets.
    const au = slugsOf('au');
    const nz = slugsOf('nz');
    for (const solution of Object.keys(SOLUTION_FILTERS)) {
      const slug = `landing/solutions/${solution}`;
      expect([solution, au.has(slug) || nz.has(slug)]).toEqual([solution, true]);
      if (solution.startsWith('as14281')) expect(nz.has(slug)).toBe(false);
      else if (solution.startsWith('nz4121')) expect(au.has(slug)).toBe(false);
      else expect([au.has(slug), nz.has(slug)]).toEqual([true, true]);
    }
  });
});

describe('the Experience Centres page', () => {
  const centresOf = (market: Market) => {
    const document = generatePageContent().find(
      (d) => d.market === market && d.slug === 'experience-centres',
    );
    const sections = document?.sections ?? [];
    const info = sections.find(
      (section): section is Extract<PageSection, { type: 'info' }> => section.type === 'info',
    );
    return { sections, info };
  };

  it('opens with a hero image and its heading, then the description with its calls to action', () => {
    const { sections } = centresOf('au');
    const [hero, description] = sections;
    expect(hero).toMatchObject({
      type: 'banner',
      slides: [{ heading: 'Experience Centres', image: { src: expect.stringMatching(/\.svg$/) } }],
    });
    expect(description).toMatchObject({ type: 'image-text', ctas: expect.any(Array) });
    expect(sections.map((section) => section.type)).toEqual([
      'banner',
      'image-text',
      'banner',
      'info',
    ]);
  });

  it('lists one centre per state and territory in au, one per island in nz, each with directions', () => {
    expect(centresOf('au').info?.items.map((item) => item.title)).toEqual([
      'Australian Capital Territory',
      'New South Wales',
      'Northern Territory',
      'Queensland',
      'South Australia',
      'Tasmania',
      'Victoria',
      'Western Australia',
    ]);
    expect(centresOf('nz').info?.items.map((item) => item.title)).toEqual([
      'North Island',
      'South Island',
    ]);
    for (const market of MARKETS)
      for (const item of centresOf(market).info?.items ?? []) {
        expect(item.content).toMatch(/Experience Centre\*\*\n\n.+\n\nMonday to Friday/);
        expect(item.link?.href).toMatch(/^https:\/\/maps\.example\.com\/\?q=/);
      }
  });
});

describe('content badges', () => {
  it('fit a long label inside the badge and keep a short one at full size', () => {
    const sizeOf = (name: string) => Number(/font-size="(\d+)"/.exec(contentSvg(name))?.[1]);
    expect(sizeOf('icon-nsw')).toBe(22);
    expect(sizeOf('logo-kinnear')).toBe(22);
    // About 0.7 em per capital: 'NORTH ISLAND' must end before the badge's 240 px edge.
    expect(90 + 'NORTH ISLAND'.length * 0.7 * sizeOf('icon-north-island')).toBeLessThan(240);
  });
});
