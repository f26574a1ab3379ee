import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

/** What @fastify/rate-limit reads back from a store: the count so far and the window's rest. */
export interface CountedRequest {
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** A counter stops rising here (the column is an int); every count past a limit is refused alike. */
const MAX_COUNT = 2_147_483_647;

/**
 * Counts one request against `key` in one atomic upsert: the first request, or the first after
 * the window ended, starts a window of `windowMs` at 1; any other adds 1 to the window under way.
 * Instances racing on one key each get a count of their own, none is lost.
 */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<CountedRequest> {
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${ended} then 1 else least(${rateLimitCounters.count}, ${MAX_COUNT - 1}) + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('countRequest: the upsert returned nothing');
  return { current: row.count, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
}

/**
 * What the plugin hands `child`: the route's merged limit options with the route under
 * `routeInfo` (its typings say the route itself; its Redis store reads `routeInfo` too).
 */
interface ChildOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/**
 * A @fastify/rate-limit store (its README's "Custom store") keeping the counts in the platform's
 * database, so instances behind a load balancer share them. The plugin constructs it itself, so
 * the database and the clock come in through this closure.
 */
export function databaseRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin's options, unused: the limit and window come with each count. */
    constructor(
      _options: unknown,
      private readonly keyPrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: CountedRequest) => void,
      timeWindow: number,
    ): void {
      countRequest(db, this.keyPrefix + key, timeWindow, now()).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with a limit of its own (`config.rateLimit`) counts apart from every other route. */
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo;
      return new DatabaseRateLimitStore(
        undefined,
        `${this.keyPrefix}${String(route?.method ?? '')} ${String(route?.url ?? '')}|`,
      );
    }
  }
  return DatabaseRateLimitStore;
}
