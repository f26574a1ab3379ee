import { useId, useState, type Ref } from 'react';
import { useCurrentRefinements, useInstantSearch } from 'react-instantsearch';
import type { FacetConfig, Market } from '@specify/contracts';
import { ListFacet } from './list-facet';
import { PriceFacet } from './price-facet';
import { RangeFacet } from './range-facet';
import { useLabelledFacets } from '../hooks/use-labelled-facets';
import { useMessages } from '../../../i18n/messages';

/** Brand and sector pages show 8 filter groups until a filter is applied (spec §9). */
export const LIMITED_GROUPS = 8;

export interface FilterPanelProps {
  /** Products on a category's listing, Filter Product on search and the BIM library. */
  title: 'filters.title.products' | 'filters.title.filterProduct';
  facets: FacetConfig[];
  limitGroups: boolean;
  /** Formats the price bands. */
  market: Market;
  /** The title button, where ActiveFilters sends focus when the last chip goes. */
  titleRef: Ref<HTMLButtonElement>;
}

/** Which facets have something to offer in the current results (facets '*' is requested). */
function useAvailableFacets(facets: FacetConfig[]): Set<string> {
  const { results } = useInstantSearch();
  const raw = results?._rawResults?.[0];
  const available = new Set<string>();
  for (const facet of facets) {
    if (facet.type === 'range' || facet.type === 'price') {
      const stats = raw?.facets_stats?.[facet.attribute];
      if (stats && (stats.max ?? 0) > (stats.min ?? 0)) available.add(facet.attribute);
    } else if (Object.keys(raw?.facets?.[facet.attribute] ?? {}).length > 0) {
      available.add(facet.attribute);
    }
  }
  return available;
}

/** The left filter panel: collapsible, one group per facet, expanded state kept per group. */
export function FilterPanel({
  title,
  facets: configured,
  limitGroups,
  market,
  titleRef,
}: FilterPanelProps) {
  const t = useMessages();
  const facets = useLabelledFacets(configured);
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const { items: refinements } = useCurrentRefinements();
  const available = useAvailableFacets(facets);
  const bodyId = useId();

  const offered = facets.filter((facet) => available.has(facet.attribute));
  const limit = limitGroups && refinements.length === 0 ? LIMITED_GROUPS : 9999;
  const shown = new Set(offered.slice(0, limit).map((facet) => facet.attribute));
  // A group the viewer refined stays visible even past the limit (it is in the URL).
  for (const item of refinements) shown.add(item.attribute);

  return (
    <aside className="catalogue-filters" aria-label={t(title)}>
      <h2 className="catalogue-filters__title">
        <button
          ref={titleRef}
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(title)}
          <span className="catalogue-filters__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={bodyId} className="catalogue-filters__body" hidden={!open}>
        {facets.map((facet) => {
          const props = {
            facet,
            visible: shown.has(facet.attribute),
            expanded: expanded[facet.attribute] ?? true,
            onToggle: () =>
              setExpanded((state) => ({
                ...state,
                [facet.attribute]: !(state[facet.attribute] ?? true),
              })),
          };
          if (facet.type === 'price') {
            return <PriceFacet key={facet.attribute} {...props} market={market} />;
          }
          return facet.type === 'range' ? (
            <RangeFacet key={facet.attribute} {...props} />
          ) : (
            <ListFacet key={facet.attribute} {...props} />
          );
        })}
      </div>
    </aside>
  );
}
