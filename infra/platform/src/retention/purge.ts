import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FAILURE_WINDOW_MS } from '../accounts';
import type { Database } from '../db/client';
import {
  cartLineItems,
  carts,
  insightsEvents,
  loginFailures,
  rateLimitCounters,
  remoteSessions,
  sessions,
  spentCaptchaNonces,
  wishlistLineItems,
  wishlists,
} from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * An anonymous cart or wishlist nothing was added to for this long, and whose session has ended,
 * is deleted. Anonymous sessions last a day, so by then no visitor can reach it.
 */
export const ANONYMOUS_DATA_RETENTION_MS = 30 * DAY_MS;
/** Search insights (clicks, conversions) are kept this long for reporting. */
export const INSIGHTS_RETENTION_MS = 90 * DAY_MS;
/** Rows per DELETE, so a first purge of a large table never holds its locks for long. */
export const PURGE_BATCH_SIZE = 1000;

export interface PurgeCounts {
  sessions: number;
  anonymousCarts: number;
  anonymousWishlists: number;
  loginFailures: number;
  insightsEvents: number;
  spentCaptchaNonces: number;
  rateLimitCounters: number;
  remoteSessions: number;
}

/** How long the purge keeps what settings decide. */
export interface RetentionSettings {
  /** Remote telemetry's sliding window (CANARY_WINDOW_MINUTES): older sessions count for nothing. */
  remoteSessionsMs: number;
}

/**
 * Deletes the rows `condition` selects, PURGE_BATCH_SIZE at a time; answers how many went. `key`
 * is the primary key: its column, or its columns when it is composite.
 */
async function deleteInBatches(
  db: Database,
  table: PgTable,
  key: PgColumn | PgColumn[],
  condition: SQL,
): Promise<number> {
  const columns = sql.join(Array.isArray(key) ? key : [key], sql`, `);
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(table)
      .where(
        sql`(${columns}) in (select ${columns} from ${table} where ${condition} limit ${PURGE_BATCH_SIZE})`,
      )
      .returning({ one: sql<number>`1` });
    total += deleted.length;
    if (deleted.length < PURGE_BATCH_SIZE) return total;
  }
}

interface AnonymousList {
  table: PgTable;
  id: PgColumn;
  accountId: PgColumn;
  sessionId: PgColumn;
  createdAt: PgColumn;
  lines: { table: PgTable; listId: PgColumn; addedAt: PgColumn };
}

/** An anonymous cart or wishlist untouched since `cutoff` whose session is not valid at `now`. */
function deleteAbandoned(db: Database, list: AnonymousList, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ANONYMOUS_DATA_RETENTION_MS);
  const { lines } = list;
  return deleteInBatches(
    db,
    list.table,
    list.id,
    sql`${list.accountId} is null and ${list.createdAt} < ${cutoff}
      and not exists (select 1 from ${lines.table} where ${lines.listId} = ${list.id} and ${lines.addedAt} >= ${cutoff})
      and not exists (select 1 from ${sessions} where ${sessions.sessionId} = ${list.sessionId} and ${sessions.expiresAt} > ${now})`,
  );
}

/**
 * Deletes what the platform no longer needs at `now`: expired sessions, abandoned anonymous carts
 * and wishlists, login failures outside the lockout window (they no longer count), old insights
 * events, spent captcha nonces whose challenge has expired (it is refused on expiry anyway),
 * rate-limit counters whose window has ended (the next request starts a new one anyway) and
 * remote sessions older than the canary window (the rollback rule no longer counts them).
 * Every instance may run it at once: each statement only deletes rows that are already dead.
 */
export async function purgeExpiredData(
  db: Database,
  now: Date,
  settings: RetentionSettings,
): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    sessions: await deleteInBatches(
      db,
      sessions,
      sessions.sessionId,
      sql`${sessions.expiresAt} <= ${now}`,
    ),
    anonymousCarts: await deleteAbandoned(
      db,
      {
        table: carts,
        id: carts.cartId,
        accountId: carts.accountId,
        sessionId: carts.sessionId,
        createdAt: carts.createdAt,
        lines: {
          table: cartLineItems,
          listId: cartLineItems.cartId,
          addedAt: cartLineItems.addedAt,
        },
      },
      now,
    ),
    anonymousWishlists: await deleteAbandoned(
      db,
      {
        table: wishlists,
        id: wishlists.wishlistId,
        accountId: wishlists.accountId,
        sessionId: wishlists.sessionId,
        createdAt: wishlists.createdAt,
        lines: {
          table: wishlistLineItems,
          listId: wishlistLineItems.wishlistId,
          addedAt: wishlistLineItems.addedAt,
        },
      },
      now,
    ),
    loginFailures: await deleteInBatches(
      db,
      loginFailures,
      [loginFailures.email, loginFailures.address],
      sql`${loginFailures.lastFailureAt} < ${before(FAILURE_WINDOW_MS)}`,
    ),
    insightsEvents: await deleteInBatches(
      db,
      insightsEvents,
      insightsEvents.id,
      sql`${insightsEvents.receivedAt} < ${before(INSIGHTS_RETENTION_MS)}`,
    ),
    spentCaptchaNonces: await deleteInBatches(
      db,
      spentCaptchaNonces,
      spentCaptchaNonces.nonce,
      sql`${spentCaptchaNonces.expiresAt} <= ${now}`,
    ),
    rateLimitCounters: await deleteInBatches(
      db,
      rateLimitCounters,
      rateLimitCounters.key,
      sql`${rateLimitCounters.windowEndsAt} <= ${now}`,
    ),
    remoteSessions: await deleteInBatches(
      db,
      remoteSessions,
      [
        remoteSessions.environment,
        remoteSessions.remote,
        remoteSessions.version,
        remoteSessions.sessionId,
      ],
      sql`${remoteSessions.lastSeenAt} < ${before(settings.remoteSessionsMs)}`,
    ),
  };
}
