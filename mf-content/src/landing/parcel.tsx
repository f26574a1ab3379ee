import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionKind, type LandingContentParcelProps } from '@specify/contracts';
import { createParcelLifecycles } from '@specify/ui';
import { PageSections } from '../features/sections/page-sections';
import { SETTLES_LATER, SectionSettledProvider } from '../features/sections/settled';
import { MessagesProvider } from '../i18n/messages';
import { EventBusProvider } from '../lib/event-bus';
import { usePageDocument } from '../model/page-document';
import '../content.css';

/**
 * The landing sections of a listing; a listing without landing content shows nothing extra. Once
 * the sections and their related products are drawn (or there is nothing to draw), it says so
 * (`onSettled`), once.
 */
function LandingContent({ market, page, session, onSettled }: LandingContentParcelProps) {
  const state = usePageDocument(market, `landing/${page}`);
  const [drawnLater, setDrawnLater] = useState(0);
  const reportDrawn = useCallback(() => setDrawnLater((count) => count + 1), []);
  const waitingFor =
    state.status === 'ready'
      ? state.sections.filter((section) => SETTLES_LATER.has(section.type)).length
      : 0;
  const settled = state.status !== 'loading' && drawnLater >= waitingFor;
  const told = useRef(false);
  useEffect(() => {
    if (!settled || told.current) return;
    told.current = true;
    onSettled?.();
  }, [settled, onSettled]);
  if (state.status !== 'ready' || state.sections.length === 0) return null;
  return (
    <div className="content-landing">
      <SectionSettledProvider value={reportDrawn}>
        <PageSections
          sections={state.sections}
          market={market}
          viewer={sessionKind(session)}
          embedded
        />
      </SectionSettledProvider>
    </div>
  );
}

/** The parcel's root: its own providers, as it renders inside mf-catalogue's page. */
export function LandingContentRoot(props: LandingContentParcelProps) {
  return (
    <MessagesProvider market={props.market}>
      <EventBusProvider bus={props.bus}>
        <LandingContent {...props} />
      </EventBusProvider>
    </MessagesProvider>
  );
}

/** `./landing`: the landing-content parcel mf-catalogue mounts above a brand, sector, solution, collection or LiveWell listing. */
export default createParcelLifecycles<LandingContentParcelProps>({
  root: LandingContentRoot,
  // Landing content is an extra: if it breaks, the listing below carries on without it.
  fallback: () => <></>,
});
