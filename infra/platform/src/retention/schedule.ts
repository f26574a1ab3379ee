import type { FastifyInstance } from 'fastify';
import type { Services } from '../kernel/services';
import { purgeExpiredData } from './purge';

/** How often each instance purges; a purge only deletes rows that are already dead. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/**
 * Purges expired data every `intervalMs` while the app runs: started when it is ready, stopped
 * (after any purge under way) when it closes. The timer is unref'd, so it never keeps a process
 * alive, and a purge still running when the next is due is not overlapped.
 */
export function scheduleRetention(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'now' | 'config'>,
  intervalMs = RETENTION_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const purge = () => {
    if (running) return;
    running = Promise.resolve()
      .then(() =>
        purgeExpiredData(services.db, services.now(), {
          remoteSessionsMs: services.config.canaryRollback.windowMs,
        }),
      )
      .then((purged) => app.log.info({ purged }, 'retention purge'))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention purge failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(purge, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** The retention schedule as the platform registers it (app.ts). */
export async function retentionSchedule(
  app: FastifyInstance,
  options: { services: Pick<Services, 'db' | 'now' | 'config'>; intervalMs?: number },
): Promise<void> {
  scheduleRetention(app, options.services, options.intervalMs);
}
