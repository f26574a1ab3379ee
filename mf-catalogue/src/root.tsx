import { useCallback, useState } from 'react';
import type { MountProps } from '@specify/contracts';
import { href, matchRoute } from '@specify/contracts';
import { Redirect, usePageLocation, useSession } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { MessagesProvider, useMessages } from './i18n/messages';
import { LandingAndListing, LandingContent } from './lib/landing-content';
import { listingContext } from './lib/listing-from-route';
import { ListingFrame } from './lib/listing-frame';
import { useSearchRuntime } from './features/search-client/hooks/use-search-runtime';
import { LoadingOverlay } from './features/listing/components/loading-overlay';
import { ListingPage } from './routes/listing-page';

function CatalogueScreens({ market, config, bus, session, mountRemoteParcel }: MountProps) {
  const t = useMessages();
  const location = usePageLocation();
  const route = matchRoute(location.pathname, market);
  const context = route?.owner === 'mf-catalogue' ? listingContext(route) : undefined;
  const search = useSearchRuntime(config, context?.market ?? market, session);
  // Whether the first results have been shown, once per mount: until then a listing without a
  // landing is busy (its first paint shows them already, render-first-paint.tsx).
  const [resultsShown, setResultsShown] = useState(false);
  const showResults = useCallback(() => setResultsShown(true), []);
  if (!context) return null;
  if ('notFound' in context) return <Redirect to={href('notFound', context.market)} />;
  if (context.canonicalPath) {
    return <Redirect to={`${context.canonicalPath}${location.search}`} />;
  }
  const { landingPage } = context;
  const listing = (
    <>
      {search.status === 'error' && (
        <div role="alert">
          <p>{t('listing.failed')}</p>
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
          onResults={showResults}
        />
      )}
    </>
  );
  return (
    <ListingFrame
      context={context}
      pathname={location.pathname}
      busy={!landingPage && !resultsShown && search.status !== 'error'}
    >
      {landingPage ? (
        <LandingAndListing
          // Another landing waits for its own content.
          key={landingPage}
          landing={(onSettled) => (
            <LandingContent
              mountRemoteParcel={mountRemoteParcel}
              market={context.market}
              bus={bus}
              session={session}
              page={landingPage}
              onSettled={onSettled}
            />
          )}
        >
          {listing}
        </LandingAndListing>
      ) : (
        listing
      )}
    </ListingFrame>
  );
}

export function CatalogueRoot(props: MountProps) {
  const session = useSession(props.session, props.bus);
  return (
    <MessagesProvider market={props.market}>
      <ActionProvider market={props.market}>
        <CatalogueScreens {...props} session={session} />
      </ActionProvider>
    </MessagesProvider>
  );
}
