import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, accountTokens } from '../../db/schema';
import { PlatformError } from '../../kernel/platform-error';
import type { Executor } from '../../kernel/executor';

export type TokenKind = 'verify' | 'reset';

const LIFETIME_MS: Record<TokenKind, number> = {
  verify: 24 * 3_600_000,
  reset: 3_600_000,
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A single-use, expiring link token; only its hash is stored. */
export async function issueToken(
  db: Database,
  accountId: string,
  kind: TokenKind,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    accountId,
    kind,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[kind]),
  });
  return token;
}

/**
 * Kills the account's unused links of these kinds: once its password or its email is settled, an
 * older link must not settle it again. A killed link answers "not valid".
 */
export async function revokeTokens(
  db: Executor,
  accountId: string,
  kinds: readonly TokenKind[],
): Promise<void> {
  await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        inArray(accountTokens.kind, [...kinds]),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Marks the token used and returns its account, or fails with the spec's link outcomes. Using a
 * link kills the account's other links of its kind, under a lock on the account row so that two
 * links used at once settle one after the other: the second finds itself killed.
 */
export async function consumeToken(
  db: Database,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<string> {
  const invalid = () => new PlatformError(400, 'error.link.invalid', 'This link is not valid.');
  return db.transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const [found] = await tx
      .select({ accountId: accountTokens.accountId, kind: accountTokens.kind })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, tokenHash));
    if (!found || found.kind !== kind) throw invalid();
    await tx
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(eq(accounts.accountId, found.accountId))
      .for('update');
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, tokenHash))
      .for('update');
    if (!row) throw invalid();
    if (row.usedAt)
      throw new PlatformError(400, 'error.link.already.used', 'This URL can be used only once');
    if (row.expiresAt <= now) throw new PlatformError(400, 'error.link.expired', 'Access expired.');
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(eq(accountTokens.tokenHash, row.tokenHash));
    await revokeTokens(tx, row.accountId, [kind]);
    return row.accountId;
  });
}
