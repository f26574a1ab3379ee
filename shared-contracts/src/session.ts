import * as v from 'valibot';
import type { GetAccountResponse } from './api/account';

export const accountSummarySchema = v.object({
  accountId: v.string(),
  email: v.string(),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  companyName: v.optional(v.string()),
  isInternalUser: v.boolean(),
});
export type AccountSummary = v.InferOutput<typeof accountSummarySchema>;

/** What every remote knows about the visitor: a snapshot, refreshed through `auth:changed`. */
export const sessionSchema = v.variant('status', [
  v.object({ status: v.literal('anonymous') }),
  v.object({ status: v.literal('authenticated'), account: accountSummarySchema }),
]);
export type Session = v.InferOutput<typeof sessionSchema>;

export const ANONYMOUS_SESSION: Session = { status: 'anonymous' };

/** The four kinds of user the spec's rules distinguish (storefront §6). */
export type SessionKind = 'visitor' | 'trade' | 'incomplete' | 'internal';

export function sessionKind(session: Session): SessionKind {
  if (session.status === 'anonymous') return 'visitor';
  if (session.account.isInternalUser) return 'internal';
  return session.account.companyName ? 'trade' : 'incomplete';
}

/** The account dropdown label: first name, else the email's local part, cut to 8 characters. */
export function accountLabel(account: AccountSummary): string {
  const name = account.firstName?.trim() || account.email.split('@')[0] || '';
  return name.length > 8 ? `${name.slice(0, 8)}…` : name;
}

export function sessionFromAccountResponse(response: GetAccountResponse): Session {
  if (!response.loggedIn) return ANONYMOUS_SESSION;
  const { accountId, email, firstName, lastName, companyName, isInternalUser } = response.account;
  return {
    status: 'authenticated',
    account: {
      accountId,
      email,
      isInternalUser,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(companyName ? { companyName } : {}),
    },
  };
}
