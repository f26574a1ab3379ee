import { createContext, useContext, type ReactNode } from 'react';
import type { EventBus } from '@specify/contracts';

const EventBusContext = createContext<EventBus | undefined>(undefined);

/** The shell's event bus for sections deep in a page (a video's play event), without threading it. */
export function EventBusProvider({ bus, children }: { bus: EventBus; children: ReactNode }) {
  return <EventBusContext.Provider value={bus}>{children}</EventBusContext.Provider>;
}

export function useEventBus(): EventBus {
  const bus = useContext(EventBusContext);
  if (!bus)
    throw new Error(
      'useEventBus is used outside an EventBusProvider (ContentRoot, the landing parcel).',
    );
  return bus;
}
