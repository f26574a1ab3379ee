import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { REMOTES, matchRoute, type EventBus } from '@specify/contracts';
import { rememberMarket, resolveMarket } from '../market/market-cookie';
import { Footer } from './footer';
import { Header } from './header';
import { NotFoundPage } from './not-found-page';
import { Toasts } from './toasts';

export function regionId(remote: string) {
  return `region-${remote}`;
}

/**
 * The page frame. Each remote has a fixed region inside <main>; single-spa mounts the active
 * remote into its region, and the shell itself renders the not-found page and the toasts
 * remotes ask for.
 */
export function Layout({ bus }: { bus: EventBus }) {
  const location = useLocation();
  const market = resolveMarket(location.pathname);
  const route = matchRoute(location.pathname, market);

  useEffect(() => {
    if (route?.marketInPath) rememberMarket(route.market);
  }, [route?.marketInPath, route?.market]);

  return (
    <>
      <a className="spec-visually-hidden" href="#main">
        Skip to content
      </a>
      <Header market={market} />
      <main id="main" tabIndex={-1}>
        {(!route || route.owner === 'shell') && <NotFoundPage key={location.key} />}
        {REMOTES.map((remote) => (
          <div key={remote} id={regionId(remote)} data-remote-region={remote} />
        ))}
      </main>
      <Footer market={market} />
      <Toasts bus={bus} />
    </>
  );
}
