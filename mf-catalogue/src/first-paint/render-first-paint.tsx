// A listing's first paint (@specify/contracts/composition/first-paint): its crumbs and heading,
// drawn by the component the page draws them with, so the platform can put them into the HTML
// and a visitor sees the page's title before any script has loaded. Built for Node into the
// release (webpack.config.cjs); never part of the browser's bundles.
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoute } from '@specify/contracts';
import type { RenderFirstPaint } from '@specify/contracts/composition/first-paint';
import { MessagesProvider, messagesOf } from '../i18n/messages';
import { listingContext } from '../lib/listing-from-route';
import { ListingFrame } from '../lib/listing-frame';
import { listingHead } from '../lib/listing-head';

/** The style sheet the server build writes beside the browser's files (webpack.config.cjs). */
export const FIRST_PAINT_STYLESHEET = 'first-paint.css';

export const renderFirstPaint: RenderFirstPaint = async ({ market, pathname, search }) => {
  const route = matchRoute(pathname, market);
  if (route?.owner !== 'mf-catalogue') return undefined;
  const context = listingContext(route);
  // A path that is not found, or lives elsewhere, is answered by a redirect the page makes.
  if (!context || 'notFound' in context || context.canonicalPath) return undefined;
  const head = listingHead(
    context,
    // The query as the listing's URL state reads it (features/listing/model/url-state).
    new URLSearchParams(search).get('query') ?? '',
    messagesOf(context.market),
  );
  // The search page's header has no search bar, so its top sits elsewhere until the chrome runs:
  // it names its head alone.
  if (route.name === 'search') return head;
  const html = renderToStaticMarkup(
    <MessagesProvider market={context.market}>
      <ListingFrame context={context} pathname={pathname} />
    </MessagesProvider>,
  );
  return { html, stylesheet: FIRST_PAINT_STYLESHEET, ...head };
};
