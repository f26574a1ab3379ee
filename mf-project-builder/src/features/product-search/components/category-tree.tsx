import { useState } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { SearchClient } from '@specify/ui/search-client';
import { useMessages } from '../../../i18n/messages';
import { usePopulatedCategoryKeys } from '../api/populated-category-keys';
import { BUILDER_CATEGORIES, type BuilderCategory } from '@specify/contracts/catalogue/taxonomy';
import { categoryFilter } from '../model/category-tree';

/**
 * The builder's category tree (BUILDER_CATEGORIES in the contracts, §2) as one choice: the
 * chosen category's filter goes into the index's search parameters (InstantSearch reports back only the Configure widget's own
 * parameters, so the choice itself is kept here), and a new choice starts from the first page.
 * An entry without products for this session is left out: choosing it could only find nothing.
 */
export function CategoryTree({ runtime }: { runtime: SearchClient }) {
  const t = useMessages();
  const { setIndexUiState } = useInstantSearch();
  const [current, setCurrent] = useState<BuilderCategory | undefined>(undefined);
  const populated = usePopulatedCategoryKeys(runtime);
  const entries = populated
    ? BUILDER_CATEGORIES.filter((node) => node.keys.some((key) => populated.has(key)))
    : BUILDER_CATEGORIES;

  const choose = (node: BuilderCategory | undefined) => {
    setCurrent(node);
    // An empty filter replaces the last one; leaving `filters` out would keep it.
    const filters = node ? categoryFilter(node) : '';
    setIndexUiState((state) => ({
      ...state,
      configure: { ...state.configure, filters },
      page: undefined,
    }));
  };

  return (
    <nav className="builder-products__categories" aria-label={t('products.categories.label')}>
      <h3>{t('products.categories.label')}</h3>
      <ul>
        <li>
          <button type="button" aria-pressed={!current} onClick={() => choose(undefined)}>
            {t('products.categories.all')}
          </button>
        </li>
        {entries.map((node) => (
          <li key={node.id}>
            <button
              type="button"
              aria-pressed={current?.id === node.id}
              onClick={() => choose(current?.id === node.id ? undefined : node)}
            >
              {node.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
