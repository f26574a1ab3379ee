import { useState, type ReactNode } from 'react';
import type { Project } from '@specify/contracts';
import { Button, Spinner } from '@specify/ui';
import { useSearchClient } from '@specify/ui/search-client';
import { useMessages } from '../../../i18n/messages';
import type { ProjectTabProps } from '../../../lib/project-tab';
import type { SearchProduct } from '../model/search-hit';
import { AddToProjectDialog } from './add-to-project-dialog';
import { ProductSearch } from './product-search';
import '../product-search.css';

export interface ProductsTabProps extends ProjectTabProps {
  /** The SKU-list upload, composed in by the route (features do not import each other). */
  upload?: ReactNode;
}

/**
 * Tab 2 'Add products' (project-builder.md §2): search the catalogue and add a product to one of
 * the project's rooms, or upload a SKU list. In view mode nothing can be added.
 */
export function ProductsTab(props: ProductsTabProps) {
  const { project, readOnly, upload, onProjectChange, goToTab, config, market, session } = props;
  const t = useMessages();
  const [attempt, setAttempt] = useState(0);
  const search = useSearchClient(config, market, session, attempt);
  const [adding, setAdding] = useState<SearchProduct | undefined>(undefined);
  const [confirmation, setConfirmation] = useState('');

  const added = (answer: Project, to: { roomName: string; quantity: number }) => {
    const name = adding?.name ?? '';
    setAdding(undefined);
    onProjectChange(answer);
    setConfirmation(t('products.add.done', { quantity: to.quantity, name, room: to.roomName }));
  };

  return (
    <section className="builder-products" aria-labelledby="builder-products-heading">
      <h2 id="builder-products-heading">{t('products.heading', { name: project.projectName })}</h2>
      {!readOnly && upload}
      <p role="status" className="builder-products__confirmation">
        {confirmation}
      </p>
      {search.status === 'loading' && <Spinner label={t('products.loading')} />}
      {search.status === 'error' && (
        <div role="alert" className="builder-products__unavailable">
          <p>{t('products.unavailable')}</p>
          <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
            {t('products.retry')}
          </Button>
        </div>
      )}
      {search.status === 'ready' && (
        <ProductSearch
          runtime={search.runtime}
          canAdd={!readOnly}
          onAdd={(product) => {
            setConfirmation('');
            setAdding(product);
          }}
        />
      )}
      {!readOnly && (
        <AddToProjectDialog
          product={adding}
          project={project}
          onClose={() => setAdding(undefined)}
          onAdded={added}
          goToDetails={() => {
            setAdding(undefined);
            goToTab(1);
          }}
        />
      )}
    </section>
  );
}
