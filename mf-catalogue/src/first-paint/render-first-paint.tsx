// A listing's first paint (@specify/contracts/composition/first-paint): its crumbs and heading
// and, on a listing without landing content above it, its toolbar, filters and first page of
// cards, drawn by the components the page draws them with, from the same search the page makes
// (as a signed-out visitor), so the platform can put them into the HTML: a visitor sees the
// products before any script has loaded, and the page takes the first paint's place once its own
// results are in (ListingFrame's busy). Built for Node into the release (webpack.config.cjs);
// never part of the browser's bundles.
import type { ReactNode } from 'react';
import { LRUCache } from 'lru-cache';
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
 * The longest the cards may take, their search included: past it the page's top alone is
 * painted, well within the platform's limit for a whole first paint (250 ms), so a busy moment
 * costs the cards, never the first paint.
 */
export const LISTING_BUDGET_MS = 150;

/** How a listing's first paint is drawn: its cards' budget, and where drawn listings are kept. */
export interface ListingPaintOptions {
  budgetMs: number;
  /**
   * Listings drawn in the last minute, by market and address: the same for every visitor, as
   * their search is (the platform keeps its answers a minute too), so a busy page is drawn once a
   * minute, not once per visit.
   */
  drawn: LRUCache<string, string>;
  /** Hands a listing this thread drew to the platform's other first-paint threads. */
  share?: (key: string, html: string) => void;
}

export const drawnListingsCache = () => new LRUCache<string, string>({ max: 64, ttl: 60_000 });

/**
 * Listings drawn on this thread and on the platform's other first-paint threads that run this
 * build: each thread loads the module for itself, so without it the first visit each thread took
 * drew the listing again (and a busy one got the page's top alone). Node's BroadcastChannel
 * reaches every thread of the process; unref'd, it keeps none of them alive.
 */
export function sharedDrawnListings(
  channelName: string,
): Pick<ListingPaintOptions, 'drawn' | 'share'> {
  const drawn = drawnListingsCache();
  const channel = new BroadcastChannel(channelName);
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    const { key, html } = (data ?? {}) as { key?: unknown; html?: unknown };
    if (typeof key === 'string' && typeof html === 'string') drawn.set(key, html);
  };
  return { drawn, share: (key, html) => channel.postMessage({ key, html }) };
}

/** `work`'s answer, or undefined once `ms` have passed without one. */
function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

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
  { drawn, share, deadline }: Pick<ListingPaintOptions, 'drawn' | 'share'> & { deadline: number },
): Promise<string | undefined> {
  if (!request.searchIndices) return undefined;
  const key = `${context.market} ${request.pathname}`;
  const known = drawn.get(key);
  if (known) return known;
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
    const draw = () => {
      const html = renderToStaticMarkup(
        <InstantSearchSSRProvider {...serverState}>{page}</InstantSearchSSRProvider>,
      );
      drawn.set(key, html);
      share?.(key, html);
      return html;
    };
    // Past the budget the page's top goes out alone (the cards' render would only make it late),
    // and the cards are drawn after it, for the visitors of the next minute: a listing that always
    // took a little longer than its budget on a busy machine was otherwise never painted.
    if (Date.now() > deadline) {
      setTimeout(() => {
        try {
          draw();
        } catch {
          // Not kept: the next visitor draws it again (a throw here would end the thread).
        }
      }, 0);
      return undefined;
    }
    return draw();
  } catch {
    // No results to show (the search failed): the page's top alone.
    return undefined;
  }
}

/** The module's first paint, with its options (tests set their own). */
export function createRenderFirstPaint({
  budgetMs,
  drawn,
  share,
}: ListingPaintOptions): RenderFirstPaint {
  return async (request) => {
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
      !context.landingPage && search === ''
        ? await within(
            listingMarkup(request, context, { drawn, share, deadline: Date.now() + budgetMs }),
            budgetMs,
          )
        : undefined;
    const html =
      listing ??
      renderToStaticMarkup(
        <MessagesProvider market={context.market}>
          <ListingFrame context={context} pathname={pathname} />
        </MessagesProvider>,
      );
    return { html, stylesheet: FIRST_PAINT_STYLESHEET, ...head };
  };
}

declare const __webpack_hash__: string | undefined;
/** This build's threads share their listings; another release draws with its own components. */
const BUILD = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unbuilt';

export const renderFirstPaint = createRenderFirstPaint({
  budgetMs: LISTING_BUDGET_MS,
  ...sharedDrawnListings(`mf-catalogue drawn listings ${BUILD}`),
});
