import { pageTitle, type PageHead } from '@specify/contracts/composition/page-head';
import type { PageSection } from '@specify/contracts/content/page-sections';

/** A section's first words a visitor reads: a banner's first slide's text, else its copy. */
function wordsOf(section: PageSection): string | undefined {
  if (section.type === 'banner') return section.slides[0]?.text;
  if ('description' in section && typeof section.description === 'string')
    return section.description;
  if ('body' in section && typeof section.body === 'string') return section.body;
  return undefined;
}

/**
 * A CMS page's title and description: its document's title, and the first copy among its
 * sections (the platform and the browser bound it and drop its markdown; none means the site's).
 * The page sets them as it runs and the home's first paint names them to the platform.
 */
export function contentHead(title: string, sections: readonly PageSection[]): PageHead {
  const description = sections.map(wordsOf).find((words) => words?.trim());
  return { title: pageTitle(title), description };
}
