import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  CONTRACTS_VERSION,
  REMOTES,
  VISITOR_MARKET_PATH,
  likelyMarket,
  matchRoute,
  type RuntimeConfig,
  type SearchRuntimeConfig,
} from '@specify/contracts';
import type { Registry } from '@specify/registry';

export interface SiteOptions {
  registry: Registry;
  environment: string;
  shellDir: string;
  /** `npm run dev`: serve each remote's own watched dist instead of released versions. */
  devRemotesRoot?: string;
  /** The `search` section of /config.json, from the request's origin (see searchRuntimeConfig). */
  searchConfig?: (origin: { host: string; protocol: 'http' | 'https' }) => SearchRuntimeConfig;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map|txt)$/;

/** In development every remote comes from its own watched build, whatever the registry says. */
function devRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  const remotes: RuntimeConfig['remotes'] = {};
  for (const remote of REMOTES) {
    remotes[remote] = {
      version: 'dev',
      manifest: `/dev-remotes/${remote}/mf-manifest.json`,
      contracts: `^${CONTRACTS_VERSION}`,
    };
  }
  return { ...config, environment: `${config.environment} (dev)`, remotes };
}

/** Shell files whose name changes with their content may be cached forever; the rest revalidate. */
function shellCacheControl(path: string): string {
  return HASHED_FILE.test(path) ? IMMUTABLE : REVALIDATE;
}

/**
 * The composed site: the environment's runtime config, each remote's released versions under
 * /remotes/<name>/<version>/, the shell, and the history fallback for page routes.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions) {
  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const registered = await options.registry.runtimeConfig(options.environment);
    const config = options.devRemotesRoot ? devRuntimeConfig(registered) : registered;
    if (!options.searchConfig) return config;
    const protocol = request.protocol === 'https' ? 'https' : 'http';
    return { ...config, search: options.searchConfig({ host: request.host, protocol }) };
  });

  // The geo-location mismatch popup asks which market the visitor is likely in: a CDN's country
  // header if one is set, else Accept-Language. Only a suggestion, so a spoofed header costs nothing.
  app.get(VISITOR_MARKET_PATH, async (request, reply) => {
    const first = (value: string | string[] | undefined) =>
      (Array.isArray(value) ? value[0] : value)?.slice(0, 8);
    reply.header('cache-control', 'private, no-store');
    const market = likelyMarket({
      country: first(request.headers['cf-ipcountry']) ?? first(request.headers['x-country']),
      acceptLanguage: request.headers['accept-language']?.slice(0, 1000),
    });
    return { market: market ?? null };
  });

  if (options.devRemotesRoot) {
    for (const remote of REMOTES) {
      await app.register(fastifyStatic, {
        root: join(options.devRemotesRoot, remote, 'dist-dev'),
        prefix: `/dev-remotes/${remote}/`,
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => res.setHeader('cache-control', REVALIDATE),
      });
    }
  }

  // Released remotes: a version's files never change, except that manifests are re-read each load.
  await app.register(fastifyStatic, {
    root: join(options.registry.root, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader(
        'cache-control',
        path.endsWith('mf-manifest.json') || path.endsWith('mf-stats.json')
          ? REVALIDATE
          : IMMUTABLE,
      );
    },
  });

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    allowedPath: (path) => path !== '/index.html',
    setHeaders(res, path) {
      res.setHeader('cache-control', shellCacheControl(path));
    },
  });

  // History fallback: every page route gets the shell; an unknown path gets it too (the shell
  // shows the not-found page) but with a 404 status for crawlers and monitors.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      !pathname.startsWith('/remotes/');
    if (!isPage) {
      reply.code(404).send({ message: `Not found: ${pathname}`, status: 404 });
      return;
    }
    if (!existsSync(join(options.shellDir, 'index.html'))) {
      reply.code(503).send({
        message:
          'The shell is not built yet: run npm run build -w shell (or wait for npm run dev).',
        status: 503,
      });
      return;
    }
    reply
      .header('cache-control', shellCacheControl('index.html'))
      .code(matchRoute(pathname) ? 200 : 404)
      .type('text/html')
      .sendFile('index.html', options.shellDir);
  });
}
