// A listing's first paint (@specify/contracts/composition/first-paint): its crumbs and heading
// and, on a listing without landing content above it, its toolbar, filters and first page of
// cards, drawn by the components the page draws them with, from the same search the page makes
// (as a signed-out visitor), so the platform can put them into the HTML: a visitor sees the
// products before any script has loaded, and the page takes the first paint's place once its own
// results are in (ListingFrame's busy). Built for Node into the release (webpack.config.cjs);
// never part of the browser's bundles.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getServerState, InstantSearchSSRProvider } from 'react-instantsearch';
import type { LiteClient } from 'algoliasearch/lite';
import { MemoryRouter } from 'react-router-dom';
import { ANONYMOUS_SESSION, createEventBus, matchRoute } from '@specify/contracts';
import type {
  FirstPaintRequest,
  FirstPaintSearchRequest,
  RenderFirstPaint,
} from '@specify/contracts/composition/first-paint';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider, messagesOf } from '../i18n/messages';
import { listingContext, type ListingContext } from '../lib/listing-from-route';
import { ListingFrame } from '../lib/listing-frame';
import { listingHead } from '../lib/listing-head';
import { ListingPage } from '../routes/listing-page';

/** The style sheet the server build writes beside the browser's files (webpack.config.cjs). */
export const FIRST_PAINT_STYLESHEET = 'first-paint.css';

/**
 * InstantSearch's search client over the first paint's search (the platform's, in-process): only
 * `search(requests)` is ever called, by InstantSearch and by nothing else on the server.
 */
function firstPaintSearchClient(searchQueries: FirstPaintRequest['searchQueries']): LiteClient {
  const client = {
    async search(requests: FirstPaintSearchRequest[]) {
      const answer = await searchQueries(
        requests.map(({ indexName, params }) => ({ indexName, ...(params ? { params } : {}) })),
      );
      if (!answer) throw new Error('The first paint could not search.');
      return answer;
    },
  };
  return client as unknown as LiteClient;
}

/** The listing as the page first renders it for a visitor, its results from `request`'s search. */
async function listingMarkup(
  request: FirstPaintRequest,
  context: ListingContext,
): Promise<string | undefined> {
  if (!request.searchIndices) return undefined;
  const runtime = {
    client: firstPaintSearchClient(request.searchQueries),
    indices: request.searchIndices,
  };
  const page: ReactNode = (
    <MemoryRouter initialEntries={[request.pathname]}>
      <MessagesProvider market={context.market}>
        <ActionProvider market={context.market}>
          <ListingFrame context={context} pathname={request.pathname}>
            <ListingPage
              context={context}
              runtime={runtime}
              session={ANONYMOUS_SESSION}
              bus={createEventBus()}
              onServer
            />
          </ListingFrame>
        </ActionProvider>
      </MessagesProvider>
    </MemoryRouter>
  );
  try {
    const serverState = await getServerState(page, { renderToString: renderToStaticMarkup });
    return renderToStaticMarkup(
      <InstantSearchSSRProvider {...serverState}>{page}</InstantSearchSSRProvider>,
    );
  } catch {
    // No results to show (the search failed): the page's top alone.
    return undefined;
  }
}

export const renderFirstPaint: RenderFirstPaint = async (request) => {
  const { market, pathname, search } = request;
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
  // The cards: on a listing whose top is the frame alone (a landing's content comes between them,
  // with a height of its own), for an address without state of its own (refinements, a page).
  const listing =
    !context.landingPage && search === '' ? await listingMarkup(request, context) : undefined;
  const html =
    listing ??
    renderToStaticMarkup(
      <MessagesProvider market={context.market}>
        <ListingFrame context={context} pathname={pathname} />
      </MessagesProvider>,
    );
  return { html, stylesheet: FIRST_PAINT_STYLESHEET, ...head };
};
