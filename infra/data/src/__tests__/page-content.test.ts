import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { matchRoute } from '@specify/contracts';
import { contentDocumentInputSchema } from '@specify/contracts/content/model';
import { contentFiles, generatePageContent, writeContentAssets } from '../index';

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
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
