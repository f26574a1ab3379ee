import type { RouteName } from '../routes';

/**
 * A page's head: the words of its `<title>` and `<meta name="description">`, as plain text (the
 * platform and the browser escape them). The platform puts them into the page it serves (from the
 * remote's first paint, else the table below, else the site's own), the page keeps them in step
 * as the visitor moves on (@specify/ui useDocumentMeta).
 */
export interface PageHead {
  title: string;
  description?: string;
}

export const SITE_NAME = 'Specify';

/** What a page that says nothing of itself is described as. */
export const SITE_DESCRIPTION =
  'Specify: tapware, basins, baths, showers and accessories for homes and commercial projects, with specifications, finishes and BIM files.';

/** A page's description, at most this long (what search results show). */
export const MAX_DESCRIPTION_LENGTH = 160;

/** A title, at most this long: a name from the catalogue or the CMS is not a page's worth. */
export const MAX_TITLE_LENGTH = 200;

/** The site's name after a page's in the tab and in search results: "Tapware | Specify". */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/** Text cut to `max` characters at a word, with an ellipsis when cut. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * A description from catalogue or CMS text (markdown allowed): its words on one line, without
 * markdown's marks, cut at a word to MAX_DESCRIPTION_LENGTH. Undefined when nothing is left.
 */
export function pageDescription(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const plain = text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|[-*+>]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? cutAtWord(plain, MAX_DESCRIPTION_LENGTH) : undefined;
}

/** A head as it goes into a page: never empty, each part bounded. */
export function boundedHead(head: Partial<PageHead> | undefined): Required<PageHead> {
  const title = head?.title?.replace(/\s+/g, ' ').trim();
  return {
    title: title ? cutAtWord(title, MAX_TITLE_LENGTH) : SITE_NAME,
    description: pageDescription(head?.description) ?? SITE_DESCRIPTION,
  };
}

/**
 * The heads of the pages the shell draws itself (no remote's first paint names them); the shell's
 * pages read theirs from here too.
 */
export const SHELL_PAGE_HEADS = {
  notFound: {
    title: pageTitle('Page not found'),
    description: 'The page you are looking for could not be found at Specify.',
  },
} as const satisfies Partial<Record<RouteName, PageHead>>;
