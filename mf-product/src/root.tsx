import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRouter, RemoteRoutes } from '@specify/ui';

const TITLES: Partial<Record<RouteName, string>> = {
  product: 'Product detail',
  bimProduct: 'BIM product',
};

export function ProductRoot({ market }: MountProps) {
  return (
    <RemoteRouter>
      <RemoteRoutes remote="mf-product" fallbackMarket={market} titles={TITLES} />
    </RemoteRouter>
  );
}
