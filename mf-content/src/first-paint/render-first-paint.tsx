// The home's first paint (@specify/contracts/composition/first-paint): its hero, drawn by the
// same component the page renders, so the platform can put it into the HTML and a visitor sees it
// before any script has loaded. Every CMS page's title and description come with it (another
// page's alone, without markup). Built for Node into the release (webpack.config.cjs); never part
// of the browser's bundles.
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { ROUTES, splitMarket } from '@specify/contracts';
import type { RenderFirstPaint } from '@specify/contracts/composition/first-paint';
import { contentDocumentPath, contentDocumentSchema } from '@specify/contracts/content/document';
import { pageSections } from '@specify/contracts/content/page-sections';
import { BannerSection } from '../features/sections/banner-section';
import { MessagesProvider } from '../i18n/messages';
import { documentSlug } from '../model/page-document';
import { contentHead } from '../model/page-head';
// The hero's own rules, built into the style sheet named below (its first paint needs no other).
import '../features/sections/banner.css';
import '../features/sections/cta.css';

/** The style sheet the server build writes beside the browser's files (webpack.config.cjs). */
export const FIRST_PAINT_STYLESHEET = 'first-paint.css';

export const renderFirstPaint: RenderFirstPaint = async ({ route, market, pathname, getJson }) => {
  if (ROUTES[route].owner !== 'mf-content') return undefined;
  // The page's document, as the page reads it (root.tsx).
  const slug = documentSlug(splitMarket(pathname).rest);
  const document = v.safeParse(
    contentDocumentSchema,
    await getJson(contentDocumentPath(market, slug)),
  );
  if (!document.success) return undefined;
  // The section the page leads with, by the page's own rule (an invalid one is left out).
  const sections = pageSections(document.output.sections);
  const head = contentHead(document.output.title, sections);
  const [first] = sections;
  // The home's hero is painted; another page names its head alone.
  if (route !== 'home' || first?.type !== 'banner') return head;
  const html = renderToStaticMarkup(
    <MessagesProvider market={market}>
      <BannerSection section={first} headingLevel="h1" />
    </MessagesProvider>,
  );
  return { html, stylesheet: FIRST_PAINT_STYLESHEET, ...head };
};
