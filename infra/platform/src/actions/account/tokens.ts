import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens } from '../../db/schema';
import { ActionError } from '../action';

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

/** Marks the token used and returns its account, or fails with the spec's link outcomes. */
export async function consumeToken(
  db: Database,
  token: string,
  kind: TokenKind,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row || row.kind !== kind)
      throw new ActionError(400, 'error.link.invalid', 'This link is not valid.');
    if (row.usedAt)
      throw new ActionError(400, 'error.link.already.used', 'This URL can be used only once');
    if (row.expiresAt <= now) throw new ActionError(400, 'error.link.expired', 'Access expired.');
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(eq(accountTokens.tokenHash, row.tokenHash));
    return row.accountId;
  });
}
