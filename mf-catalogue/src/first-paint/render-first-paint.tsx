// A listing's first paint (@specify/contracts/composition/first-paint): its crumbs and heading,
// drawn by the component the page draws them with, so the platform can put them into the HTML
// and a visitor sees the page's title before any script has loaded. Built for Node into the
// release (webpack.config.cjs); never part of the browser's bundles.
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoute } from '@specify/contracts';
import type { RenderFirstPaint } from '@specify/contracts/composition/first-paint';
import { MessagesProvider } from '../i18n/messages';
import { listingContext } from '../lib/listing-from-route';
import { ListingFrame } from '../lib/listing-frame';

/** The style sheet the server build writes beside the browser's files (webpack.config.cjs). */
export const FIRST_PAINT_STYLESHEET = 'first-paint.css';

export const renderFirstPaint: RenderFirstPaint = async ({ market, pathname }) => {
  const route = matchRoute(pathname, market);
  // The search page's header has no search bar, so its top sits elsewhere until the chrome runs.
  if (route?.owner !== 'mf-catalogue' || route.name === 'search') return undefined;
  const context = listingContext(route);
  // A path that is not found, or lives elsewhere, is answered by a redirect the page makes.
  if (!context || 'notFound' in context || context.canonicalPath) return undefined;
  const html = renderToStaticMarkup(
    <MessagesProvider market={context.market}>
      <ListingFrame context={context} pathname={pathname} />
    </MessagesProvider>,
  );
  return { html, stylesheet: FIRST_PAINT_STYLESHEET };
};
