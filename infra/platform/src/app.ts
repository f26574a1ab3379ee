import type { FastifyInstance } from 'fastify';
import { actionRoutes, actionsFor } from './actions';
import { cmsRoutes } from './cms';
import { devRoutes } from './dev';
import { fileRoutes, type FileRoutesOptions } from './files';
import { platformNotFoundHandler } from './kernel/errors';
import type { LogSettings } from './kernel/logging';
import type { RateLimitSettings } from './kernel/rate-limits';
import {
  SERVER_TIMEOUTS,
  createServer,
  type ServerSettings,
  type ServerTimeouts,
} from './kernel/server';
import type { Services } from './kernel/services';
import { pdfRoutes, projectPdfRoutes, type HtmlToPdf } from './pdf';
import { projectRoutes } from './projects';
import { releaseTelemetryRoutes } from './release';
import { retentionSchedule } from './retention';
import { siteRoutes, type SiteOptions } from './site';

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
  /** How the server faces the network, from the environment; omitted: development's. */
  server?: ServerSettings;
  /** Structured request logs; omitted: none (tests stay quiet). */
  log?: LogSettings;
  /** Per-address limits other than RATE_LIMITS' (tests set small ones). */
  rateLimits?: RateLimitSettings;
  /** How long a client may take to send what it sends; omitted: SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
}

/**
 * The platform: the kernel's server (kernel/server.ts), then its modules, each a Fastify plugin
 * with its own options, under its own paths: actions (/action/<namespace>/<action>), search
 * (/1/...), the CMS (/cms/...), projects' uploads, files (/files/...), PDFs, release telemetry,
 * retention, the development routes, and last the composed site, whose history fallback only sees
 * what no module claimed.
 */
export async function buildPlatform(options: PlatformOptions): Promise<FastifyInstance> {
  const { services, site, files, pdf } = options;
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts };
  const app = await createServer({ ...options, timeouts });
  app.get('/healthz', async () => ({ status: 'ok' }));

  if (services) {
    await app.register(actionRoutes, { services, actions: actionsFor(services) });
    if (services.search) await app.register(services.search.routes);
    await app.register(cmsRoutes, { db: services.db });
    await app.register(projectRoutes, { services, uploadBodyMs: timeouts.uploadBodyMs });
    await app.register(retentionSchedule, { services, intervalMs: options.retentionIntervalMs });
    if (!services.config.production) await app.register(devRoutes, { db: services.db });
  }
  if (files) await app.register(fileRoutes, files);
  if (pdf) await app.register(pdfRoutes, { renderer: pdf });
  if (pdf && services) await app.register(projectPdfRoutes, { renderer: pdf, services });
  if (site?.services) {
    const { registry, environment } = site;
    await app.register(releaseTelemetryRoutes, { registry, environment, services: site.services });
  }
  // The site's history fallback answers what no route claimed; without the site, a plain 404.
  if (site) await app.register(siteRoutes, site);
  else app.setNotFoundHandler(platformNotFoundHandler);
  return app;
}
