import { useClearRefinements, useCurrentRefinements } from 'react-instantsearch';
import type { FacetConfig } from '@specify/contracts';
import { chipLabel } from '../../../lib/facets';

const OPERATORS: Record<string, string> = {
  '>=': 'from',
  '<=': 'up to',
  '>': 'over',
  '<': 'under',
};

/** Active-filter chips with readable labels, and Clear All (ranges included). */
export function ActiveFilters({ facets }: { facets: FacetConfig[] }) {
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const { refine: clearAll, canRefine } = useClearRefinements({ excludedAttributes: ['query'] });
  if (items.length === 0) return null;
  const byAttribute = new Map(facets.map((facet) => [facet.attribute, facet]));
  return (
    <div className="catalogue-chips" role="region" aria-label="Active filters">
      <ul>
        {items.flatMap((item) =>
          item.refinements.map((refinement) => {
            const facet = byAttribute.get(item.attribute);
            const label =
              refinement.type === 'numeric' && facet
                ? `${facet.label}: ${OPERATORS[refinement.operator ?? ''] ?? ''} ${refinement.value}${facet.unit ? ` ${facet.unit}` : ''}`
                : chipLabel(facet, item.attribute, String(refinement.value));
            return (
              <li key={`${item.attribute}:${refinement.operator ?? ''}:${refinement.value}`}>
                <button
                  type="button"
                  className="catalogue-chip"
                  aria-label={`Remove ${label}`}
                  onClick={() => item.refine(refinement)}
                >
                  {label} <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
      <button
        type="button"
        className="catalogue-link-button"
        disabled={!canRefine}
        onClick={clearAll}
      >
        Clear All
      </button>
    </div>
  );
}
