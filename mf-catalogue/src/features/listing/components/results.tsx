import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useInfiniteHits, useInstantSearch } from 'react-instantsearch';
import type { Hit, BaseHit } from 'instantsearch.js';
import { Button } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import type { ViewMode } from './listing-toolbar';

export type SendHitEvent = (
  eventType: 'click' | 'conversion',
  hit: Hit<BaseHit>,
  eventName: string,
) => void;

/**
 * Spec §9: load more when the sentinel is within 200 px, only on a listing of 12 hits or more (page
 * sizes by page kind are contracts' LISTING_PAGE_SIZES).
 */
export const INFINITE_SCROLL_MIN_TOTAL = 12;
export const INFINITE_SCROLL_MARGIN_PX = 200;
/**
 * The observed area reaches far above the viewport too, so a sentinel the reader jumped past
 * (End key, scrollbar drag) still counts as reached; an observer only reports crossings.
 */
const INFINITE_SCROLL_ROOT_MARGIN = `100000px 0px ${INFINITE_SCROLL_MARGIN_PX}px 0px`;

export interface ResultsProps<T> {
  view: ViewMode;
  /** Maps a hit to what a card renders (vendor shapes stop at the edge). */
  toItem: (hit: Hit<BaseHit>) => T | undefined;
  /** `position`: the item's place in the grid, from 0. */
  renderItem: (item: T, hit: Hit<BaseHit>, sendEvent: SendHitEvent, position: number) => ReactNode;
  itemKey: (item: T) => string;
}

/** The result grid with infinite scroll; earlier pages can be loaded when a deep page was linked. */
export function Results<T>({ view, toItem, renderItem, itemKey }: ResultsProps<T>) {
  const t = useMessages();
  const { items, isLastPage, showMore, showPrevious, isFirstPage, sendEvent } = useInfiniteHits({
    showPrevious: true,
  });
  const { results, status } = useInstantSearch();
  const sentinel = useRef<HTMLDivElement>(null);
  const total = results?.nbHits ?? 0;
  const canLoadMore = !isLastPage && total >= INFINITE_SCROLL_MIN_TOTAL;
  const loading = status === 'loading' || status === 'stalled';

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoadMore || loading || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore();
      },
      { rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore, loading, showMore, items.length]);

  const mapped = useMemo(
    () =>
      items.flatMap((hit) => {
        const item = toItem(hit);
        return item ? [{ item, hit }] : [];
      }),
    [items, toItem],
  );

  return (
    <>
      {!isFirstPage && (
        <Button variant="secondary" block onClick={showPrevious}>
          {t('listing.showPrevious')}
        </Button>
      )}
      <ul className={`catalogue-grid catalogue-grid--${view}`} aria-label={t('listing.products')}>
        {mapped.map(({ item, hit }, position) => (
          <li key={itemKey(item)}>{renderItem(item, hit, sendEvent, position)}</li>
        ))}
      </ul>
      {canLoadMore && (
        <div ref={sentinel} className="catalogue-sentinel" data-testid="infinite-scroll-sentinel">
          {loading ? t('listing.loadingMore') : ''}
        </div>
      )}
    </>
  );
}
