import { useEffect, useState } from 'react';
import type { EventBus, Session } from '@specify/contracts';

/** The visitor's session for the chrome: the boot snapshot, then every `auth:changed`. */
export function useBusSession(bus: EventBus, initial: Session): Session {
  const [session, setSession] = useState(initial);
  useEffect(() => bus.subscribe('auth:changed', ({ session: next }) => setSession(next)), [bus]);
  return session;
}
