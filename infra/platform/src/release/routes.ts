import type { FastifyInstance } from 'fastify';
import type { Registry } from '@specify/registry';
import type { Services } from '../kernel/services';
import { canaryWatch } from './canary-watch';
import { releaseCookies } from './release-cookies';
import { remoteEventsRoutes } from './remote-events-route';

export interface ReleaseTelemetryOptions {
  registry: Registry;
  environment: string;
  services: Pick<Services, 'db' | 'now' | 'config' | 'secrets'>;
}

/**
 * Release telemetry (issue 19): the pages' remote-load reports at REMOTE_EVENTS_PATH, counted only
 * with the token the page was served with, and the canary watch that judges them and rolls a
 * failing canary back by itself.
 */
export async function releaseTelemetryRoutes(
  app: FastifyInstance,
  options: ReleaseTelemetryOptions,
) {
  const { registry, environment, services } = options;
  const watch = canaryWatch({ registry, environment, services, log: app.log });
  app.addHook('onClose', async () => watch.close());
  await app.register(remoteEventsRoutes, {
    registry,
    environment,
    services,
    cookies: releaseCookies(services.secrets.releaseCookie),
    watch,
  });
}
