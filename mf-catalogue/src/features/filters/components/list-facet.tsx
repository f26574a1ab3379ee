import { memo } from 'react';
import { useRefinementList } from 'react-instantsearch';
import type { FacetConfig } from '@specify/contracts';
import { colourSwatchUrl } from '@specify/contracts/catalogue/files';
import { useMessages } from '../../../i18n/messages';
import { facetValueLabel } from '../../../lib/facets';
import { FacetGroup } from './facet-group';

/** Term facets show 6 values, then Show More / Show Less (spec §9: limit 999). */
export const TERM_LIMIT = 6;
export const SHOW_MORE_LIMIT = 999;

export interface ListFacetProps {
  facet: FacetConfig;
  visible: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/**
 * Term, colour and boolean facets. The hook stays mounted while the group is hidden, so a
 * refinement from the URL keeps applying (InstantSearch drops state of unmounted widgets).
 */
export const ListFacet = memo(function ListFacet({
  facet,
  visible,
  expanded,
  onToggle,
}: ListFacetProps) {
  const t = useMessages();
  const isTerm = facet.type !== 'boolean';
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: facet.attribute,
    limit: isTerm ? TERM_LIMIT : 2,
    showMore: isTerm,
    showMoreLimit: SHOW_MORE_LIMIT,
    sortBy: facet.type === 'boolean' ? ['name:desc'] : ['isRefined', 'count:desc', 'name:asc'],
  });
  if (!visible || items.length === 0) return null;
  return (
    <FacetGroup label={facet.label} expanded={expanded} onToggle={onToggle}>
      <ul className="catalogue-facet__values">
        {items.map((item) => {
          const label = facetValueLabel(facet, item.value, t);
          return (
            <li key={item.value}>
              <label>
                <input
                  type="checkbox"
                  checked={item.isRefined}
                  onChange={() => refine(item.value)}
                />
                {facet.type === 'color' && (
                  <img
                    className="catalogue-swatch"
                    src={colourSwatchUrl(item.value)}
                    alt=""
                    width={14}
                    height={14}
                    loading="lazy"
                    // A colour without a swatch file still reads by its name.
                    onError={(event) => {
                      event.currentTarget.hidden = true;
                    }}
                  />
                )}
                {label} <span className="catalogue-facet__count">({item.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {canToggleShowMore && (
        <button type="button" className="catalogue-link-button" onClick={toggleShowMore}>
          {isShowingMore ? t('filters.showLess') : t('filters.showMore')}
        </button>
      )}
    </FacetGroup>
  );
});
