import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { rateLimitCounters } from '../../db/schema';
import { TEST_ENGINES } from '../../testing/test-databases';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import {
  countRequest,
  databaseRateLimitStore,
  type CountedRequest,
} from '../database-rate-limit-store';

const WINDOW_MS = 60_000;
const START = new Date('2026-06-01T00:00:00Z');
const at = (ms: number) => new Date(START.getTime() + ms);

function incr(store: FastifyRateLimitStore, key: string): Promise<CountedRequest> {
  return new Promise((resolve, reject) =>
    store.incr(
      key,
      (error, result) =>
        error || !result ? reject(error ?? new Error('no result')) : resolve(result),
      WINDOW_MS,
      2,
    ),
  );
}

describe.each(TEST_ENGINES)('the database rate-limit store on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ engine });
  });
  afterAll(() => platform.close());
  beforeEach(() => platform.services.db.delete(rateLimitCounters));

  const count = (key: string, now: Date) => countRequest(platform.services.db, key, WINDOW_MS, now);

  it('counts the requests of one window, from 1, with the time left in it', async () => {
    expect(await count('signIn|203.0.113.1', START)).toEqual({ current: 1, ttl: WINDOW_MS });
    expect(await count('signIn|203.0.113.1', at(1_000))).toEqual({
      current: 2,
      ttl: WINDOW_MS - 1_000,
    });
    expect(await count('signIn|203.0.113.1', at(WINDOW_MS - 1))).toEqual({ current: 3, ttl: 1 });
    // Another key has a count of its own.
    expect(await count('signIn|203.0.113.2', at(2_000))).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it('starts a new window at 1 once the last one has ended', async () => {
    await count('contact|203.0.113.1', START);
    await count('contact|203.0.113.1', at(1));
    expect(await count('contact|203.0.113.1', at(WINDOW_MS))).toEqual({
      current: 1,
      ttl: WINDOW_MS,
    });
    expect(await count('contact|203.0.113.1', at(WINDOW_MS + 5))).toEqual({
      current: 2,
      ttl: WINDOW_MS - 5,
    });
  });

  it('gives each of many requests counted at once a count of its own', async () => {
    const counted = await Promise.all(
      Array.from({ length: 20 }, () => count('searchKey|203.0.113.1', START)),
    );
    expect(counted.map((result) => result.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const rows = await platform.services.db.select().from(rateLimitCounters);
    expect(rows).toEqual([
      { key: 'searchKey|203.0.113.1', count: 20, windowEndsAt: at(WINDOW_MS) },
    ]);
  });

  it('is the store the rate-limit plugin builds, and a route with a limit of its own counts apart', async () => {
    const Store = databaseRateLimitStore(platform.services.db, () => START);
    const store = new Store({});
    const routeStore = store.child({
      routeInfo: { method: 'POST', url: '/limited' },
    } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);

    expect((await incr(store, 'k')).current).toBe(1);
    expect((await incr(store, 'k')).current).toBe(2);
    expect((await incr(routeStore, 'k')).current).toBe(1);
    expect((await incr(new Store({}), 'k')).current).toBe(3);
  });

  it('answers a failing count as an error to the plugin', async () => {
    const Store = databaseRateLimitStore(platform.services.db, () => new Date(Number.NaN));
    await expect(incr(new Store({}), 'k')).rejects.toBeInstanceOf(Error);
  });
});
