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

/** A listing drawn for the first paint: its markup, and when it was drawn (ms since the epoch). */
export interface DrawnListing {
  html: string;
  drawnAt: number;
}

/**
 * A drawn listing is fresh for a minute, as the platform's search answers are: the same for every
 * visitor, so a busy listing is drawn once a minute, not once per visit.
 */
export const FRESH_LISTING_MS = 60_000;
/**
 * After its minute a drawn listing is drawn again, and until then it is what a visit whose draw
 * misses its budget gets, for at most this long: on a busy machine the draw takes a little longer
 * than its budget, and without it the first visit of every minute got the page's top alone. The
 * page replaces it with its own results once they are in, as it does a fresh one.
 */
export const KEPT_LISTING_MS = 10 * 60_000;

/** How a listing's first paint is drawn: its cards' budget, and where drawn listings are kept. */
export interface ListingPaintOptions {
  budgetMs: number;
  /** Listings drawn in the last KEPT_LISTING_MS, by market and address. */
  drawn: LRUCache<string, DrawnListing>;
  /** Hands a listing this thread drew to the platform's other first-paint threads. */
  share?: (key: string, listing: DrawnListing) => void;
}

/** The most markup a thread keeps for drawn listings (a listing's is about 100 KB). */
export const KEPT_LISTINGS_BYTES = 16 * 1024 * 1024;

export const drawnListingsCache = () =>
  new LRUCache<string, DrawnListing>({
    max: 64,
    ttl: KEPT_LISTING_MS,
    // Bounded in bytes too: a listing comes from another thread as well (sharedDrawnListings).
    maxSize: KEPT_LISTINGS_BYTES,
    sizeCalculation: (listing) => Math.max(1, listing.html.length * 2),
  });

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
    const { key, html, drawnAt } = (data ?? {}) as Record<string, unknown>;
    if (typeof key === 'string' && typeof html === 'string' && typeof drawnAt === 'number')
      drawn.set(key, { html, drawnAt });
  };
  return { drawn, share: (key, listing) => channel.postMessage({ key, ...listing }) };
}

/** Where a listing is kept: the same for every visitor of a market's address. */
const listingKey = (market: string, pathname: string) => `${market} ${pathname}`;

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

/**
 * The listing as the page first renders it for a visitor, its results from `request`'s search.
 * For a page (`deadline`), drawn if that fits before its deadline, else after the page, for the
 * visitors after it; without a page, drawn as soon as the search answers.
 */
async function listingMarkup(
  request: FirstPaintRequest,
  context: ListingContext,
  {
    drawn,
    share,
    deadline,
    drawTime,
  }: Pick<ListingPaintOptions, 'drawn' | 'share'> & { deadline?: number; drawTime: DrawTime },
): Promise<string | undefined> {
  if (!request.searchIndices) return undefined;
  const key = listingKey(context.market, request.pathname);
  const runtime = {
    client: firstPaintSearchClient(request.searchQueries),
    indices: request.searchIndices,
  };
  const page: ReactNode = (
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
  );
  try {
    const serverState = await getServerState(page, { renderToString: renderToStaticMarkup });
    const draw = () => {
      const started = performance.now();
      const html = renderToStaticMarkup(
        <InstantSearchSSRProvider {...serverState}>{page}</InstantSearchSSRProvider>,
      );
      drawTime.last = performance.now() - started;
      const listing = { html, drawnAt: Date.now() };
      drawn.set(key, listing);
      share?.(key, listing);
      return html;
    };
    // When the draw would end past the budget (its last draw on this thread as the guide), the
    // page goes out without it (the cards' render would only make it late, past the platform's
    // limit for the whole first paint), and the cards are drawn after it, for the visitors of the
    // next minute: a listing that always took a little longer than its budget on a busy machine
    // was otherwise never painted.
    if (deadline !== undefined && Date.now() + drawTime.last > deadline) {
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

/** How long this thread's last draw of a listing's markup took (ms): whether the next fits. */
interface DrawTime {
  last: number;
}

/** The module's first paint, with its options (tests set their own). */
export function createRenderFirstPaint({
  budgetMs,
  drawn,
  share,
}: ListingPaintOptions): RenderFirstPaint {
  const drawTime: DrawTime = { last: 0 };
  /** Listings being drawn again after their page: one draw each at a time. */
  const redrawing = new Set<string>();

  /**
   * A listing's cards for this visit. One drawn in the last KEPT_LISTING_MS is the visit's at
   * once, and one past its minute is drawn again after the page, for the visitors after it: a
   * visit never waits on a draw it need not (on a busy machine a draw on the page's path made the
   * whole first paint late, and the visitor got none). A listing not drawn yet is drawn within
   * the budget, or after the page.
   */
  async function cardsOf(request: FirstPaintRequest, context: ListingContext) {
    const key = listingKey(context.market, request.pathname);
    const kept = drawn.get(key);
    if (kept) {
      if (Date.now() - kept.drawnAt > FRESH_LISTING_MS && !redrawing.has(key)) {
        redrawing.add(key);
        // Once this visit's page has gone: the draw's first pass renders the whole listing at
        // once, on this thread.
        setTimeout(() => {
          void listingMarkup(request, context, { drawn, share, drawTime }).finally(() =>
            redrawing.delete(key),
          );
        }, 0);
      }
      return kept.html;
    }
    return within(
      listingMarkup(request, context, {
        drawn,
        share,
        deadline: Date.now() + budgetMs,
        drawTime,
      }),
      budgetMs,
    );
  }

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
    // Not ready within the budget: the top alone.
    const listing =
      !context.landingPage && search === '' ? await cardsOf(request, context) : undefined;
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
