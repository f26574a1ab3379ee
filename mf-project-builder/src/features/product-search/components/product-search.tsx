import { useState } from 'react';
import { Configure, InstantSearch, useClearRefinements } from 'react-instantsearch';
import { VARIANT_RETRIEVABLE_ATTRIBUTES } from '@specify/contracts/search/hits';
import type { SearchClient } from '@specify/ui/search-client';
import { useMessages } from '../../../i18n/messages';
import { HITS_PER_PAGE, MAX_VALUES_PER_FACET, TAB_FACETS } from '../model/search-facets';
import type { SearchProduct } from '../model/search-hit';
import { CategoryTree } from './category-tree';
import { FacetFilter } from './facet-filter';
import { SearchBox } from './search-box';
import { SearchResults, type ViewMode } from './search-results';

export interface ProductSearchProps {
  runtime: SearchClient;
  canAdd: boolean;
  onAdd: (product: SearchProduct) => void;
}

/**
 * Product search on the market's search-variant index (one hit per variant, so a hit is a SKU to
 * add) with the session's secured key: search box, category tree, the six facets, grid or list.
 */
export function ProductSearch({ runtime, canAdd, onAdd }: ProductSearchProps) {
  return (
    <InstantSearch
      searchClient={runtime.client}
      indexName={runtime.indices['search-variant'].newest}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <Configure
        hitsPerPage={HITS_PER_PAGE}
        maxValuesPerFacet={MAX_VALUES_PER_FACET}
        attributesToRetrieve={[...VARIANT_RETRIEVABLE_ATTRIBUTES]}
      />
      <SearchLayout runtime={runtime} canAdd={canAdd} onAdd={onAdd} />
    </InstantSearch>
  );
}

function SearchLayout({ runtime, canAdd, onAdd }: ProductSearchProps) {
  const t = useMessages();
  const [view, setView] = useState<ViewMode>('grid');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const clear = useClearRefinements();
  return (
    <div className="builder-products__layout">
      <div className="builder-products__toolbar">
        <SearchBox />
        <div role="group" aria-label={t('products.view.label')} className="builder-products__view">
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {t('products.view.list')}
          </button>
          <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
            {t('products.view.grid')}
          </button>
        </div>
        <button
          type="button"
          className="builder-products__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="builder-products-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? t('products.filters.hide') : t('products.filters.show')}
        </button>
      </div>
      <aside
        id="builder-products-filters"
        className="builder-products__filters"
        data-open={filtersOpen || undefined}
        aria-label={t('products.filters.title')}
      >
        <CategoryTree runtime={runtime} />
        {TAB_FACETS.map((facet) => (
          <FacetFilter key={facet.attribute} facet={facet} />
        ))}
        {clear.canRefine && (
          <button type="button" className="builder-products__link" onClick={clear.refine}>
            {t('products.filters.clear')}
          </button>
        )}
      </aside>
      <SearchResults view={view} canAdd={canAdd} onAdd={onAdd} />
    </div>
  );
}
