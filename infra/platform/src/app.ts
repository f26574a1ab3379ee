import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Registry } from '@specify/registry';
import { siteRoutes } from './server/site-routes';

export interface PlatformOptions {
  registry: Registry;
  environment: string;
  shellDir: string;
  devRemotesRoot?: string;
  logger?: boolean;
}

/**
 * The platform service. Services register here as plugins of their own, each under its prefix:
 * actions (/action/<namespace>/<action>), search (/1/...), files (/files/...), site API
 * (/{locale}/api/...). The composed site (shell, remotes, config) comes last so its history
 * fallback only sees what no service claimed.
 */
export async function buildPlatform(options: PlatformOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(siteRoutes, {
    registry: options.registry,
    environment: options.environment,
    shellDir: options.shellDir,
    devRemotesRoot: options.devRemotesRoot,
  });
  return app;
}
