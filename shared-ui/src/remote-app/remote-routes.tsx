import { useLocation } from 'react-router-dom';
import type { Market, RemoteName, RouteName } from '@specify/contracts';
import { matchRoute } from '@specify/contracts';
import { RoutePlaceholder } from '../components/route-placeholder';

export interface RemoteRoutesProps {
  remote: RemoteName;
  /** Market for paths without a market segment (the shell resolved it from the cookie). */
  fallbackMarket: Market;
  titles: Partial<Record<RouteName, string>>;
}

/**
 * Renders the screen for the current URL when this remote owns it. The market and params come
 * from the URL, so a market switch or a move between this remote's routes needs no remount.
 */
export function RemoteRoutes({ remote, fallbackMarket, titles }: RemoteRoutesProps) {
  const location = useLocation();
  const route = matchRoute(location.pathname, fallbackMarket);
  if (!route || route.owner !== remote) return null;
  return (
    <RoutePlaceholder
      title={titles[route.name] ?? route.name}
      route={route}
      search={location.search}
    />
  );
}
