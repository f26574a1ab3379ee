import { useRefinementList } from 'react-instantsearch';
import type { FacetConfig } from '@specify/contracts';
import { Checkbox } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { valueLabel } from '@specify/contracts/catalogue/labels';
import { FACET_VALUES_SHOWN, MAX_VALUES_PER_FACET } from '../model/search-facets';

/**
 * One facet of tab 2 as a group of checkboxes (values OR within the facet, facets AND together).
 * The hook stays mounted while the facet has no values, so a refinement keeps applying.
 */
export function FacetFilter({ facet }: { facet: FacetConfig }) {
  const t = useMessages();
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: facet.attribute,
    limit: FACET_VALUES_SHOWN,
    showMore: true,
    showMoreLimit: MAX_VALUES_PER_FACET,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  if (items.length === 0) return null;
  return (
    <fieldset className="builder-products__facet">
      <legend>{facet.label}</legend>
      <ul>
        {items.map((item) => (
          <li key={item.value}>
            <Checkbox
              checked={item.isRefined}
              onChange={() => refine(item.value)}
              label={t('products.filters.value', {
                value: valueLabel(facet.attribute, item.value),
                count: item.count,
              })}
            />
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" className="builder-products__link" onClick={toggleShowMore}>
          {isShowingMore ? t('products.filters.showLess') : t('products.filters.showMore')}
        </button>
      )}
    </fieldset>
  );
}
