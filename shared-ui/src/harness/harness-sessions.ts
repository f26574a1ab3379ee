import type { Session, SessionKind } from '@specify/contracts';

/** The session switch of the standalone harness: one snapshot per kind of user in the spec. */
export const HARNESS_SESSIONS: Record<SessionKind, { label: string; session: Session }> = {
  visitor: { label: 'Visitor', session: { status: 'anonymous' } },
  trade: {
    label: 'Trade user',
    session: {
      status: 'authenticated',
      account: {
        accountId: 'harness-trade',
        email: 'trade@example.com',
        firstName: 'Taylor',
        lastName: 'Trade',
        companyName: 'Harbour Plumbing',
        isInternalUser: false,
      },
    },
  },
  incomplete: {
    label: 'Incomplete profile',
    session: {
      status: 'authenticated',
      account: {
        accountId: 'harness-incomplete',
        email: 'incomplete@example.com',
        isInternalUser: false,
      },
    },
  },
  internal: {
    label: 'Internal user',
    session: {
      status: 'authenticated',
      account: {
        accountId: 'harness-internal',
        email: 'internal@example.com',
        firstName: 'Ingrid',
        lastName: 'Internal',
        companyName: 'Specify',
        isInternalUser: true,
      },
    },
  },
};
