import * as v from 'valibot';
import { MARKETS } from '@specify/contracts';
import { contentDocumentInputSchema } from '@specify/contracts/content/model';
import { UNKNOWN_SECTION, cmsDocument, fixtureDocuments } from '../content-handlers';

// The fake CMS serves hand-written documents; the platform stores only documents that pass the
// contracts' content model (cms/store.ts validateContentDocument). Every fixture page must pass it
// too, or the screens would be tested on content the platform could never serve; the one section
// of a type to come (UNKNOWN_SECTION) is there on purpose.

describe('the fixture CMS documents', () => {
  for (const market of MARKETS) {
    for (const [slug, sections] of Object.entries(fixtureDocuments(market))) {
      it(`${market}/${slug} is a document the platform would store`, () => {
        const {
          market: documentMarket,
          slug: documentSlug,
          title,
        } = cmsDocument(market, slug, sections);
        const parsed = v.safeParse(contentDocumentInputSchema, {
          market: documentMarket,
          slug: documentSlug,
          title,
          sections: sections.filter((section) => section !== UNKNOWN_SECTION),
        });
        expect(parsed.success ? [] : parsed.issues.map((issue) => issue.message)).toEqual([]);
      });
    }
  }
});
