import { useEffect, useRef } from 'react';
import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import type { FacetConfig, Market } from '@specify/contracts';
import { chipLabel, wholeMoney } from '../../../lib/facets';

const OPERATORS: Record<string, string> = {
  '>=': 'from',
  '<=': 'up to',
  '>': 'over',
  '<': 'under',
};

/** A range bound as read: '300 mm', or money on the price facet: '$200'. */
function boundLabel(facet: FacetConfig, value: number, market: Market): string {
  if (facet.type === 'price') return wholeMoney(value, market);
  return `${value}${facet.unit ? ` ${facet.unit}` : ''}`;
}

/** The filter panel's title button: where focus goes when no chip is left. */
function focusFilterPanel(from: Element | null) {
  from
    ?.closest('.catalogue-layout')
    ?.querySelector<HTMLButtonElement>('.catalogue-filters__title button')
    ?.focus();
}

/**
 * Active-filter chips with readable labels, and Clear All (ranges included). A removed chip hands
 * focus to the chip that takes its place, or to the filter panel when none is left.
 */
export function ActiveFilters({ facets, market }: { facets: FacetConfig[]; market: Market }) {
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const { refine: clearAll, canRefine } = useClearRefinements({ excludedAttributes: ['query'] });
  const list = useRef<HTMLUListElement>(null);
  const focusChipAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusChipAt.current;
    const chips = list.current?.querySelectorAll<HTMLButtonElement>('.catalogue-chip');
    if (index === undefined || !chips?.length) return;
    focusChipAt.current = undefined;
    chips[Math.min(index, chips.length - 1)]?.focus();
  });
  const chips = items.flatMap((item) =>
    item.refinements.map((refinement) => ({ item, refinement })),
  );
  if (chips.length === 0) return null;
  const byAttribute = new Map(facets.map((facet) => [facet.attribute, facet]));
  return (
    <div className="catalogue-chips" role="region" aria-label="Active filters">
      <ul ref={list}>
        {chips.map(({ item, refinement }, index) => {
          const facet = byAttribute.get(item.attribute);
          const label =
            refinement.type === 'numeric' && facet
              ? `${facet.label}: ${OPERATORS[refinement.operator ?? ''] ?? ''} ${boundLabel(facet, Number(refinement.value), market)}`
              : chipLabel(facet, item.attribute, String(refinement.value));
          return (
            <li key={`${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`}>
              <button
                type="button"
                className="catalogue-chip"
                aria-label={`Remove ${label}`}
                onClick={(event) => {
                  if (chips.length === 1) focusFilterPanel(event.currentTarget);
                  else focusChipAt.current = index;
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
        onClick={(event) => {
          focusFilterPanel(event.currentTarget);
          clearAll();
        }}
      >
        Clear All
      </button>
    </div>
  );
}
