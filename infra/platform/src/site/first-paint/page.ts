import { FIRST_PAINT_ATTRIBUTE } from '@specify/contracts/composition/first-paint';
import type { PagePaint } from './pool';

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The attribute on the <style> element holding a first paint's style sheet. */
export const FIRST_PAINT_STYLE_ATTRIBUTE = 'data-first-paint-style';

/**
 * The shell's page with a first paint: its style sheet inlined at the end of the head (no request
 * to a remote's files stands between the visitor and the page) and the markup at the end of the
 * body, after the shell's root, where the shell's boot finds it and moves it into the remote's
 * region. A paint of the head alone (no markup) leaves the body as it is (page-head.ts names it). The page's CSP must allow the style's hash (security-headers.ts allowStyleHashes).
 */
export function withFirstPaint(html: string, paint: PagePaint): string {
  const headEnd = html.search(/<\/head>/i);
  const bodyEnd = html.search(/<\/body>/i);
  if (headEnd === -1 || bodyEnd === -1) return html;
  const remote = escapeAttribute(paint.remote);
  const style = paint.style
    ? `<style ${FIRST_PAINT_STYLE_ATTRIBUTE}="${remote}">${paint.style.css}</style>`
    : '';
  if (paint.html === undefined) return html;
  const markup = `<div ${FIRST_PAINT_ATTRIBUTE}="${remote}">${paint.html}</div>`;
  return (
    html.slice(0, headEnd) + style + html.slice(headEnd, bodyEnd) + markup + html.slice(bodyEnd)
  );
}
