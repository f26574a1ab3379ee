import * as v from 'valibot';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  type Market,
  type RemoteName,
  type RuntimeConfig,
} from '@specify/contracts';
import { contentDocumentPath } from '@specify/contracts/content/document';
import { bannerSectionSchema } from '@specify/contracts/content/page-sections';

/**
 * The image of the home's hero (the first slide of the published home document, when the page
 * opens with a banner), per market, for its preload hint: the browser then fetches it with the
 * page, before any script (and before the first paint's markup at the end of the body). Read
 * through the public documents' reader, so once a minute at most; no CMS here, or no banner,
 * means no hint.
 */
export function homeHeroReader(getJson: (path: string) => Promise<unknown>) {
  return async (market: Market): Promise<string | undefined> => {
    const document = await getJson(contentDocumentPath(market, 'home'));
    const [first] = (document as { sections?: unknown[] } | undefined)?.sections ?? [];
    const banner = v.safeParse(bannerSectionSchema, first);
    return banner.success ? banner.output.slides[0]?.image.src : undefined;
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shell's HTML with a high-priority preload of the hero image at the end of its head and,
 * when given, of the home document itself: mf-content asks for it only after the shell and the
 * remote have loaded, the last round trip before the hero's heading paints (the web-vitals bench's
 * trace). Fetched as the content client fetches it (CORS mode, same-origin credentials).
 */
export function withHeroPreload(html: string, src: string, documentPath?: string): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  let links = `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high">`;
  if (documentPath) {
    links += `<link rel="preload" as="fetch" href="${escapeAttribute(documentPath)}" crossorigin="anonymous">`;
  }
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/**
 * The shell's HTML with what its boot needs in the head: the runtime config inlined (so the
 * shell learns what to load without a round trip to /config.json) and, when a remote owns the
 * page, a preload of its manifest, as the shell will fetch it. Not of its remote entry: Chromium
 * hands a failed script preload to the runtime's later <script> for the same URL, so a remote that
 * was down when the page opened stayed failed after Retry (the e2e resilience tests caught it).
 */
export function withBootHints(html: string, config: RuntimeConfig, owner?: RemoteName): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const hints = [
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`,
  ];
  const manifest = owner ? config.remotes[owner]?.manifest : undefined;
  if (manifest) {
    hints.push(
      `<link rel="preload" as="fetch" href="${escapeAttribute(manifest)}" crossorigin="anonymous">`,
    );
  }
  return `${html.slice(0, end)}${hints.join('')}${html.slice(end)}`;
}
