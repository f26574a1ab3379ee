import { sessionKind, type LandingContentParcelProps } from '@specify/contracts';
import { RemoteRouter, createParcelLifecycles } from '@specify/ui';
import { PageSections } from '../features/sections/page-sections';
import { MessagesProvider } from '../i18n/messages';
import { EventBusProvider } from '../lib/event-bus';
import { usePageDocument } from '../model/page-document';
import '../content.css';

/** The landing sections of a listing; a listing without landing content shows nothing extra. */
function LandingContent({ market, page, session }: LandingContentParcelProps) {
  const state = usePageDocument(market, `landing/${page}`);
  if (state.status !== 'ready' || state.sections.length === 0) return null;
  return (
    <div className="content-landing">
      <PageSections
        sections={state.sections}
        market={market}
        viewer={sessionKind(session)}
        embedded
      />
    </div>
  );
}

/** The parcel's root: its own providers (router for its links), as it renders inside mf-catalogue's page. */
export function LandingContentRoot(props: LandingContentParcelProps) {
  return (
    <RemoteRouter>
      <MessagesProvider market={props.market}>
        <EventBusProvider bus={props.bus}>
          <LandingContent {...props} />
        </EventBusProvider>
      </MessagesProvider>
    </RemoteRouter>
  );
}

/** `./landing`: the landing-content parcel mf-catalogue mounts above a brand, sector, solution, collection or LiveWell listing. */
export default createParcelLifecycles<LandingContentParcelProps>({
  root: LandingContentRoot,
  // Landing content is an extra: if it breaks, the listing below carries on without it.
  fallback: () => <></>,
});
