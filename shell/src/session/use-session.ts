import { useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from './session-store';

/** The visitor's session for the chrome, re-rendering on every change of the store. */
export function useSessionSnapshot(store: SessionStore): SessionSnapshot {
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
