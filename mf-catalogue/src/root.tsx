import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRouter, RemoteRoutes } from '@specify/ui';

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
    <RemoteRouter>
      <RemoteRoutes remote="mf-catalogue" fallbackMarket={market} titles={TITLES} />
    </RemoteRouter>
  );
}
