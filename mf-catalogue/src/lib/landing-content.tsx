import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EventBus, Market, MountRemoteParcel, Session } from '@specify/contracts';

/**
 * The longest the listing below a landing waits for the landing to settle (mf-content is
 * another team's: it may be slow, broken or an older build that never says so).
 */
export const LANDING_WAIT_MS = 3000;

/**
 * mf-content's landing content (hero, description, cards, a related-products slider) above a
 * brand, sector, solution, collection or LiveWell listing: its parcel, mounted through the shell.
 * Standalone, with no shell to load it, the listing shows alone.
 */
export function LandingContent({
  mountRemoteParcel,
  market,
  bus,
  session,
  page,
  onSettled,
}: {
  mountRemoteParcel: MountRemoteParcel | undefined;
  market: Market;
  bus: EventBus;
  session: Session;
  page: string;
  onSettled: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  // The parcel is mounted once per page: a new callback is not a reason to mount it again.
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (!mountRemoteParcel || !element.current) {
      settled.current();
      return;
    }
    const parcel = mountRemoteParcel('landingContent', element.current, {
      market,
      bus,
      session,
      page,
      onSettled: () => settled.current(),
    });
    return () => void parcel.unmount();
  }, [mountRemoteParcel, market, bus, session, page]);
  return <div ref={element} className="catalogue-landing" data-landing={page} />;
}

/**
 * The landing and the listing below it. The listing is laid out but not shown until the landing
 * has settled (or LANDING_WAIT_MS has passed), so it never jumps down as the landing grows: on a
 * landing page it starts below the first screen anyway.
 */
export function LandingAndListing({
  landing,
  children,
}: {
  landing: (onSettled: () => void) => ReactNode;
  children: ReactNode;
}) {
  const [waiting, setWaiting] = useState(true);
  const settle = useCallback(() => setWaiting(false), []);
  useEffect(() => {
    const timer = setTimeout(settle, LANDING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settle]);
  return (
    <>
      {landing(settle)}
      <div style={waiting ? { visibility: 'hidden' } : undefined}>{children}</div>
    </>
  );
}
