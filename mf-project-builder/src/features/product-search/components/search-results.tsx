import { useMemo, useRef } from 'react';
import { useHits, useInstantSearch } from 'react-instantsearch';
import { Button, ProductImage, Spinner } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { productOfHit, type SearchProduct } from '../model/search-hit';
import { ResultPages } from './result-pages';

export type ViewMode = 'grid' | 'list';

/** The hits of the current page as cards (grid) or rows (list), with their pages below. */
export function SearchResults({
  view,
  canAdd,
  onAdd,
}: {
  view: ViewMode;
  canAdd: boolean;
  onAdd: (product: SearchProduct) => void;
}) {
  const t = useMessages();
  const { items } = useHits();
  const { results, status } = useInstantSearch();
  const top = useRef<HTMLHeadingElement>(null);
  const products = useMemo(() => items.flatMap((hit) => productOfHit(hit) ?? []), [items]);
  const ready = Boolean(results && !results.__isArtificial);

  if (!ready) return <Spinner label={t('products.loading')} />;
  return (
    <div className="builder-products__results" aria-busy={status === 'stalled' || undefined}>
      <h3 ref={top} tabIndex={-1} className="builder-products__count" aria-live="polite">
        {results.nbHits === 0
          ? t('products.empty')
          : t('products.count', { count: results.nbHits })}
      </h3>
      {products.length > 0 && (
        <ul
          className="builder-products__hits"
          data-view={view}
          aria-label={t('products.results.label')}
        >
          {products.map((product) => (
            <li key={product.objectID}>
              <article className="builder-products__hit">
                <ProductImage
                  src={product.image}
                  alt=""
                  width={160}
                  height={120}
                  className="builder-products__image"
                />
                <div className="builder-products__details">
                  <h4>{product.name}</h4>
                  <p>{t('products.hit.code', { code: product.code })}</p>
                  {product.colour && <p>{t('products.hit.colour', { colour: product.colour })}</p>}
                </div>
                {canAdd && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('products.hit.addLabel', { name: product.name })}
                    onClick={() => onAdd(product)}
                  >
                    {t('products.hit.add')}
                  </Button>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
      <ResultPages
        onPage={() => {
          top.current?.focus();
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </div>
  );
}
