import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { RemoteName } from '@specify/contracts';
import type { RemoteEvent } from '@specify/contracts/release/telemetry';
import type { Database } from '../db/client';
import { remoteSessions } from '../db/schema';
import type { VersionSessions } from './rollback-rule';

/** Who reports: the release session, and the keyed hash of its client address. */
export interface Reporter {
  sessionId: string;
  addressKey: string;
}

/**
 * How many sessions one address may count per version: at most `max` of those last seen at
 * `since` or later; the rest of its reports are left out (and named, to be logged).
 */
export interface AddressCap {
  max: number;
  since: Date;
}

/**
 * Records that one page session ran these remote versions: one row per (environment, remote,
 * version, session), seen now, failing once any of its events failed. A batch naming one version
 * twice (mounted, then failed on Retry) is one row; racing instances upsert the same row. A new
 * session of an address that already counts `cap.max` others for the version is not recorded:
 * the versions left out are answered (issue 29).
 */
export async function recordRemoteSessions(
  db: Database,
  environment: string,
  reporter: Reporter,
  events: readonly Pick<RemoteEvent, 'remote' | 'version' | 'outcome'>[],
  now: Date,
  cap: AddressCap = { max: Number.MAX_SAFE_INTEGER, since: now },
): Promise<{ overCap: string[] }> {
  const rows = new Map<string, typeof remoteSessions.$inferInsert>();
  for (const { remote, version, outcome } of events) {
    const key = `${remote}@${version}`;
    const failed = outcome === 'failed' || rows.get(key)?.failed === true;
    rows.set(key, { environment, remote, version, ...reporter, failed, lastSeenAt: now });
  }
  const overCap: string[] = [];
  for (const [key, row] of rows) {
    // One address's sessions of a version are counted and added in turn.
    const recorded = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`remote-sessions:${environment}:${key}:${reporter.addressKey}`}))`,
      );
      const [others] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(remoteSessions)
        .where(
          and(
            eq(remoteSessions.environment, environment),
            eq(remoteSessions.remote, row.remote),
            eq(remoteSessions.version, row.version),
            eq(remoteSessions.addressKey, reporter.addressKey),
            ne(remoteSessions.sessionId, reporter.sessionId),
            gte(remoteSessions.lastSeenAt, cap.since),
          ),
        );
      if ((others?.count ?? 0) >= cap.max) return false;
      await tx
        .insert(remoteSessions)
        .values(row)
        .onConflictDoUpdate({
          target: [
            remoteSessions.environment,
            remoteSessions.remote,
            remoteSessions.version,
            remoteSessions.sessionId,
          ],
          set: {
            failed: sql`${remoteSessions.failed} or excluded.failed`,
            lastSeenAt: sql`greatest(${remoteSessions.lastSeenAt}, excluded.last_seen_at)`,
          },
        });
      return true;
    });
    if (!recorded) overCap.push(key);
  }
  return { overCap };
}

/**
 * A version's sessions, and failing sessions, of those last seen at `since` or later, with the
 * distinct client addresses among the failing ones.
 */
export async function countRemoteSessions(
  db: Database,
  environment: string,
  remote: RemoteName,
  version: string,
  since: Date,
): Promise<VersionSessions> {
  const [counted] = await db
    .select({
      sessions: sql<number>`count(*)`.mapWith(Number),
      failing: sql<number>`count(*) filter (where ${remoteSessions.failed})`.mapWith(Number),
      failingAddresses:
        sql<number>`count(distinct ${remoteSessions.addressKey}) filter (where ${remoteSessions.failed})`.mapWith(
          Number,
        ),
    })
    .from(remoteSessions)
    .where(
      and(
        eq(remoteSessions.environment, environment),
        eq(remoteSessions.remote, remote),
        eq(remoteSessions.version, version),
        gte(remoteSessions.lastSeenAt, since),
      ),
    );
  return {
    sessions: counted?.sessions ?? 0,
    failing: counted?.failing ?? 0,
    failingAddresses: counted?.failingAddresses ?? 0,
  };
}
