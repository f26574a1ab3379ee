import { useEffect, useRef } from 'react';
import type { EventBus, Market, MountRemoteParcel, Session } from '@specify/contracts';

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
}: {
  mountRemoteParcel: MountRemoteParcel | undefined;
  market: Market;
  bus: EventBus;
  session: Session;
  page: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!mountRemoteParcel || !element.current) return;
    const parcel = mountRemoteParcel('landingContent', element.current, {
      market,
      bus,
      session,
      page,
    });
    return () => void parcel.unmount();
  }, [mountRemoteParcel, market, bus, session, page]);
  return <div ref={element} className="catalogue-landing" data-landing={page} />;
}
