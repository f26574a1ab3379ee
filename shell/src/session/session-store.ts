import {
  ANONYMOUS_SESSION,
  callAction,
  sessionFromAccountResponse,
  type EventBus,
  type Market,
  type Session,
} from '@specify/contracts';

export interface SessionStore {
  current(): Session;
}

/**
 * The visitor's session as every remote sees it: read once from the account service at boot,
 * then kept current by `auth:changed` (sign-in and sign-out happen in mf-account). A failed
 * read means a visitor, never a blank page.
 */
export async function createSessionStore(bus: EventBus, market: Market): Promise<SessionStore> {
  let session: Session = ANONYMOUS_SESSION;
  try {
    session = sessionFromAccountResponse(await callAction('account/getAccount', { market }));
  } catch (error) {
    console.warn('The session could not be read; continuing as a visitor.', error);
  }
  bus.subscribe('auth:changed', ({ session: next }) => {
    session = next;
  });
  return { current: () => session };
}
