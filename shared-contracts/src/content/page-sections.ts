import * as v from 'valibot';
import { CONTENT_LIMITS, contentHrefSchema, contentSlugSchema } from './document';

/**
 * The page sections of the content model (storefront §2 "Content pages"): what mf-content renders.
 * A subpath of its own, so the shell, which reads only the chrome's sections, never loads them.
 */

export const PAGE_LIMITS = {
  markdown: 20_000,
  title: 160,
  css: 2_000,
  slides: 12,
  items: 60,
  /** Columns of cards: three (storefront §2). */
  cards: 3,
} as const;

const title = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'a title is required'),
  v.maxLength(PAGE_LIMITS.title, `a title is at most ${PAGE_LIMITS.title} characters`),
);
const text = v.pipe(
  v.string(),
  v.maxLength(CONTENT_LIMITS.text, `a text is at most ${CONTENT_LIMITS.text} characters`),
);
/** Markdown; raw HTML in it is never rendered (mf-content renders with HTML parsing off). */
const markdown = v.pipe(
  v.string(),
  v.maxLength(PAGE_LIMITS.markdown, `markdown is at most ${PAGE_LIMITS.markdown} characters`),
);

function items<T extends v.GenericSchema>(item: T, max: number = PAGE_LIMITS.items) {
  return v.pipe(v.array(item), v.maxLength(max, `at most ${max} items`));
}

/** A picture: a file of this site or an https URL, and its text alternative ('' if decorative). */
export const contentImageSchema = v.strictObject({
  src: contentHrefSchema,
  alt: v.pipe(v.string(), v.maxLength(300)),
});
export type ContentImage = v.InferOutput<typeof contentImageSchema>;

const hexColour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb'));

/** A call to action with its colours (image-text CTAs "with colours"). */
export const ctaSchema = v.strictObject({
  label: title,
  href: contentHrefSchema,
  background: v.optional(hexColour),
  color: v.optional(hexColour),
});
export type Cta = v.InferOutput<typeof ctaSchema>;

/**
 * Additional CSS for one section, scoped to it. Anything that could reach the network or leave
 * the style element (url(), @import, a closing tag) is refused at write.
 */
const sectionCss = v.pipe(
  v.string(),
  v.maxLength(PAGE_LIMITS.css, `additional CSS is at most ${PAGE_LIMITS.css} characters`),
  v.check(
    (css) => !/url\s*\(|@import|<\/?style|expression\s*\(|\\/i.test(css),
    'additional CSS may not load anything (url(), @import) or close its style element',
  ),
);

const fileOf = (extension: string) =>
  v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^/files/[a-z0-9/_-]+\\.${extension}$`),
      `a ${extension} file of this site (/files/....${extension})`,
    ),
  );

export const bannerSectionSchema = v.strictObject({
  type: v.literal('banner'),
  slides: v.pipe(
    v.array(
      v.strictObject({
        image: contentImageSchema,
        /** Absent on a landing page's hero: the listing's h1 names the page. */
        heading: v.optional(title),
        text: v.optional(text),
        cta: v.optional(ctaSchema),
      }),
    ),
    v.minLength(1, 'a banner has a slide'),
    v.maxLength(PAGE_LIMITS.slides, `at most ${PAGE_LIMITS.slides} slides`),
  ),
});

export const imageTextSectionSchema = v.strictObject({
  type: v.literal('image-text'),
  title,
  description: markdown,
  image: contentImageSchema,
  desktopAlignment: v.picklist(['Left', 'Right']),
  mobileAlignment: v.picklist(['Top', 'Bottom']),
  ctas: items(ctaSchema, 4),
  css: v.optional(sectionCss),
});

export const videoSectionSchema = v.strictObject({
  type: v.literal('video'),
  title,
  /** Only YouTube watch links play; mf-content logs any other URL and renders nothing. */
  url: contentHrefSchema,
  thumbnail: contentImageSchema,
});

export const headingDescriptionSectionSchema = v.strictObject({
  type: v.literal('heading-description'),
  heading: title,
  description: markdown,
});

export const columnsSectionSchema = v.strictObject({
  type: v.literal('columns'),
  heading: v.optional(title),
  cards: items(
    v.strictObject({
      image: contentImageSchema,
      title,
      description: text,
      href: v.optional(contentHrefSchema),
    }),
    PAGE_LIMITS.cards,
  ),
});

export const imageSliderSectionSchema = v.strictObject({
  type: v.literal('image-slider'),
  heading: v.optional(title),
  slides: items(
    v.strictObject({
      image: contentImageSchema,
      caption: v.optional(title),
      href: v.optional(contentHrefSchema),
    }),
    PAGE_LIMITS.slides * 2,
  ),
});

export const infoSectionSchema = v.strictObject({
  type: v.literal('info'),
  heading: v.optional(title),
  items: items(
    v.strictObject({
      icon: contentImageSchema,
      title,
      content: markdown,
      link: v.optional(v.strictObject({ label: title, href: contentHrefSchema })),
    }),
    12,
  ),
});

export const tableSectionSchema = v.strictObject({
  type: v.literal('table'),
  heading: v.optional(title),
  /** A spreadsheet of this site; the browser reads its first sheet. */
  file: fileOf('xlsx'),
});

export const caseStudiesSectionSchema = v.strictObject({
  type: v.literal('case-studies'),
  items: items(
    v.strictObject({
      slug: contentSlugSchema,
      title,
      summary: text,
      image: contentImageSchema,
      sector: v.optional(title),
    }),
  ),
});

export const productReleasesSectionSchema = v.strictObject({
  type: v.literal('product-releases'),
  items: items(
    v.strictObject({
      title,
      cover: contentImageSchema,
      href: contentHrefSchema,
      date: v.pipe(v.string(), v.isoDate('a date is YYYY-MM-DD')),
    }),
  ),
});

export const mediaVideosSectionSchema = v.strictObject({
  type: v.literal('media-videos'),
  items: items(v.strictObject({ title, url: contentHrefSchema, thumbnail: contentImageSchema })),
});

export const industryPapersSectionSchema = v.strictObject({
  type: v.literal('industry-papers'),
  items: items(v.strictObject({ title, summary: text, file: fileOf('pdf') })),
});

/** Privacy policy, disclaimer, terms and conditions: a heading and markdown. */
export const legalSectionSchema = v.strictObject({
  type: v.literal('legal'),
  heading: title,
  body: markdown,
});

/** The home's tiles: the eight families, each with its picture. */
export const categoryTilesSectionSchema = v.strictObject({
  type: v.literal('category-tiles'),
  heading: title,
  tiles: items(
    v.strictObject({ label: title, href: contentHrefSchema, image: contentImageSchema }),
    12,
  ),
});

/** Our Story's timeline. */
export const timelineSectionSchema = v.strictObject({
  type: v.literal('timeline'),
  heading: title,
  entries: items(
    v.strictObject({
      year: v.pipe(v.string(), v.regex(/^\d{4}$/)),
      title,
      text,
      image: contentImageSchema,
    }),
    40,
  ),
});

/** Warranty: title, description and the brand logos (each opens in a new tab). */
export const warrantySectionSchema = v.strictObject({
  type: v.literal('warranty'),
  title,
  description: markdown,
  logos: items(v.strictObject({ image: contentImageSchema, href: contentHrefSchema }), 12),
});

/** The contact page's side panel (the form itself is mf-content's own). */
export const contactPanelSectionSchema = v.strictObject({
  type: v.literal('contact-panel'),
  heading: title,
  body: markdown,
});

const key = (what: string) => v.pipe(v.string(), v.regex(/^[a-z0-9{}-]{1,100}$/, `a ${what}`));

/**
 * A related-products slider of a landing page (15 fetched, 12 shown): the products of the page's
 * brand or range, or of one category. Its `query` is product/query's.
 */
export const productSliderSectionSchema = v.strictObject({
  type: v.literal('product-slider'),
  heading: title,
  query: v.pipe(
    v.strictObject({
      category: v.optional(key('category id')),
      brand: v.optional(key('brand slug')),
      range: v.optional(key('range identifier')),
    }),
    v.check(
      (query) => Object.values(query).filter(Boolean).length === 1,
      'name one category, brand or range',
    ),
  ),
});

export const PAGE_SECTION_SCHEMAS = {
  banner: bannerSectionSchema,
  'image-text': imageTextSectionSchema,
  video: videoSectionSchema,
  'heading-description': headingDescriptionSectionSchema,
  columns: columnsSectionSchema,
  'image-slider': imageSliderSectionSchema,
  info: infoSectionSchema,
  table: tableSectionSchema,
  'case-studies': caseStudiesSectionSchema,
  'product-releases': productReleasesSectionSchema,
  'media-videos': mediaVideosSectionSchema,
  'industry-papers': industryPapersSectionSchema,
  legal: legalSectionSchema,
  'category-tiles': categoryTilesSectionSchema,
  timeline: timelineSectionSchema,
  warranty: warrantySectionSchema,
  'contact-panel': contactPanelSectionSchema,
  'product-slider': productSliderSectionSchema,
} as const;
export type PageSectionType = keyof typeof PAGE_SECTION_SCHEMAS;
export type PageSection = v.InferOutput<(typeof PAGE_SECTION_SCHEMAS)[PageSectionType]>;
export type PageSectionOf<T extends PageSectionType> = v.InferOutput<
  (typeof PAGE_SECTION_SCHEMAS)[T]
>;

export const pageSectionSchema = v.variant('type', Object.values(PAGE_SECTION_SCHEMAS));

/**
 * The page sections of a document a reader can render: each parsed with its schema; one that is
 * not a page section, or not valid, is reported and left out, so one bad section never blanks a
 * page.
 */
export function pageSections(sections: readonly unknown[]): PageSection[] {
  return sections.flatMap((section) => {
    const parsed = v.safeParse(pageSectionSchema, section);
    if (parsed.success) return [parsed.output];
    console.error('A content section was left out:', parsed.issues[0]?.message);
    return [];
  });
}
