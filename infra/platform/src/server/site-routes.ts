import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import * as v from 'valibot';
import {
  CONTRACTS_VERSION,
  DEFAULT_MARKET,
  REMOTES,
  RUNTIME_CONFIG_ELEMENT_ID,
  VISITOR_MARKET_PATH,
  likelyMarket,
  marketFromCookie,
  matchRoute,
  type Market,
  type RemoteName,
  type RuntimeConfig,
  type SearchRuntimeConfig,
} from '@specify/contracts';
import { contentDocumentPath } from '@specify/contracts/content/document';
import { bannerSectionSchema } from '@specify/contracts/content/page-sections';
import type { Registry } from '@specify/registry';
import { canaryWatch } from '../release/canary-watch';
import { releaseCookies } from '../release/release-cookies';
import { releaseSessions } from '../release/release-session';
import { remoteEventsRoutes } from '../release/remote-events-route';
import type { Services } from '../services';
import { platformNotFoundHandler } from './errors';
import { withFirstPaint } from '../first-paint/page';
import { firstPaints, type FirstPaintLimits } from '../first-paint/pool';
import { publicActions, publicDocuments } from '../first-paint/reads';
import { allowStyleHashes } from './security-headers';

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
   * (canaries), may load QA overrides, is told the telemetry sample rate, and its remote telemetry
   * is taken at REMOTE_EVENTS_PATH and judged for automatic rollback. Without (tests of the site
   * alone) every session gets the stable versions and no cookie is set.
   */
  services?: Pick<Services, 'db' | 'now' | 'config' | 'secrets'>;
  /**
   * Production: source maps (`.map`, and their precompressed copies) are not served, so the
   * sources of the shell and the remotes stay with their teams.
   */
  production?: boolean;
  /** The first paints' limits (first-paint/pool.ts FIRST_PAINT_LIMITS); tests set small ones. */
  firstPaintLimits?: FirstPaintLimits;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map|txt)$/;

/** A released version's server code (`<remote>/<version>/server/`), by its canonical path. */
const VERSION_SERVER_CODE = /^\/+[^/]+\/[^/]+\/server(\/|$)/;

/** The copies a production build writes beside its text files (tooling/build/webpack.cjs). */
const PRECOMPRESSED_COPY = /\.(br|gz)$/;
/** A source map, or a precompressed copy of one. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/**
 * Headers of a static file: its cache-control, decided on the file it stands for when the body
 * is its precompressed copy (`main.4314ffc0.js.br` is cached as `main.4314ffc0.js`), and `vary`,
 * as the same URL answers br, gzip or identity by the request's accept-encoding (@fastify/static
 * sets content-encoding but no vary, and @fastify/compress leaves an encoded body alone).
 */
function staticFileHeaders(cacheControl: (path: string) => string) {
  return (res: { setHeader(name: string, value: string): unknown }, path: string) => {
    res.setHeader('cache-control', cacheControl(path.replace(PRECOMPRESSED_COPY, '')));
    res.setHeader('vary', 'accept-encoding');
  };
}

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
 * The image of the home's hero (the first slide of the published home document, when the page
 * opens with a banner), per market, for its preload hint: the browser then fetches it with the
 * page, before any script (and before the first paint's markup at the end of the body). Read
 * through the public documents' reader, so once a minute at most; no CMS here, or no banner,
 * means no hint.
 */
function homeHeroReader(getJson: (path: string) => Promise<unknown>) {
  return async (market: Market): Promise<string | undefined> => {
    const document = await getJson(contentDocumentPath(market, 'home'));
    const [first] = (document as { sections?: unknown[] } | undefined)?.sections ?? [];
    const banner = v.safeParse(bannerSectionSchema, first);
    return banner.success ? banner.output.slides[0]?.image.src : undefined;
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shell's HTML with a high-priority preload of the hero image at the end of its head and,
 * when given, of the home document itself: mf-content asks for it only after the shell and the
 * remote have loaded, the last round trip before the hero's heading paints (the web-vitals bench's
 * trace). Fetched as the content client fetches it (CORS mode, same-origin credentials).
 */
export function withHeroPreload(html: string, src: string, documentPath?: string): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  let links = `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high">`;
  if (documentPath) {
    links += `<link rel="preload" as="fetch" href="${escapeAttribute(documentPath)}" crossorigin="anonymous">`;
  }
  return `${html.slice(0, end)}${links}${html.slice(end)}`;
}

/**
 * The shell's HTML with what its boot needs in the head: the runtime config inlined (so the
 * shell learns what to load without a round trip to /config.json) and, when a remote owns the
 * page, a preload of its manifest, as the shell will fetch it. Not of its remote entry: Chromium
 * hands a failed script preload to the runtime's later <script> for the same URL, so a remote that
 * was down when the page opened stayed failed after Retry (the e2e resilience tests caught it).
 */
export function withBootHints(html: string, config: RuntimeConfig, owner?: RemoteName): string {
  const end = html.search(/<\/head>/i);
  if (end === -1) return html;
  // `<` escaped, so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const hints = [
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`,
  ];
  const manifest = owner ? config.remotes[owner]?.manifest : undefined;
  if (manifest) {
    hints.push(
      `<link rel="preload" as="fetch" href="${escapeAttribute(manifest)}" crossorigin="anonymous">`,
    );
  }
  return `${html.slice(0, end)}${hints.join('')}${html.slice(end)}`;
}

/**
 * The composed site: the environment's runtime config, each remote's released versions under
 * /remotes/<name>/<version>/, the shell, and the history fallback for page routes.
 */
export async function siteRoutes(app: FastifyInstance, options: SiteOptions) {
  const { registry, environment, services } = options;
  const cookies = services && releaseCookies(services.secrets.releaseCookie);
  const releaseSession =
    services && cookies
      ? releaseSessions({
          registry,
          environment,
          services,
          cookies,
          devBuilds: !!options.devRemotesRoot,
        })
      : undefined;

  /** The runtime config for this request's session; sets its release cookies where they change. */
  async function runtimeConfigFor(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<RuntimeConfig> {
    const session = await releaseSession?.(request, reply);
    const registered = await registry.runtimeConfig(
      environment,
      session ? { bucket: session.bucket, overrides: session.overrides } : {},
    );
    let config = options.devRemotesRoot ? devRuntimeConfig(registered) : registered;
    if (options.configuratorScriptUrl)
      config = { ...config, configuratorScriptUrl: options.configuratorScriptUrl };
    if (options.searchConfig) {
      const protocol = request.protocol === 'https' ? 'https' : 'http';
      config = { ...config, search: options.searchConfig({ host: request.host, protocol }) };
    }
    if (services) {
      // The page's reports count only with its token: this session, these versions (issue 29).
      const served = Object.entries(config.remotes).map(
        ([name, entry]) => `${name}@${entry.version}`,
      );
      const token =
        session && cookies?.issueTelemetryToken(session.sessionId, served, services.now());
      config = {
        ...config,
        telemetry: { sampleRate: services.config.telemetrySampleRate, ...(token ? { token } : {}) },
      };
    }
    if (session?.overrideRefused) config = { ...config, overrideRefused: session.overrideRefused };
    return config;
  }

  app.get('/config.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeConfigFor(request, reply);
  });

  if (services && cookies) {
    const watch = canaryWatch({ registry, environment, services, log: app.log });
    app.addHook('onClose', async () => watch.close());
    await app.register(remoteEventsRoutes, { registry, environment, services, cookies, watch });
  }

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
  // `preCompressed`: a file's .br or .gz copy from the build is sent as it is, by accept-encoding.
  await app.register(fastifyStatic, {
    root: join(options.registry.root, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // A version's server code (its first-paint module) is run here, not sent to browsers.
    allowedPath: (path) =>
      !VERSION_SERVER_CODE.test(posix.normalize(path)) &&
      !(options.production && SOURCE_MAP.test(path)),
    setHeaders: staticFileHeaders((path) =>
      path.endsWith('mf-manifest.json') || path.endsWith('mf-stats.json') ? REVALIDATE : IMMUTABLE,
    ),
  });

  // index.html (and its copies) only through the history fallback, with the config inlined.
  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    index: false,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (path) =>
      path.replace(PRECOMPRESSED_COPY, '') !== '/index.html' &&
      !(options.production && SOURCE_MAP.test(path)),
    setHeaders: staticFileHeaders(shellCacheControl),
  });

  // History fallback: every page route gets the shell; an unknown path gets it too (the shell
  // shows the not-found page) but with a 404 status for crawlers and monitors. The home's gets a
  // preload hint for its hero image.
  const documents = publicDocuments(app, app.log);
  const homeHero = homeHeroReader(documents);
  // Development serves each remote's watched build, which has no first paint (no version folder).
  const { firstPaint, close: closeFirstPaints } = firstPaints({
    remotesRoot: join(options.registry.root, 'remotes'),
    getJson: documents,
    readActionIn: publicActions(app, app.log),
    log: app.log,
    limits: options.firstPaintLimits,
  });
  app.addHook('onClose', closeFirstPaints);
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
    if (releaseSession || homeInCookieMarket) reply.header('vary', 'cookie');
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
      // The page's policy allows its first paint's inline style sheet, and only that one.
      if (paint?.style) {
        for (const header of ['content-security-policy', 'content-security-policy-report-only']) {
          const policy = reply.getHeader(header);
          if (typeof policy === 'string')
            reply.header(header, allowStyleHashes(policy, [paint.style.hash]));
        }
      }
    }
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
