import {
  SHELL_PAGE_HEADS,
  boundedHead,
  type PageHead,
} from '@specify/contracts/composition/page-head';
import type { RouteMatch } from '@specify/contracts';

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The head of the page the platform serves for a route: the one its remote's first paint named,
 * else the shell's own page's (the not-found page for a path no route has), else the site's.
 * Bounded and never empty (page-head.ts boundedHead).
 */
export function pageHeadOf(
  route: RouteMatch | undefined,
  painted: Partial<PageHead> | undefined,
): Required<PageHead> {
  if (painted?.title) return boundedHead(painted);
  if (!route || route.name === 'notFound') return boundedHead(SHELL_PAGE_HEADS.notFound);
  return boundedHead(undefined);
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;

/** Where a head without a title gets one: after its charset, else at its start. */
const CHARSET = /<meta\s+charset=[^>]*>/i;
const HEAD_START = /<head\b[^>]*>/i;

/**
 * The shell's HTML with the page's title and description in its head, escaped (a name with `<`,
 * `&` or quotes stays text): the shell's `<title>` and description replaced, or put at the head's
 * start when it has none.
 */
export function withPageHead(html: string, head: Required<PageHead>): string {
  const tags =
    `<title>${escapeText(head.title)}</title>` +
    `<meta name="description" content="${escapeText(head.description)}">`;
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  const top = html.slice(0, end).replace(DESCRIPTION, '');
  const place = [TITLE, CHARSET, HEAD_START].find((tag) => tag.test(top));
  if (!place) return top + tags + html.slice(end);
  const named = top.replace(place, (found) => (place === TITLE ? tags : found + tags));
  return named + html.slice(end);
}
