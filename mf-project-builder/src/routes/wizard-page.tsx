import { lazy, Suspense } from 'react';
import { Spinner } from '@specify/ui';
import { useMessages } from '../i18n/messages';
import { BuilderLayout } from '../lib/builder-layout';
import type { BuilderProps } from '../lib/builder-props';
import { ProjectForm } from '../features/project-form/components/project-form';
import { projectExportSlots } from '../features/project-exports';
import { SummaryTab } from '../features/project-summary/components/summary-tab';
import { RoomsTab } from '../features/rooms-review/components/rooms-tab';
import { SkuUpload } from '../features/sku-upload/components/sku-upload';
import { Wizard, type WizardMode } from '../features/wizard/components/wizard';

/**
 * Tab 2's product search (InstantSearch and its helper, about a third of the builder's JS) loads
 * when a person opens that tab, not with the dashboard or the project form.
 */
const ProductsTab = lazy(() =>
  import('../features/product-search/components/products-tab').then((module) => ({
    default: module.ProductsTab,
  })),
);

function TabLoading() {
  const t = useMessages();
  return <Spinner label={t('app.loading')} />;
}

/**
 * create, edit?projectId and view?projectId (project-builder.md §2 "Wizard"). The wizard owns the
 * project and its tabs; the screens of its tabs are features of their own, composed here.
 */
export function WizardPage(props: BuilderProps & { mode: WizardMode; projectId?: string }) {
  return (
    <BuilderLayout {...props} current="projects">
      <Wizard
        {...props}
        renderTab1={(tab) => <ProjectForm {...tab} />}
        renderTab2={(tab) => (
          <Suspense fallback={<TabLoading />}>
            <ProductsTab {...tab} upload={<SkuUpload {...tab} />} />
          </Suspense>
        )}
        renderTab3={(tab) => <RoomsTab {...tab} />}
        renderTab4={(tab) => <SummaryTab {...tab} {...projectExportSlots} />}
      />
    </BuilderLayout>
  );
}
