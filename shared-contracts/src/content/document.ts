import * as v from 'valibot';
import { MARKETS, type Market } from '@specify/contracts';

/**
 * The CMS content model (architecture "CMS"): a document per market and slug is a list of typed
 * sections. The platform validates every document with these schemas when it is written, so a
 * front end never receives one that is half valid; each reader parses the sections it renders
 * again on arrival. Here: the envelope and the chrome's sections (`navigation`, `footer`); the
 * pages' sections are in `./page-sections`, the write-side model of both in `./model`.
 */

export const CONTENT_LIMITS = {
  slug: 200,
  label: 80,
  href: 500,
  text: 2000,
  sections: 100,
  /** Links in one group, groups in one item, items in one menu, columns in a footer. */
  list: 60,
} as const;

/** `home`, `about-us/our-story`: lowercase words joined by dashes, segments by slashes. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const contentSlugSchema = v.pipe(
  v.string(),
  v.maxLength(CONTENT_LIMITS.slug, `a slug is at most ${CONTENT_LIMITS.slug} characters`),
  v.regex(CONTENT_SLUG_PATTERN, 'a slug is lowercase words joined by dashes and slashes'),
);

const label = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a label is required'),
  v.maxLength(CONTENT_LIMITS.label, `a label is at most ${CONTENT_LIMITS.label} characters`),
);

/**
 * A link target: a path on this site (`/au/products/tapware/`, never `//host`) or an https URL.
 * `javascript:` and other schemes are refused at write, so no document can carry a script link.
 */
export const contentHrefSchema = v.pipe(
  v.string(),
  v.maxLength(CONTENT_LIMITS.href, `a link is at most ${CONTENT_LIMITS.href} characters`),
  v.regex(/^(\/(?!\/)|https:\/\/)[^\s]*$/, 'a link is a site path (/...) or an https:// URL'),
);

function list<T extends v.GenericSchema>(item: T, what: string) {
  return v.pipe(
    v.array(item),
    v.maxLength(CONTENT_LIMITS.list, `at most ${CONTENT_LIMITS.list} ${what}`),
  );
}

export const contentLinkSchema = v.strictObject({ label, href: contentHrefSchema });
export type ContentLink = v.InferOutput<typeof contentLinkSchema>;

/** A column of a mega-menu panel: a family with its categories, or 'Brands' with its brands. */
export const menuGroupSchema = v.strictObject({
  label,
  href: v.optional(contentHrefSchema),
  links: list(contentLinkSchema, 'links in a group'),
});
export type MenuGroup = v.InferOutput<typeof menuGroupSchema>;

/** A top-level entry of the main menu; with groups it opens a panel, without it is a link. */
export const menuItemSchema = v.strictObject({
  label,
  href: v.optional(contentHrefSchema),
  groups: list(menuGroupSchema, 'groups in a menu item'),
});
export type MenuItem = v.InferOutput<typeof menuItemSchema>;

export const navigationSectionSchema = v.strictObject({
  type: v.literal('navigation'),
  items: list(menuItemSchema, 'menu items'),
});
export type NavigationSection = v.InferOutput<typeof navigationSectionSchema>;

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'pinterest',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const footerSectionSchema = v.strictObject({
  type: v.literal('footer'),
  columns: list(
    v.strictObject({ heading: label, links: list(contentLinkSchema, 'links in a column') }),
    'columns',
  ),
  social: list(
    v.strictObject({ network: v.picklist(SOCIAL_NETWORKS), href: contentHrefSchema }),
    'social links',
  ),
  legal: list(contentLinkSchema, 'legal links'),
  copyright: v.pipe(v.string(), v.minLength(1), v.maxLength(CONTENT_LIMITS.label)),
});
export type FooterSection = v.InferOutput<typeof footerSectionSchema>;

/** The chrome's section types (the shell reads these); the pages' are in `./page-sections`. */
export const CHROME_SECTION_SCHEMAS = {
  navigation: navigationSectionSchema,
  footer: footerSectionSchema,
} as const;
export type ChromeSectionType = keyof typeof CHROME_SECTION_SCHEMAS;
export type ChromeSection = v.InferOutput<(typeof CHROME_SECTION_SCHEMAS)[ChromeSectionType]>;

/**
 * A section as it travels: typed by `type`, its fields checked by whoever renders it (the shell
 * the chrome's, mf-content the pages'). The whole model is checked when a document is written
 * (`./model`), so a reader only meets sections that were valid then.
 */
export const sectionEnvelopeSchema = v.looseObject({
  type: v.pipe(v.string(), v.maxLength(40)),
});

/** What `GET /cms/{market}/{slug}` answers: the published version of a document. */
export const contentDocumentSchema = v.object({
  market: v.picklist(MARKETS),
  slug: contentSlugSchema,
  title: v.string(),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  publishedAt: v.string(),
  sections: v.pipe(v.array(sectionEnvelopeSchema), v.maxLength(CONTENT_LIMITS.sections)),
});
export type ContentDocument = v.InferOutput<typeof contentDocumentSchema>;

/** The slugs of the documents the shell's chrome is made of. */
export const CHROME_DOCUMENTS = { navigation: 'navigation', footer: 'footer' } as const;

/** Where a document is served: `GET /cms/au/navigation`. */
export function contentDocumentPath(market: Market, slug: string): string {
  return `/cms/${market}/${slug}`;
}

/** The first chrome section of a type in a document, parsed with its schema; undefined if invalid. */
export function findSection<T extends ChromeSectionType>(
  document: Pick<ContentDocument, 'sections'>,
  type: T,
): v.InferOutput<(typeof CHROME_SECTION_SCHEMAS)[T]> | undefined {
  const section = document.sections.find((candidate) => candidate.type === type);
  if (!section) return undefined;
  const parsed = v.safeParse(CHROME_SECTION_SCHEMAS[type], section);
  return parsed.success
    ? (parsed.output as v.InferOutput<(typeof CHROME_SECTION_SCHEMAS)[T]>)
    : undefined;
}
