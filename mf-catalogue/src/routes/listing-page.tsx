import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Configure, InstantSearch, useInstantSearch } from 'react-instantsearch';
import type { BaseHit, Hit } from 'instantsearch.js';
import type { EventBus, FacetConfig, Session, SessionKind } from '@specify/contracts';
import { href, sessionKind } from '@specify/contracts';
import { facetsForMarket } from '@specify/contracts/search/facets';
import {
  BIM_RETRIEVABLE_ATTRIBUTES,
  PRODUCT_RETRIEVABLE_ATTRIBUTES,
} from '@specify/contracts/search/hits';
import { isListFacet } from '../lib/facets';
import { listingIndices, type ListingContext } from '../lib/listing-from-route';
import { rememberListingTrail } from '../lib/listing-trail';
import type { SearchRuntime } from '../features/search-client/api/create-search-runtime';
import { rememberQueryId } from '../features/search-client/model/insights-storage';
import { useRenderFirstAnswerInTransition } from '../features/search-client/hooks/use-first-answer-transition';
import { createStateMapping, createUrlRouter } from '../features/listing/model/url-state';
import { BackToTop } from '../features/listing/components/back-to-top';
import { LoadingOverlay } from '../features/listing/components/loading-overlay';
import { DeferredWidgets } from '../features/listing/components/deferred-widgets';
import { QuickSearch } from '../features/listing/components/quick-search';
import { Results, type SendHitEvent } from '../features/listing/components/results';
import {
  SortSelect,
  ViewToggle,
  type ViewMode,
} from '../features/listing/components/listing-toolbar';
import { ActiveFilters } from '../features/filters/components/active-filters';
import {
  FILTER_SHEET_BELOW,
  FilterPanel,
  FilterSheetButton,
} from '../features/filters/components/filter-panel';
import { cardFromHit, type CardProduct } from '../features/product-card/model/card-product';
import { ProductCard } from '../features/product-card/components/product-card';
import { listingTrailOf } from '../features/product-card/model/card-rules';
import { getQuerySuggestions } from '../features/no-results/api/get-query-suggestions';
import { NoResults } from '../features/no-results/components/no-results';
import { SkuUpload } from '../features/sku-upload/components/sku-upload';
import {
  minWidth,
  navigateTo,
  promptProfileCompletion,
  requestSignIn,
  useMediaQuery,
} from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { useMessages } from '../i18n/messages';
import { listingHead } from '../lib/listing-head';
// The listing's styles, with the page and with its first paint (src/first-paint).
import '../catalogue.css';

export interface ListingPageProps {
  context: ListingContext;
  /** The search client and index names (insights only in the browser). */
  runtime: Pick<SearchRuntime, 'client' | 'indices'> &
    Partial<Pick<SearchRuntime, 'insightsClient'>>;
  session: Session;
  bus: EventBus;
  /** Told once, when the first results (or the lack of any) are shown. */
  onResults?: () => void;
  /**
   * Rendered on the server, for the first paint (src/first-paint): no URL state (the first paint
   * is drawn only for an address without any), no insights, and the listing inert: shown but not
   * yet usable, so nothing is typed into or chosen on it that the page's own would drop when it
   * takes its place.
   */
  onServer?: boolean;
}

/** One listing screen: InstantSearch over the page's index, with URL state and insights. */
export function ListingPage({
  context,
  runtime,
  session,
  bus,
  onResults,
  onServer,
}: ListingPageProps) {
  const facets = useMemo(() => facetsForMarket(context.market), [context.market]);
  const { primary, sorts } = listingIndices(context, runtime.indices);
  // Made once per page: InstantSearch must keep the same routing object.
  const [routing] = useState(() => {
    if (onServer) return undefined;
    const options = {
      indexId: primary,
      sorts,
      listAttributes: facets.filter(isListFacet).map((facet) => facet.attribute),
      rangeAttributes: facets.filter((f) => f.type === 'range').map((f) => f.attribute),
      menuAttributes: facets.filter((f) => f.type === 'price').map((f) => f.attribute),
    };
    return { router: createUrlRouter(options), stateMapping: createStateMapping(options) };
  });
  const retrieve =
    context.index === 'bim' ? BIM_RETRIEVABLE_ATTRIBUTES : PRODUCT_RETRIEVABLE_ATTRIBUTES;

  return (
    <InstantSearch
      searchClient={runtime.client}
      indexName={primary}
      {...(routing ? { routing } : {})}
      insights={runtime.insightsClient ? { insightsClient: runtime.insightsClient } : false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <DeferredWidgets onServer={onServer}>
        <Configure
          hitsPerPage={context.hitsPerPage}
          facets={['*']}
          maxValuesPerFacet={999}
          attributesToRetrieve={[...retrieve]}
          {...(context.filters ? { filters: context.filters } : {})}
          // The BIM library shows one card per product: its filters count products too.
          {...(context.index === 'bim' ? { facetingAfterDistinct: true } : {})}
        />
        <ListingLayout
          context={context}
          runtime={runtime}
          session={session}
          bus={bus}
          facets={facets}
          sorts={sorts}
          onResults={onResults}
          onServer={onServer}
        />
      </DeferredWidgets>
    </InstantSearch>
  );
}

interface LayoutProps extends ListingPageProps {
  facets: FacetConfig[];
  sorts: ReturnType<typeof listingIndices>['sorts'];
}

function useSearchAnalytics(bus: EventBus, context: ListingContext) {
  const { results } = useInstantSearch();
  const reported = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!results || results.__isArtificial) return;
    rememberQueryId(results.queryID);
    const query = results.query.trim();
    if (!query || reported.current === query) return;
    reported.current = query;
    bus.publish('analytics:event', {
      event: 'search',
      params: { search_term: query, results: results.nbHits, market: context.market },
    });
  }, [results, bus, context.market]);
}

function ListingLayout({
  context,
  runtime,
  session,
  bus,
  facets,
  sorts,
  onResults,
  onServer,
}: LayoutProps) {
  const t = useMessages();
  const { results, setIndexUiState, indexUiState } = useInstantSearch();
  const [view, setView] = useState<ViewMode>('grid');
  const [filterSheet, setFilterSheet] = useState(false);
  const closeFilterSheet = useCallback(() => setFilterSheet(false), []);
  const filterTitle = useRef<HTMLButtonElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  // Where focus goes when the last chip goes: the panel's title, or on a narrow screen the button
  // that opens the filters.
  const filtersHome = useMediaQuery(minWidth(FILTER_SHEET_BELOW)) ? filterTitle : filtersButton;
  const viewer = sessionKind(session);
  useRenderFirstAnswerInTransition();
  useSearchAnalytics(bus, context);
  // The tab names the page: its heading, or on the search page what was searched for.
  const head = listingHead(context, indexUiState.query ?? '', t);
  useDocumentMeta(head.title, head.description);

  const ready = Boolean(results && !results.__isArtificial);
  const empty = ready && results.nbHits === 0;
  const told = useRef(false);
  useEffect(() => {
    if (!ready || told.current) return;
    told.current = true;
    onResults?.();
  }, [ready, onResults]);
  const query = results?.query ?? '';
  // A card shows the variant the active colour refinement asks for (variant-level search).
  const colours = (indexUiState.refinementList?.colour ?? []).join('\n');
  const toItem = useCallback(
    (hit: Hit<BaseHit>) =>
      cardFromHit(hit, context.market, query, colours ? colours.split('\n') : []),
    [context.market, query, colours],
  );
  const suggest = useCallback(
    (text: string) =>
      getQuerySuggestions(runtime.client, runtime.indices['query-suggestions'].newest, text),
    [runtime],
  );
  const search = (text: string) => {
    if (context.kind === 'search') {
      setIndexUiState((state) => ({
        ...(state.configure ? { configure: state.configure } : {}),
        query: text,
      }));
    } else navigateTo(href('search', context.market, undefined, { query: text }));
  };

  return (
    <div
      className={`catalogue-layout${empty ? ' catalogue-layout--empty' : ''}`}
      inert={onServer || undefined}
    >
      <FilterPanel
        title={
          context.kind === 'search' || context.kind === 'bim'
            ? 'filters.title.filterProduct'
            : 'filters.title.products'
        }
        facets={facets}
        limitGroups={context.limitGroups}
        market={context.market}
        titleRef={filterTitle}
        sheetOpen={filterSheet}
        onCloseSheet={closeFilterSheet}
      />
      <div className="catalogue-results">
        <div className="catalogue-toolbar">
          <QuickSearch />
          <FilterSheetButton buttonRef={filtersButton} onOpen={() => setFilterSheet(true)} />
          {sorts.length > 0 && (
            <div className="catalogue-toolbar__sort">
              <SortSelect sorts={sorts} />
            </div>
          )}
          <div className="catalogue-toolbar__view">
            <ViewToggle view={view} onChange={setView} />
          </div>
          {ready && !empty && (
            <p className="catalogue-count" aria-live="polite">
              {/* `total` as text: ICU's `#` would group thousands (1,871) where the page shows 1871. */}
              {t('listing.count', { count: results.nbHits, total: String(results.nbHits) })}
            </p>
          )}
        </div>
        {context.canAddToProject && (
          <SkuUpload bus={bus} session={session} market={context.market} />
        )}
        <ActiveFilters facets={facets} market={context.market} panelTitle={filtersHome} />
        {!ready && <LoadingOverlay />}
        {empty ? (
          <NoResults query={query} market={context.market} suggest={suggest} onSearch={search} />
        ) : (
          <ListingResults view={view} toItem={toItem} context={context} viewer={viewer} bus={bus} />
        )}
      </div>
      <BackToTop />
    </div>
  );
}

/** The cards of the grid's first row at its widest (four columns): the page's largest pictures. */
const FIRST_ROW_CARDS = 4;

interface ListingResultsProps {
  view: ViewMode;
  toItem: (hit: Hit<BaseHit>) => CardProduct | undefined;
  context: ListingContext;
  viewer: SessionKind;
  bus: EventBus;
}

/**
 * The cards. Kept apart (memo) from the layout's own state: opening the filters or typing in the
 * quick search re-renders the layout, never the cards (24 or more, each with its hooks), which on
 * a phone took most of the filters' response (INP).
 */
const ListingResults = memo(function ListingResults({
  view,
  toItem,
  context,
  viewer,
  bus,
}: ListingResultsProps) {
  const addToProject = (sku: string, name: string, hit: Hit<BaseHit>, sendEvent: SendHitEvent) => {
    if (viewer === 'visitor') return requestSignIn(bus);
    if (viewer === 'incomplete') return promptProfileCompletion(bus, context.market);
    sendEvent('conversion', hit, 'Product Added To Project');
    // The dialog names the product; the event bounds a name at 200 characters.
    bus.publish('project:add-requested', { sku, quantity: 1, name: name.slice(0, 200) });
  };
  return (
    <Results
      view={view}
      toItem={toItem}
      itemKey={(item) => item.objectID}
      renderItem={(item, hit, sendEvent, position) => (
        <ProductCard
          product={item}
          first={position < FIRST_ROW_CARDS}
          context={context}
          viewer={viewer}
          bus={bus}
          onOpen={(product) => {
            rememberListingTrail(listingTrailOf(product, context));
            rememberQueryId(hit.__queryID);
            sendEvent('click', hit, 'Product Clicked');
          }}
          onAddToProject={(product, sku) => addToProject(sku, product.name, hit, sendEvent)}
          onQuickView={(product, sku) =>
            bus.publish('product:quick-view-requested', {
              sku,
              name: product.name.slice(0, 200),
            })
          }
        />
      )}
    />
  );
});
