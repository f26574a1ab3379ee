import { useEffect, useState } from 'react';
import type { EventBus, Session } from '@specify/contracts';

/** The session snapshot from mount props, kept current by `auth:changed` events. */
export function useSession(initial: Session, bus: EventBus): Session {
  const [session, setSession] = useState(initial);
  useEffect(() => bus.subscribe('auth:changed', (payload) => setSession(payload.session)), [bus]);
  return session;
}
