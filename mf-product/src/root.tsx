import { BrowserRouter } from 'react-router-dom';
import type { MountProps, RouteName } from '@specify/contracts';
import { RemoteRoutes } from '@specify/ui';

const TITLES: Partial<Record<RouteName, string>> = {
  product: 'Product detail',
  bimProduct: 'BIM product',
};

export function ProductRoot({ market }: MountProps) {
  return (
    <BrowserRouter>
      <RemoteRoutes remote="mf-product" fallbackMarket={market} titles={TITLES} />
    </BrowserRouter>
  );
}
