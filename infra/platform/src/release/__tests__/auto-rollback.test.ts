import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import type { RuntimeConfig } from '@specify/contracts';
import { REMOTE_EVENTS_PATH } from '@specify/contracts/release/telemetry';
import { logCollector } from '../../site/__tests__/site-fixture';
import {
  bucketOf,
  startReleasePlatform,
  type ReleasePlatform,
} from '../../testing/release-platform';
import { TestClient } from '../../testing/test-platform';
import { eq } from 'drizzle-orm';
import { remoteSessions } from '../../db/schema';
import { CANARY_CHECK_INTERVAL_MS, canaryWatch } from '../canary-watch';
import { recordRemoteSessions } from '../remote-sessions';

const MIN_SESSIONS = 6;
const WINDOW_MINUTES = 10;

let platform: ReleasePlatform;
let log: ReturnType<typeof logCollector>;
let stable: string;
let canary: string;

beforeEach(async () => {
  log = logCollector();
  platform = await startReleasePlatform({
    env: {
      CANARY_MIN_SESSIONS: String(MIN_SESSIONS),
      CANARY_WINDOW_MINUTES: String(WINDOW_MINUTES),
    },
    log: { level: 'warn', stream: log.stream },
  });
  stable = await platform.publish('mf-content', 'stable');
  canary = await platform.publish('mf-content', 'canary');
  await platform.registry.promote('mf-content', stable, 'local');
  await platform.registry.promote('mf-content', canary, 'local', { canaryShare: 50 });
});
afterEach(() => platform.close());

let lastAddress = 0;

/** The telemetry token of each browser's page. */
const tokens = new WeakMap<TestClient, string>();

/** A fresh browser session: its bucket and page token from /config.json, its own address. */
async function browser(address = `203.0.113.${(lastAddress += 1) % 250}`): Promise<TestClient> {
  const client = new TestClient(platform.app, 'au', address);
  const config = (await client.request('GET', '/config.json')).json<RuntimeConfig>();
  tokens.set(client, config.telemetry?.token ?? '');
  return client;
}

/**
 * `count` fresh sessions of one group (canary or stable bucket) report how mf-content's load
 * ended, as the shell does; sessions that land in the other group report nothing.
 */
async function sessionsReport(
  count: number,
  group: 'canary' | 'stable',
  outcome: 'mounted' | 'failed',
  address?: string,
) {
  for (let reported = 0; reported < count;) {
    const client = await browser(address);
    const inCanary = bucketOf(client) < 50;
    if (inCanary !== (group === 'canary')) continue;
    const event = {
      remote: 'mf-content',
      version: inCanary ? canary : stable,
      outcome,
      ...(outcome === 'failed' ? { code: 'SPEC-MOUNT-001' } : {}),
      mountMs: 300,
    };
    const response = await client.request(
      'POST',
      REMOTE_EVENTS_PATH,
      { token: tokens.get(client), events: [event] },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(response.statusCode).toBe(204);
    reported += 1;
  }
}

/** The version /config.json names for mf-content to a session in the canary's buckets. */
async function servedToCanaryBucket(): Promise<string | undefined> {
  for (;;) {
    const client = await browser();
    if (bucketOf(client) >= 50) continue;
    const config = (await client.request('GET', '/config.json')).json<{
      remotes: Record<string, { version: string }>;
    }>();
    return config.remotes['mf-content']?.version;
  }
}

describe('automatic canary rollback', () => {
  it('rolls a canary failing in its sessions back, records why, and serves the stable version', async () => {
    await sessionsReport(10, 'stable', 'mounted');
    await sessionsReport(MIN_SESSIONS, 'canary', 'failed');
    // Judged at most every few seconds: the first report was judged, these wait for the next.
    expect(await platform.registry.canaries('local')).toHaveLength(1);
    expect(await servedToCanaryBucket()).toBe(canary);

    platform.advanceClock(CANARY_CHECK_INTERVAL_MS);
    await sessionsReport(1, 'stable', 'mounted');

    expect(await platform.registry.canaries('local')).toEqual([]);
    expect(await servedToCanaryBucket()).toBe(stable);
    const history = await platform.registry.history('local', 'mf-content');
    expect(history.at(-1)).toMatchObject({
      action: 'canary-rollback',
      actor: 'auto',
      version: stable,
      from: canary,
      reason: `the canary failed in 100 % of ${MIN_SESSIONS} sessions (failing from ${MIN_SESSIONS} addresses), the stable version in 0 % of 11 (failing from 0 addresses), over the last ${WINDOW_MINUTES} minutes: more than the 20 % margin`,
    });
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'Rolled a failing canary back to the stable version',
        remote: 'mf-content',
        canary,
        stable,
      }),
    );
  });

  it('counts one address for at most CANARY_SESSIONS_PER_ADDRESS sessions: it cannot roll a canary back alone, and is logged', async () => {
    await sessionsReport(10, 'stable', 'mounted');
    await sessionsReport(4 * MIN_SESSIONS, 'canary', 'failed', '192.0.2.66');
    platform.advanceClock(CANARY_CHECK_INTERVAL_MS);
    await sessionsReport(1, 'stable', 'mounted');
    expect(await platform.registry.canaries('local')).toHaveLength(1);
    const counted = await platform.services.db
      .select()
      .from(remoteSessions)
      .where(eq(remoteSessions.version, canary));
    expect(counted).toHaveLength(3);
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'Suspicious remote telemetry: one address reported more sessions than it may count',
        ip: '192.0.2.66',
      }),
    );
  });

  it('rolls back a failing canary however many failures one address claims for the stable version', async () => {
    await sessionsReport(10, 'stable', 'mounted');
    await sessionsReport(20, 'stable', 'failed', '192.0.2.77');
    await sessionsReport(MIN_SESSIONS, 'canary', 'failed');
    await sessionsReport(MIN_SESSIONS, 'canary', 'mounted');
    platform.advanceClock(CANARY_CHECK_INTERVAL_MS);
    await sessionsReport(1, 'stable', 'mounted');
    // Uncapped, the stable version would fail in 20 of 31 sessions, more than the canary's half.
    expect(await platform.registry.canaries('local')).toEqual([]);
    expect((await platform.registry.history('local', 'mf-content')).at(-1)?.reason).toBe(
      `the canary failed in 50 % of ${2 * MIN_SESSIONS} sessions (failing from ${MIN_SESSIONS} addresses), the stable version in 21.4 % of 14 (failing from 1 address), over the last ${WINDOW_MINUTES} minutes: more than the 20 % margin`,
    );
  });

  it('keeps a canary with too few sessions, however they fail', async () => {
    await sessionsReport(MIN_SESSIONS - 1, 'canary', 'failed');
    platform.advanceClock(CANARY_CHECK_INTERVAL_MS);
    await sessionsReport(1, 'stable', 'mounted');
    expect(await platform.registry.canaries('local')).toHaveLength(1);
    expect(await servedToCanaryBucket()).toBe(canary);
  });

  it('keeps a canary that fails no more than the stable version', async () => {
    await sessionsReport(MIN_SESSIONS, 'stable', 'failed');
    await sessionsReport(MIN_SESSIONS, 'canary', 'failed');
    platform.advanceClock(CANARY_CHECK_INTERVAL_MS);
    await sessionsReport(1, 'canary', 'mounted');
    expect(await platform.registry.canaries('local')).toHaveLength(1);
  });

  it('counts only sessions seen within the sliding window', async () => {
    await sessionsReport(MIN_SESSIONS, 'canary', 'failed');
    platform.advanceClock(WINDOW_MINUTES * 60_000 + 1);
    await sessionsReport(1, 'canary', 'failed');
    expect(await platform.registry.canaries('local')).toHaveLength(1);

    // Within the window, the same failures are enough.
    await sessionsReport(MIN_SESSIONS - 2, 'canary', 'failed');
    platform.advanceClock(CANARY_CHECK_INTERVAL_MS);
    await sessionsReport(1, 'canary', 'failed');
    expect(await platform.registry.canaries('local')).toEqual([]);
  });

  it('judges the last reports of a burst at the end of the interval, without more traffic', async () => {
    const { services, registry } = platform;
    const failingSession = (session: number) =>
      recordRemoteSessions(
        services.db,
        'local',
        { sessionId: `session-${session}`, addressKey: `address-${session}` },
        [{ remote: 'mf-content', version: canary, outcome: 'failed' }],
        services.now(),
      );
    const watch = canaryWatch({
      registry,
      environment: 'local',
      services,
      log: Fastify({ logger: false }).log,
      intervalMs: 50,
    });
    try {
      for (let session = 0; session < MIN_SESSIONS - 1; session += 1) await failingSession(session);
      await watch.afterTelemetry(); // judged: too few sessions yet
      expect(await registry.canaries('local')).toHaveLength(1);

      await failingSession(MIN_SESSIONS - 1);
      await watch.afterTelemetry(); // too soon after the last check: owed, and no more reports come
      for (let waited = 0; waited < 5_000 && (await registry.canaries('local')).length > 0;)
        waited += await delay(25, 25);
      expect(await registry.canaries('local')).toEqual([]);
    } finally {
      watch.close();
    }
  });

  it('two instances judging at once roll back once', async () => {
    const { services, registry } = platform;
    const now = services.now();
    for (let session = 0; session < MIN_SESSIONS; session += 1) {
      await recordRemoteSessions(
        services.db,
        'local',
        { sessionId: `session-${session}`, addressKey: `address-${session}` },
        [{ remote: 'mf-content', version: canary, outcome: 'failed' }],
        now,
      );
    }
    const instances = [logCollector(), logCollector()];
    const watches = instances.map((instance) =>
      canaryWatch({
        registry,
        environment: 'local',
        services,
        log: Fastify({ logger: { level: 'warn', stream: instance.stream } }).log,
      }),
    );
    await Promise.all(watches.map((watch) => watch.afterTelemetry()));

    expect(await registry.canaries('local')).toEqual([]);
    const rollbacks = (await registry.history('local', 'mf-content')).filter(
      (entry) => entry.action === 'canary-rollback',
    );
    expect(rollbacks).toHaveLength(1);
    expect(instances.flatMap((instance) => instance.lines)).toHaveLength(1);
  });
});
