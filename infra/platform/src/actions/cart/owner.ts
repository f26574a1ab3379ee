import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ActionContext } from '../action';
import type { Transaction } from '../../kernel/executor';

/** Whose cart, wishlist or orders: the signed-in account, else the anonymous session. */
export interface Owner {
  accountId: string | null;
  sessionId: string | null;
  /** Stable text naming the owner, for advisory locks. */
  key: string;
}

/**
 * The current owner. Reads pass `create: false` and get undefined for a visitor with no session;
 * writes create the anonymous session on first use.
 */
export async function currentOwner(
  context: ActionContext,
  create: boolean,
): Promise<Owner | undefined> {
  const account = await context.session.account();
  if (account)
    return { accountId: account.accountId, sessionId: null, key: `a:${account.accountId}` };
  const sessionId = create ? await context.session.ensureId() : await context.session.existingId();
  return sessionId ? { accountId: null, sessionId, key: `s:${sessionId}` } : undefined;
}

export function ownedBy(
  columns: { accountId: PgColumn; sessionId: PgColumn },
  owner: Owner,
): SQL | undefined {
  return owner.accountId
    ? eq(columns.accountId, owner.accountId)
    : and(isNull(columns.accountId), eq(columns.sessionId, owner.sessionId ?? ''));
}

/**
 * Serialises get-or-create for one owner until the transaction ends, so two first writes at once
 * make one cart (the tables have no unique owner index).
 */
export async function lockOwner(tx: Transaction, scope: string, owner: Owner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${owner.key}`}))`);
}
