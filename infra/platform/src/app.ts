import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { rateLimitPluginOptions, type RateLimitSettings } from './server/rate-limits';
import { siteRoutes, type SiteOptions } from './server/site-routes';
import type { Services } from './services';
import { actionRoutes } from './actions/router';
import { ALL_ACTIONS } from './actions';
import { devRoutes } from './dev/dev-routes';
import { searchKeyAction } from './actions/search';
import { fileRoutes, type FileRoutesOptions } from './files/file-routes';
import { cmsRoutes } from './cms/routes';
import type { HtmlToPdf } from './pdf/pdf-renderer';
import { pdfRoutes } from './pdf/pdf-routes';
import { projectPdfRoutes } from './pdf/project-pdf-routes';
import { uploadExcelRoutes } from './projects/upload-excel-route';
import { scheduleRetention } from './retention';

export interface PlatformOptions {
  /** The composed site (shell, remotes, config); omitted in service-only tests. */
  site?: SiteOptions;
  /** The service APIs; omitted in site-only tests. */
  services?: Services;
  files?: FileRoutesOptions;
  /** How often expired data is purged (retention/); omitted: RETENTION_INTERVAL_MS. */
  retentionIntervalMs?: number;
  /** HTML to PDF at /{locale}/api/pdf-my-html/, and project PDFs (with services). */
  pdf?: HtmlToPdf;
  logger?: boolean;
  /** Per-address limits other than RATE_LIMITS' (tests set small ones). */
  rateLimits?: RateLimitSettings;
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
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, rateLimitPluginOptions(options.rateLimits));

  app.get('/healthz', async () => ({ status: 'ok' }));

  if (options.services) {
    const actions = options.services.search ? [...ALL_ACTIONS, searchKeyAction] : ALL_ACTIONS;
    await app.register(actionRoutes, { services: options.services, actions });
    await app.register(cmsRoutes, { db: options.services.db });
    await app.register(uploadExcelRoutes, { services: options.services });
    scheduleRetention(app, options.services, options.retentionIntervalMs);
    if (!options.services.config.production)
      await app.register(devRoutes, { db: options.services.db });
  }
  if (options.services?.search) await app.register(options.services.search.routes);
  if (options.files) await app.register(fileRoutes, options.files);
  if (options.pdf) await app.register(pdfRoutes, { renderer: options.pdf });
  if (options.pdf && options.services)
    await app.register(projectPdfRoutes, { renderer: options.pdf, services: options.services });
  if (options.site) await app.register(siteRoutes, options.site);
  return app;
}
