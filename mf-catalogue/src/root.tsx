import { BrowserRouter } from 'react-router-dom';
import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRoutes } from '@specify/ui';

const TITLES: Partial<Record<RouteName, string>> = {
  search: 'Search results',
  productFamily: 'Product listing',
  brand: 'Brand',
  sector: 'Sector',
  solution: 'Solution',
  collection: 'Collection',
  livewell: 'LiveWell',
  bimLibrary: 'BIM library',
};

export function CatalogueRoot({ market }: MountProps) {
  return (
    <BrowserRouter>
      <RemoteRoutes remote="mf-catalogue" fallbackMarket={market} titles={TITLES} />
    </BrowserRouter>
  );
}
