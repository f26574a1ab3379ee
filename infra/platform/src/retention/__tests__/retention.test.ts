import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { FAILURE_WINDOW_MS } from '../../accounts';
import { buildPlatform } from '../../app';
import { CHALLENGE_LIFETIME_MS } from '../../captcha';
import {
  accounts,
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
} from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import {
  ANONYMOUS_DATA_RETENTION_MS,
  INSIGHTS_RETENTION_MS,
  PURGE_BATCH_SIZE,
  purgeExpiredData,
} from '../purge';
import { scheduleRetention } from '../schedule';

const NOW = new Date('2026-06-01T00:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const from = (ms: number) => new Date(NOW.getTime() + ms);
const MINUTE = 60_000;
const SETTINGS = { remoteSessionsMs: 10 * MINUTE };

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());
beforeEach(async () => {
  const { db } = platform.services;
  for (const table of [
    sessions,
    carts,
    wishlists,
    loginFailures,
    insightsEvents,
    spentCaptchaNonces,
    rateLimitCounters,
    remoteSessions,
  ])
    await db.delete(table);
});

const db = () => platform.services.db;

async function session(expiresAt: Date): Promise<string> {
  const sessionId = randomUUID();
  await db()
    .insert(sessions)
    .values({ sessionId, createdAt: ago(2 * MINUTE), expiresAt });
  return sessionId;
}

async function account(): Promise<string> {
  const accountId = randomUUID();
  await db()
    .insert(accounts)
    .values({ accountId, email: `${accountId}@example.com`, passwordHash: 'x', passwordSalt: 'x' });
  return accountId;
}

/** A cart, with one line added at `lineAddedAt` when given. */
async function cart(
  owner: { sessionId: string } | { accountId: string },
  createdAt: Date,
  lineAddedAt?: Date,
): Promise<string> {
  const cartId = randomUUID();
  await db()
    .insert(carts)
    .values({ cartId, market: 'au', createdAt, ...owner });
  if (lineAddedAt)
    await db()
      .insert(cartLineItems)
      .values({ lineItemId: randomUUID(), cartId, sku: 'SKU-1', count: 1, addedAt: lineAddedAt });
  return cartId;
}

async function wishlist(
  owner: { sessionId: string } | { accountId: string },
  createdAt: Date,
  lineAddedAt?: Date,
): Promise<string> {
  const wishlistId = randomUUID();
  await db()
    .insert(wishlists)
    .values({ wishlistId, createdAt, ...owner });
  if (lineAddedAt)
    await db().insert(wishlistLineItems).values({
      lineItemId: randomUUID(),
      wishlistId,
      sku: 'SKU-1',
      count: 1,
      addedAt: lineAddedAt,
    });
  return wishlistId;
}

const ids = async <T>(rows: Promise<T[]>, key: (row: T) => string | number) =>
  (await rows).map(key).sort();

describe('purgeExpiredData', () => {
  it('deletes expired sessions only', async () => {
    await session(ago(1));
    await session(NOW);
    const live = await session(from(MINUTE));

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).sessions).toBe(2);
    expect(await ids(db().select().from(sessions), (row) => row.sessionId)).toEqual([live]);
  });

  it('deletes anonymous carts and wishlists untouched for the retention age whose session ended', async () => {
    const old = ago(ANONYMOUS_DATA_RETENTION_MS + MINUTE);
    const recent = ago(ANONYMOUS_DATA_RETENTION_MS - MINUTE);
    const ended = await session(ago(MINUTE));
    const live = await session(from(MINUTE));
    const owner = await account();

    await cart({ sessionId: ended }, old, old); // abandoned
    await cart({ sessionId: 'gone' }, old); // abandoned, its session long purged
    const kept = [
      await cart({ sessionId: 'gone-too' }, recent),
      await cart({ sessionId: 'gone-three' }, old, recent), // a line added since
      await cart({ sessionId: live }, old, old), // its visitor can still reach it
      await cart({ accountId: owner }, old, old), // an account's cart is never purged
    ];
    await wishlist({ sessionId: ended }, old, old); // abandoned
    const keptWishlists = [
      await wishlist({ sessionId: 'gone' }, old, recent),
      await wishlist({ sessionId: live }, old),
      await wishlist({ accountId: owner }, old),
    ];

    const purged = await purgeExpiredData(db(), NOW, SETTINGS);

    expect(purged).toMatchObject({ anonymousCarts: 2, anonymousWishlists: 1 });
    expect(await ids(db().select().from(carts), (row) => row.cartId)).toEqual(kept.sort());
    expect(await ids(db().select().from(wishlists), (row) => row.wishlistId)).toEqual(
      keptWishlists.sort(),
    );
    const lines = await db().select().from(cartLineItems);
    expect(lines.every((line) => kept.includes(line.cartId))).toBe(true);
  });

  it('deletes login failures that no longer count towards the lockout', async () => {
    await db()
      .insert(loginFailures)
      .values([
        {
          email: 'old@example.com',
          address: '203.0.113.7',
          failures: 5,
          lastFailureAt: ago(FAILURE_WINDOW_MS + 1),
        },
        {
          email: 'locked@example.com',
          address: '203.0.113.7',
          failures: 5,
          lastFailureAt: ago(FAILURE_WINDOW_MS - MINUTE),
        },
      ]);

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).loginFailures).toBe(1);
    expect(await ids(db().select().from(loginFailures), (row) => row.email)).toEqual([
      'locked@example.com',
    ]);
  });

  it('deletes insights events older than the retention age', async () => {
    await db()
      .insert(insightsEvents)
      .values([
        { event: { age: 'old' }, receivedAt: ago(INSIGHTS_RETENTION_MS + MINUTE) },
        { event: { age: 'recent' }, receivedAt: ago(INSIGHTS_RETENTION_MS - MINUTE) },
      ]);

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).insightsEvents).toBe(1);
    expect(await ids(db().select().from(insightsEvents), (row) => String(row.event.age))).toEqual([
      'recent',
    ]);
  });

  it('deletes spent captcha nonces once their challenge has expired', async () => {
    await db()
      .insert(spentCaptchaNonces)
      .values([
        { nonce: 'expired', expiresAt: ago(1) },
        { nonce: 'still-valid', expiresAt: from(CHALLENGE_LIFETIME_MS) },
      ]);

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).spentCaptchaNonces).toBe(1);
    expect(await ids(db().select().from(spentCaptchaNonces), (row) => row.nonce)).toEqual([
      'still-valid',
    ]);
  });

  it('deletes rate-limit counters whose window has ended', async () => {
    await db()
      .insert(rateLimitCounters)
      .values([
        { key: 'signIn|203.0.113.1', count: 60, windowEndsAt: ago(1) },
        { key: 'contact|203.0.113.1', count: 3, windowEndsAt: NOW },
        { key: 'signUp|203.0.113.1', count: 1, windowEndsAt: from(1) },
      ]);

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).rateLimitCounters).toBe(2);
    expect(await ids(db().select().from(rateLimitCounters), (row) => row.key)).toEqual([
      'signUp|203.0.113.1',
    ]);
  });

  it('deletes remote sessions last seen before the canary window', async () => {
    const seen = (sessionId: string, lastSeenAt: Date) => ({
      environment: 'local',
      remote: 'mf-content',
      version: '0.1.0-aaaaaaaaaa',
      sessionId,
      failed: false,
      lastSeenAt,
    });
    await db()
      .insert(remoteSessions)
      .values([
        seen('old', ago(SETTINGS.remoteSessionsMs + 1)),
        seen('in-window', ago(SETTINGS.remoteSessionsMs - MINUTE)),
      ]);

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).remoteSessions).toBe(1);
    expect(await ids(db().select().from(remoteSessions), (row) => row.sessionId)).toEqual([
      'in-window',
    ]);
  });

  it('deletes in batches until nothing expired is left', async () => {
    const count = PURGE_BATCH_SIZE * 2 + 1;
    await db()
      .insert(insightsEvents)
      .values(
        Array.from({ length: count }, (_, index) => ({
          event: { index },
          receivedAt: ago(INSIGHTS_RETENTION_MS + MINUTE),
        })),
      );
    await db()
      .insert(insightsEvents)
      .values({ event: { index: 'recent' }, receivedAt: NOW });

    expect((await purgeExpiredData(db(), NOW, SETTINGS)).insightsEvents).toBe(count);
    expect(await db().select().from(insightsEvents)).toHaveLength(1);
  });
});

describe('the retention schedule', () => {
  beforeEach(() => {
    // Only the interval is faked: the database and Fastify keep their own clocks.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('the platform purges every configured interval from ready until close', async () => {
    // Each purge reads the clock once when it starts.
    const now = jest.fn(platform.services.now);
    const app = await buildPlatform({
      services: { ...platform.services, now },
      retentionIntervalMs: 5_000,
    });
    await app.ready();
    await session(new Date(platform.services.now().getTime() - 1));
    jest.advanceTimersByTime(4_999);
    await Promise.resolve();
    expect(now).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    await app.close(); // waits for the purge under way
    expect(now).toHaveBeenCalledTimes(1);
    expect(await db().select().from(sessions)).toEqual([]);

    jest.advanceTimersByTime(50_000);
    await Promise.resolve();
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('does not start a purge while the last one is still running', async () => {
    const now = jest.fn(platform.services.now);
    const app = Fastify();
    scheduleRetention(app, { ...platform.services, now }, 1_000);
    await app.ready();
    jest.advanceTimersByTime(3_000);
    await app.close();
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('runs on a timer that never keeps the process alive', async () => {
    const started = jest.spyOn(global, 'setInterval');
    const app = Fastify();
    scheduleRetention(app, platform.services, 1_000);
    await app.ready();
    const timer = started.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(started).toHaveBeenLastCalledWith(expect.any(Function), 1_000);
    expect(timer.hasRef()).toBe(false);
    await app.close();
  });

  it('logs a failed purge instead of crashing, and tries again at the next interval', async () => {
    const app = Fastify();
    let calls = 0;
    const failing = {
      ...platform.services,
      now: () => {
        calls += 1;
        throw new Error('clock broken');
      },
    };
    scheduleRetention(app, failing, 1_000);
    const logged = jest.spyOn(app.log, 'error');
    await app.ready();
    jest.advanceTimersByTime(1_000);
    await new Promise((resolve) => setImmediate(resolve));
    jest.advanceTimersByTime(1_000);
    await app.close();
    expect(calls).toBe(2);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      'retention purge failed',
    );
  });
});
