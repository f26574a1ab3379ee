import * as v from 'valibot';
import { MARKETS } from '@specify/contracts';
import { CHROME_SECTION_SCHEMAS, CONTENT_LIMITS, contentSlugSchema } from './document';
import { PAGE_SECTION_SCHEMAS } from './page-sections';

/**
 * The whole content model, as the platform checks a document before it stores it (and the seed
 * before it publishes): every section, the chrome's and the pages', by its `type`.
 */
export const SECTION_SCHEMAS = { ...CHROME_SECTION_SCHEMAS, ...PAGE_SECTION_SCHEMAS } as const;
export type SectionType = keyof typeof SECTION_SCHEMAS;
export type ContentSection = v.InferOutput<(typeof SECTION_SCHEMAS)[SectionType]>;

export const contentSectionSchema = v.variant('type', Object.values(SECTION_SCHEMAS));

/** What an editor (or the seed) writes: the version and dates are the store's. */
export const contentDocumentInputSchema = v.strictObject({
  market: v.picklist(MARKETS),
  slug: contentSlugSchema,
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(CONTENT_LIMITS.label)),
  sections: v.pipe(
    v.array(contentSectionSchema),
    v.maxLength(CONTENT_LIMITS.sections, `at most ${CONTENT_LIMITS.sections} sections`),
  ),
});
export type ContentDocumentInput = v.InferOutput<typeof contentDocumentInputSchema>;
