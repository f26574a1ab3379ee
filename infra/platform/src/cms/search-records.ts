import { and, desc, isNotNull } from 'drizzle-orm';
import { MARKETS, hrefOfPath, type ContentSearchRecord, type Market } from '@specify/contracts';
import { CHROME_DOCUMENTS } from '@specify/contracts/content/client';
import { pageSections, type PageSection } from '@specify/contracts/content/page-sections';
import type { Database } from '../db/client';
import { contentDocuments } from '../db/schema';

const DESCRIPTION_LIMIT = 300;

/** Markdown as plain words: links keep their text, marks and headings go. */
function plain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_>`~|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function textOf(section: PageSection): string {
  switch (section.type) {
    case 'banner':
      return section.slides
        .map((slide) => [slide.heading, slide.text].filter(Boolean).join('. '))
        .join(' ');
    case 'image-text':
      return `${section.title}. ${plain(section.description)}`;
    case 'heading-description':
      return `${section.heading}. ${plain(section.description)}`;
    case 'legal':
      return plain(section.body);
    case 'warranty':
      return plain(section.description);
    case 'contact-panel':
      return plain(section.body);
    default:
      return '';
  }
}

function cut(text: string): string {
  if (text.length <= DESCRIPTION_LIMIT) return text;
  return `${text.slice(0, DESCRIPTION_LIMIT - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The content search index's records (storefront §7 "content"): every published page of a
 * market that a route serves, with its title, link and the first words of its text. The chrome's
 * documents are not pages.
 */
export async function contentSearchRecords(
  db: Database,
): Promise<Record<Market, ContentSearchRecord[]>> {
  const rows = await db
    .select()
    .from(contentDocuments)
    .where(and(isNotNull(contentDocuments.publishedAt)))
    .orderBy(contentDocuments.market, contentDocuments.slug, desc(contentDocuments.version));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = `${row.market}/${row.slug}`;
    if (!newest.has(key)) newest.set(key, row);
  }
  const records = Object.fromEntries(MARKETS.map((market) => [market, []])) as unknown as Record<
    Market,
    ContentSearchRecord[]
  >;
  const chrome = new Set<string>(Object.values(CHROME_DOCUMENTS));
  for (const row of newest.values()) {
    if (chrome.has(row.slug)) continue;
    const market = row.market as Market;
    const url = hrefOfPath(row.slug === 'home' ? '/' : `/${row.slug}`, market);
    if (!url) continue;
    const sections = pageSections(row.sections);
    records[market].push({
      objectID: `${market}/${row.slug}`,
      title: row.title,
      slug: row.slug,
      url,
      description: cut(sections.map(textOf).filter(Boolean).join(' ')),
      type: sections[0]?.type ?? 'page',
      audience: ['visitor', 'internal'],
    });
  }
  return records;
}
