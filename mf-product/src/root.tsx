import { matchRoute, sessionKind, type MountProps } from '@specify/contracts';
import { usePageLocation, useSession } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { useConfiguratorScript } from './features/configurator/use-configurator-script';
import { MessagesProvider } from './i18n/messages';
import { BimProductPage } from './routes/bim-product-page';
import { ProductPage } from './routes/product-page';
import './product.css';

function ProductScreens({ market, session, bus, config }: MountProps) {
  const location = usePageLocation();
  useConfiguratorScript(bus, config.configuratorScriptUrl);
  const viewer = sessionKind(useSession(session, bus));
  const route = matchRoute(location.pathname, market);
  if (!route || route.owner !== 'mf-product') return null;
  const props = {
    market: route.market,
    viewer,
    bus,
    productPath: String(route.params.productPath),
  };
  switch (route.name) {
    case 'product':
      return <ProductPage {...props} />;
    case 'bimProduct':
      return <BimProductPage {...props} />;
    default:
      return null;
  }
}

export function ProductRoot(props: MountProps) {
  return (
    <MessagesProvider market={props.market}>
      <ActionProvider market={props.market}>
        <ProductScreens {...props} />
      </ActionProvider>
    </MessagesProvider>
  );
}
