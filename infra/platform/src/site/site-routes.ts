import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_MARKET,
  VISITOR_MARKET_PATH,
  isRemoteName,
  likelyMarket,
  marketFromCookie,
  matchRoute,
  type SearchRuntimeConfig,
} from '@specify/contracts';
import { contentDocumentPath } from '@specify/contracts/content/document';
import type { PageHead } from '@specify/contracts/composition/page-head';
import type { Registry } from '@specify/registry';
import { platformNotFoundHandler } from '../kernel/errors';
import { allowStyleHashes } from '../kernel/security-headers';
import type { Services } from '../kernel/services';
import { withFirstPaint } from './first-paint/page';
import { firstPaints, type FirstPaintLimits } from './first-paint/pool';
import { publicActions, publicDocuments, publicSearch } from './first-paint/reads';
import { warmPages } from './first-paint/warm-pages';
import { pageHeadOf, withPageHead } from './page-head';
import { homeHeroReader, withBootHints, withHeroPreload } from './page-hints';
import { runtimeConfigReader } from './runtime-config';
import { shellCacheControl, staticFiles } from './static-files';

export interface SiteOptions {
  registry: Registry;
  environment: string;
  shellDir: string;
  /** `npm run dev`: serve each remote's own watched dist instead of released versions. */
  devRemotesRoot?: string;
  /** The `search` section of /config.json, from the request's origin (see searchRuntimeConfig). */
  searchConfig?: (origin: { host: string; protocol: 'http' | 'https' }) => SearchRuntimeConfig;
  /** CONFIGURATOR_SCRIPT_URL, named in the runtime config for the product page (storefront §7). */
  configuratorScriptUrl?: string;
  /**
   * Releases per session (issue 19): with the services, each browser gets a signed bucket cookie
   * (canaries), may load QA overrides, and is told the telemetry sample rate with the token its
   * reports need (release/ takes them). Without (tests of the site alone) every session gets the
   * stable versions and no cookie is set.
   */
  services?: Pick<Services, 'db' | 'now' | 'config' | 'secrets'>;
  /**
   * Production: source maps (`.map`, and their precompressed copies) are not served, so the
   * sources of the shell and the remotes stay with their teams.
   */
  production?: boolean;
  /** The first paints' limits (first-paint/pool.ts FIRST_PAINT_LIMITS); tests set small ones. */
  firstPaintLimits?: FirstPaintLimits;
  /**
   * As the platform starts, the first-paint threads render the default market's home, its newest
   * product's page and that product's listing, once per thread (first-paint/warm-pages.ts), so
   * their first visitors are painted: `npm start` does; tests of the site alone count their own
   * reads.
   */
  warmPages?: boolean;
}

/**
 * The composed site: the environment's runtime config, each remote's released versions under
 * /remotes/<name>/<version>/, the shell, and the history fallback for page routes.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions) {
  const { registry, services } = options;
  const runtimeConfigFor = runtimeConfigReader(options);

  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfigFor(request, reply);
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

  await app.register(staticFiles, {
    registryRoot: registry.root,
    shellDir: options.shellDir,
    devRemotesRoot: options.devRemotesRoot,
    production: options.production,
  });

  /** The search a first paint may make, on the indices /config.json names (their names do not
   * depend on the origin asking). */
  function firstPaintSearch() {
    if (!options.searchConfig) return undefined;
    const { indices } = options.searchConfig({ host: 'localhost', protocol: 'http' });
    return { indices, queriesIn: publicSearch(app, app.log, indices) };
  }

  // History fallback: every page route gets the shell; an unknown path gets it too (the shell
  // shows the not-found page) but with a 404 status for crawlers and monitors. The home's gets a
  // preload hint for its hero image.
  const documents = publicDocuments(app, app.log);
  const homeHero = homeHeroReader(documents);
  // Development serves each remote's watched build, which has no first paint (no version folder).
  const search = firstPaintSearch();
  const {
    firstPaint,
    warm: warmFirstPaints,
    close: closeFirstPaints,
  } = firstPaints({
    remotesRoot: join(options.registry.root, 'remotes'),
    getJson: documents,
    readActionIn: publicActions(app, app.log),
    search,
    log: app.log,
    limits: options.firstPaintLimits,
  });
  app.addHook('onClose', closeFirstPaints);
  // The versions every visitor is served (canaries and overrides aside) load before the first page.
  app.addHook('onReady', async () => {
    if (options.devRemotesRoot) return;
    const served = await registry.runtimeConfig(options.environment).catch(() => undefined);
    if (!served) return;
    const versions = Object.entries(served.remotes).flatMap(([remote, entry]) =>
      isRemoteName(remote) ? [{ remote, version: entry.version }] : [],
    );
    void (async () => {
      const pages = options.warmPages ? await warmPages(DEFAULT_MARKET, search) : [];
      await warmFirstPaints(versions, pages);
    })().catch((error: unknown) =>
      app.log.warn({ err: error }, 'The first paints were not warmed'),
    );
  });
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    const index = join(options.shellDir, 'index.html');
    if (!existsSync(index)) {
      return reply.code(503).send({
        message:
          'The shell is not built yet: run npm run build -w shell (or wait for npm run dev).',
        status: 503,
      });
    }
    // A path without a market is served in the remembered one, as the shell resolves it.
    const route = matchRoute(pathname, marketFromCookie(request.headers.cookie) ?? DEFAULT_MARKET);
    const html = await readFile(index, 'utf8');
    let body = html;
    // The inlined config follows the release cookies (bucket, overrides); a bare home, the market one.
    const homeInCookieMarket = route?.name === 'home' && !route.marketInPath;
    if (services || homeInCookieMarket) reply.header('vary', 'cookie');
    if (route?.name === 'home') {
      const hero = await homeHero(route.market);
      if (hero) body = withHeroPreload(html, hero, contentDocumentPath(route.market, 'home'));
    }
    // Without a config here (no such environment) the shell fetches /config.json and says why.
    const config = await runtimeConfigFor(request, reply).catch((error: unknown) => {
      request.log.warn({ err: error }, 'The runtime config could not be inlined into the page');
      return undefined;
    });
    const owner = route && route.owner !== 'shell' ? route.owner : undefined;
    if (config) body = withBootHints(body, config, owner);
    const version = owner && config?.remotes[owner]?.version;
    // The page's title and description: its first paint's, else the shell's or the site's.
    let head: Partial<PageHead> | undefined;
    if (route && owner && version) {
      const paint = await firstPaint({
        remote: owner,
        version,
        route: route.name,
        market: route.market,
        pathname,
        search: request.url.slice(pathname.length, pathname.length + 2048),
      });
      if (paint) body = withFirstPaint(body, paint);
      head = paint?.head;
      // The page's policy allows its first paint's inline style sheet, and only that one.
      if (paint?.style) {
        for (const header of ['content-security-policy', 'content-security-policy-report-only']) {
          const policy = reply.getHeader(header);
          if (typeof policy === 'string')
            reply.header(header, allowStyleHashes(policy, [paint.style.hash]));
        }
      }
    }
    body = withPageHead(body, pageHeadOf(route, head));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', shellCacheControl('index.html')).header('etag', etag);
    const known = request.headers['if-none-match'];
    if (route && known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply
      .code(route ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(body);
  }

  /** The path of a request for a page: a GET or HEAD of a path that names no file. */
  function pagePath(request: FastifyRequest): string | undefined {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(pathname) &&
      !pathname.startsWith('/remotes/');
    return isPage ? pathname : undefined;
  }

  // Pages are answered by a route, not only by the not-found handler: @fastify/compress hooks
  // itself onto routes, so the page (its config inlined, a few KB) was sent uncompressed.
  app.get('/*', async (request, reply) => {
    const pathname = pagePath(request);
    return pathname === undefined ? reply.callNotFound() : sendPage(request, reply, pathname);
  });
  // What no route answers: other methods, and paths a service's own wildcard route passes on.
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pagePath(request);
    if (pathname === undefined) return platformNotFoundHandler(request, reply);
    return sendPage(request, reply, pathname);
  });
}
