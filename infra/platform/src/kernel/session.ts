import type {} from '@fastify/cookie';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accounts, sessions } from '../db/schema';
import type { Database } from '../db/client';
import { cookiePolicyOf, secureCookie } from './cookie-policy';

export type AccountRow = typeof accounts.$inferSelect;

const SESSION_HOURS = 24;
const REMEMBER_DAYS = 30;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The visitor's server-side session, created only when something needs it (a login, a cart).
 * The cookie holds a random token; the database keeps only its hash.
 */
export class SessionHandle {
  private loaded = false;
  private sessionId: string | undefined;
  private accountRow: AccountRow | undefined;

  constructor(
    private readonly db: Database,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly now: () => Date,
  ) {}

  /** `__Host-specify_session` in production, `specify_session` in development (cookie-policy.ts). */
  private get cookieName(): string {
    return cookiePolicyOf(this.request).sessionCookie;
  }

  private async load(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    const token = this.request.cookies[this.cookieName];
    if (!token) return;
    const [row] = await this.db
      .select({ session: sessions, account: accounts })
      .from(sessions)
      .leftJoin(accounts, eq(accounts.accountId, sessions.accountId))
      .where(and(eq(sessions.sessionId, hashToken(token)), gt(sessions.expiresAt, this.now())))
      .limit(1);
    if (!row) return;
    this.sessionId = row.session.sessionId;
    this.accountRow = row.account ?? undefined;
  }

  async account(): Promise<AccountRow | undefined> {
    await this.load();
    return this.accountRow;
  }

  async isInternalUser(): Promise<boolean> {
    return (await this.account())?.isInternalUser ?? false;
  }

  /** The session id, creating an anonymous session when there is none. */
  async ensureId(): Promise<string> {
    await this.load();
    return this.sessionId ?? (await this.start(undefined, false));
  }

  async existingId(): Promise<string | undefined> {
    await this.load();
    return this.sessionId;
  }

  /** Starts a fresh session (a new id: rotated at every login) and drops the old one. */
  async start(account: AccountRow | undefined, remember: boolean): Promise<string> {
    await this.load();
    if (this.sessionId)
      await this.db.delete(sessions).where(eq(sessions.sessionId, this.sessionId));
    const token = randomBytes(32).toString('base64url');
    const sessionId = hashToken(token);
    const lifetimeMs = remember ? REMEMBER_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
    await this.db.insert(sessions).values({
      sessionId,
      accountId: account?.accountId ?? null,
      remember,
      createdAt: this.now(),
      expiresAt: new Date(this.now().getTime() + lifetimeMs),
    });
    // A remembered session is a persistent (remember-me) cookie; otherwise it ends with the browser.
    this.reply.setCookie(this.cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie(this.request),
      ...(remember ? { maxAge: REMEMBER_DAYS * 86_400 } : {}),
    });
    this.sessionId = sessionId;
    this.accountRow = account;
    return sessionId;
  }

  async end(): Promise<void> {
    await this.load();
    if (this.sessionId)
      await this.db.delete(sessions).where(eq(sessions.sessionId, this.sessionId));
    // A __Host- cookie is only replaced, even by its expiry, with the same Secure flag.
    this.reply.clearCookie(this.cookieName, { path: '/', secure: secureCookie(this.request) });
    this.sessionId = undefined;
    this.accountRow = undefined;
  }

  /** Re-reads the account after a change to it. */
  async refresh(): Promise<AccountRow | undefined> {
    this.loaded = false;
    return this.account();
  }
}
