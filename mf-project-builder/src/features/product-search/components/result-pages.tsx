import { usePagination } from 'react-instantsearch';
import { useMessages } from '../../../i18n/messages';

/** Previous, the pages around the current one, Next; hidden when everything fits on one page. */
export function ResultPages({ onPage }: { onPage: () => void }) {
  const t = useMessages();
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;
  const go = (page: number) => {
    refine(page);
    onPage();
  };
  return (
    <nav className="builder-products__pages" aria-label={t('products.pages.label')}>
      <ul>
        <li>
          <button type="button" disabled={isFirstPage} onClick={() => go(currentRefinement - 1)}>
            {t('products.pages.previous')}
          </button>
        </li>
        {pages.map((page) => (
          <li key={page}>
            <button
              type="button"
              aria-label={t('products.pages.page', { page: page + 1 })}
              aria-current={page === currentRefinement ? 'page' : undefined}
              onClick={() => go(page)}
            >
              {page + 1}
            </button>
          </li>
        ))}
        <li>
          <button type="button" disabled={isLastPage} onClick={() => go(currentRefinement + 1)}>
            {t('products.pages.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
