import {
  ANONYMOUS_SESSION,
  callAction,
  sessionFromAccountResponse,
  type EventBus,
  type Market,
  type Session,
} from '@specify/contracts';

/** How long the boot waits for the account service before it settles for a visitor. */
export const SESSION_TIMEOUT_MS = 3000;

export interface SessionSnapshot {
  session: Session;
  /** The account service answered (or the wait is over): the session is as good as it gets. */
  known: boolean;
}

export interface SessionStore {
  current(): Session;
  /** A new object on every change, for useSyncExternalStore. */
  snapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Resolves once the session is known. */
  settled: Promise<void>;
}

/**
 * The visitor's session as the chrome and every remote see it: a visitor until `read` answers,
 * then that session; `auth:changed` (sign-in and sign-out happen in mf-account) replaces it at
 * any time, and a read that an event overtook is dropped. Without `read` it is known at once.
 */
export function createSessionStore(
  bus: EventBus,
  { initial = ANONYMOUS_SESSION, read }: { initial?: Session; read?: Promise<Session> } = {},
): SessionStore {
  let snapshot: SessionSnapshot = { session: initial, known: !read };
  const listeners = new Set<() => void>();
  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  bus.subscribe('auth:changed', ({ session }) => set({ session, known: true }));
  const settled = read
    ? read.then((session) => {
        if (!snapshot.known) set({ session, known: true });
      })
    : Promise.resolve();
  return {
    current: () => snapshot.session,
    snapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settled,
  };
}

/**
 * The session at boot: `account/getAccount` read beside the chrome's first paint, never in
 * front of it. A failed or slow read (over `timeoutMs`) means a visitor, never a blank page.
 */
export function readSessionAtBoot(
  bus: EventBus,
  market: Market,
  { timeoutMs = SESSION_TIMEOUT_MS }: { timeoutMs?: number } = {},
): SessionStore {
  const read = callAction('account/getAccount', { market, timeoutMs }).then(
    sessionFromAccountResponse,
    (error: unknown) => {
      console.warn('The session could not be read; continuing as a visitor.', error);
      return ANONYMOUS_SESSION;
    },
  );
  return createSessionStore(bus, { read });
}
