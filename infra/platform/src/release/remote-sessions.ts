import { and, eq, gte, sql } from 'drizzle-orm';
import type { RemoteName } from '@specify/contracts';
import type { RemoteEvent } from '@specify/contracts/release/telemetry';
import type { Database } from '../db/client';
import { remoteSessions } from '../db/schema';
import type { VersionSessions } from './rollback-rule';

/**
 * Records that one page session ran these remote versions: one row per (environment, remote,
 * version, session), seen now, failing once any of its events failed. A batch naming one version
 * twice (mounted, then failed on Retry) is one row; racing instances upsert the same row.
 */
export async function recordRemoteSessions(
  db: Database,
  environment: string,
  sessionId: string,
  events: readonly Pick<RemoteEvent, 'remote' | 'version' | 'outcome'>[],
  now: Date,
): Promise<void> {
  const rows = new Map<string, typeof remoteSessions.$inferInsert>();
  for (const { remote, version, outcome } of events) {
    const key = `${remote}@${version}`;
    const failed = outcome === 'failed' || rows.get(key)?.failed === true;
    rows.set(key, { environment, remote, version, sessionId, failed, lastSeenAt: now });
  }
  if (rows.size === 0) return;
  await db
    .insert(remoteSessions)
    .values([...rows.values()])
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
}

/** A version's sessions, and failing sessions, of those last seen at `since` or later. */
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
  return { sessions: counted?.sessions ?? 0, failing: counted?.failing ?? 0 };
}
