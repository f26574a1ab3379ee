import { Navigate, useLocation } from 'react-router-dom';
import type { MountProps } from '@specify/contracts';
import { MARKET_DEFINITIONS, href, matchRoute } from '@specify/contracts';
import { Breadcrumbs, RemoteRouter, useSession } from '@specify/ui';
import { LandingContent } from './lib/landing-content';
import { listingContext } from './lib/listing-from-route';
import { useSearchRuntime } from './features/search-client/hooks/use-search-runtime';
import { LoadingOverlay } from './features/listing/components/loading-overlay';
import { ListingPage } from './routes/listing-page';
import './catalogue.css';

function CatalogueScreens({ market, config, bus, session, mountRemoteParcel }: MountProps) {
  const location = useLocation();
  const route = matchRoute(location.pathname, market);
  const context = route?.owner === 'mf-catalogue' ? listingContext(route) : undefined;
  const search = useSearchRuntime(config, context?.market ?? market, session);
  if (!context) return null;
  if ('notFound' in context) return <Navigate replace to={href('notFound', context.market)} />;
  if (context.canonicalPath) {
    return <Navigate replace to={`${context.canonicalPath}${location.search}`} />;
  }
  const definition = MARKET_DEFINITIONS[context.market];
  return (
    <section
      aria-label={context.regionLabel}
      className="catalogue"
      data-route={context.routeName}
      data-market={context.market}
    >
      <Breadcrumbs pathname={location.pathname} market={context.market} />
      <header className="catalogue-header">
        <h1>{context.heading}</h1>
        <p className="catalogue-market">
          Showing products for <span>{`${context.market} (${definition.region})`}</span>
        </p>
      </header>
      {context.landingPage && (
        <LandingContent
          mountRemoteParcel={mountRemoteParcel}
          market={context.market}
          bus={bus}
          session={session}
          page={context.landingPage}
        />
      )}
      {search.status === 'error' && (
        <div role="alert">
          <p>Products could not be loaded right now. Please try again later.</p>
        </div>
      )}
      {search.status === 'loading' && <LoadingOverlay />}
      {search.status === 'ready' && (
        <ListingPage
          // Another path is another listing: fresh search state, read from its URL.
          key={`${location.pathname}|${search.runtime.userToken}`}
          context={context}
          runtime={search.runtime}
          session={session}
          bus={bus}
        />
      )}
    </section>
  );
}

export function CatalogueRoot(props: MountProps) {
  const session = useSession(props.session, props.bus);
  return (
    <RemoteRouter>
      <CatalogueScreens {...props} session={session} />
    </RemoteRouter>
  );
}
