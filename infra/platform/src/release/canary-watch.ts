import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from '@specify/registry';
import type { Services } from '../kernel/services';
import { countRemoteSessions } from './remote-sessions';
import { canaryRollbackVerdict } from './rollback-rule';

/** The canaries are judged at most this often per platform instance, however much telemetry comes. */
export const CANARY_CHECK_INTERVAL_MS = 5_000;

export interface CanaryWatchOptions {
  registry: Registry;
  environment: string;
  services: Pick<Services, 'db' | 'now' | 'config'>;
  log: FastifyBaseLogger;
  /** CANARY_CHECK_INTERVAL_MS unless a test needs a shorter one. */
  intervalMs?: number;
}

/**
 * Rolls back, by itself, a canary that fails more than its stable version (issue 19). After
 * telemetry is recorded, each canary of the environment is judged by canaryRollbackVerdict on the
 * sessions of both versions last seen within the sliding window. Instances deciding at once are
 * harmless: rollbackCanary drops a canary only while it is still that version, so only the first
 * one acts.
 */
export function canaryWatch({
  registry,
  environment,
  services,
  log,
  intervalMs = CANARY_CHECK_INTERVAL_MS,
}: CanaryWatchOptions) {
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  /** A check owed to reports that came while one ran or too soon after it. */
  let owed: NodeJS.Timeout | undefined;

  async function judgeCanaries(): Promise<void> {
    const settings = services.config.canaryRollback;
    const since = new Date(services.now().getTime() - settings.windowMs);
    for (const { remote, stable, canary } of await registry.canaries(environment)) {
      const verdict = canaryRollbackVerdict(
        await countRemoteSessions(services.db, environment, remote, canary, since),
        await countRemoteSessions(services.db, environment, remote, stable, since),
        settings,
      );
      if (!verdict.rollBack) continue;
      const rolledBack = await registry.rollbackCanary(remote, environment, canary, {
        actor: 'auto',
        reason: verdict.reason,
      });
      if (rolledBack) {
        log.warn(
          { environment, remote, canary, stable, reason: verdict.reason },
          'Rolled a failing canary back to the stable version',
        );
      }
    }
  }

  function check(): Promise<void> {
    lastCheckAt = services.now().getTime();
    running = judgeCanaries()
      .catch((error: unknown) => log.error({ err: error }, 'Judging the canaries failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** One check at the end of the interval, for reports that came while one ran or too soon. */
  function owe(): void {
    owed ??= setTimeout(() => {
      owed = undefined;
      if (running) owe();
      else void check();
    }, intervalMs).unref();
  }

  /**
   * Judges the canaries unless this instance did within the interval or is doing it now; then it
   * owes one check at the interval's end, so the last reports of a burst are judged without
   * waiting for more traffic (a quiet site would otherwise keep a failing canary). A failure is
   * logged, never passed on: telemetry was recorded all the same.
   */
  async function afterTelemetry(): Promise<void> {
    if (running || services.now().getTime() - lastCheckAt < intervalMs) {
      owe();
      return;
    }
    await check();
  }

  return {
    afterTelemetry,
    /** Drops an owed check (the platform is closing). */
    close(): void {
      clearTimeout(owed);
      owed = undefined;
    },
  };
}

export type CanaryWatch = ReturnType<typeof canaryWatch>;
