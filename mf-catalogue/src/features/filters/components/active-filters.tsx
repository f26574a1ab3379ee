import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import type { FacetConfig, Market } from '@specify/contracts';
import { useMessages, type MessageId, type Messages } from '../../../i18n/messages';
import { chipLabel, wholeMoney } from '../../../lib/facets';
import { useLabelledFacets } from '../hooks/use-labelled-facets';

/** A numeric refinement's chip by its operator: 'Width: from 300 mm'. */
const BOUND_CHIPS: Record<string, MessageId> = {
  '>=': 'filters.chip.from',
  '<=': 'filters.chip.upTo',
  '>': 'filters.chip.over',
  '<': 'filters.chip.under',
};

/** A range bound as read: '300 mm', or money on the price facet: '$200'. */
function boundLabel(facet: FacetConfig, value: number, market: Market): string {
  if (facet.type === 'price') return wholeMoney(value, market);
  return `${value}${facet.unit ? ` ${facet.unit}` : ''}`;
}

/** The chip of a range or price bound; an operator without words reads 'Width: 300 mm'. */
function boundChip(t: Messages, facet: FacetConfig, operator: string, bound: string): string {
  const id = BOUND_CHIPS[operator];
  return id
    ? t(id, { facet: facet.label, bound })
    : t('filters.chip', { facet: facet.label, value: bound });
}

/**
 * Active-filter chips with readable labels, and Clear All (ranges included). A removed chip hands
 * focus to the chip that takes its place, or to the filter panel when none is left.
 */
export function ActiveFilters({
  facets: configured,
  market,
  panelTitle,
}: {
  facets: FacetConfig[];
  market: Market;
  /** The filter panel's title button (FilterPanel's `titleRef`): focus goes there when no chip is left. */
  panelTitle: RefObject<HTMLButtonElement | null>;
}) {
  const t = useMessages();
  const facets = useLabelledFacets(configured);
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const { refine: clearAll, canRefine } = useClearRefinements({ excludedAttributes: ['query'] });
  const list = useRef<HTMLUListElement>(null);
  // The removed chip and its place: focus moves only once a render no longer shows that chip
  // (InstantSearch may render again before the refinement lands), in the same commit that takes
  // it away, so no one ever sees the new chips without the focus on one.
  const removed = useRef<{ key: string; index: number } | undefined>(undefined);
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => ({
      item,
      refinement,
      key: `${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`,
    })),
  );
  const keys = chips.map((chip) => chip.key).join('\n');
  useLayoutEffect(() => {
    const pending = removed.current;
    if (!pending || keys.split('\n').includes(pending.key)) return;
    removed.current = undefined;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('.catalogue-chip');
    if (buttons?.length) buttons[Math.min(pending.index, buttons.length - 1)]?.focus();
  }, [keys]);
  if (chips.length === 0) return null;
  const byAttribute = new Map(facets.map((facet) => [facet.attribute, facet]));
  return (
    <div className="catalogue-chips" role="region" aria-label={t('filters.active')}>
      <ul ref={list}>
        {chips.map(({ item, refinement, key }, index) => {
          const facet = byAttribute.get(item.attribute);
          const label =
            refinement.type === 'numeric' && facet
              ? boundChip(
                  t,
                  facet,
                  refinement.operator ?? '',
                  boundLabel(facet, Number(refinement.value), market),
                )
              : chipLabel(facet, item.attribute, String(refinement.value), t);
          return (
            <li key={key}>
              <button
                type="button"
                className="catalogue-chip"
                aria-label={t('filters.remove', { label })}
                onClick={() => {
                  if (chips.length === 1) panelTitle.current?.focus();
                  else removed.current = { key, index };
                  item.refine(refinement);
                }}
              >
                {label} <span aria-hidden="true">×</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="catalogue-link-button"
        disabled={!canRefine}
        onClick={() => {
          panelTitle.current?.focus();
          clearAll();
        }}
      >
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
