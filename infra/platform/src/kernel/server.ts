import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Env } from '../config/env';
import { cookiePolicy } from './cookie-policy';
import { platformErrorHandler } from './errors';
import { loggerOptions, type LogSettings } from './logging';
import { rateLimitPluginOptions, type RateLimitSettings } from './rate-limits';
import { securityHeaders } from './security-headers';
import type { Services } from './services';

/**
 * What the compression of dynamic answers shares with answers compressed ahead
 * (prepared-answer.ts): the size below which an answer goes as it is, and brotli's window (below).
 */
export const DYNAMIC_COMPRESSION = { thresholdBytes: 1024, brotliWindowBits: 18 } as const;

/**
 * How long a client may take (issue 29): a socket that sends headers and stops is closed, never
 * kept, so slow clients cannot hold what others need.
 */
export interface ServerTimeouts {
  /** The request line and headers. */
  headersMs: number;
  /** The whole request, body included (Node checks it every 30 s, so it acts within that). */
  requestMs: number;
  /** A connection with nothing sent or received (longer than a PDF render, 20 s at most). */
  idleMs: number;
  /** An upload's body, read before the upload takes one of the slots that parse sheets. */
  uploadBodyMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  uploadBodyMs: 15_000,
};

export interface ServerSettings {
  /** Secure `__Host-` cookies and HSTS. */
  production: boolean;
  trustProxy: Env['trustProxy'];
  cspReportOnly: boolean;
  /** Serving `npm run dev`'s watch builds. */
  devBuild: boolean;
  /** Origins other than the site's that the browser may fetch catalogue files from. */
  assetOrigins: readonly string[];
  /** Origins other than the site's that scripts may load from (configurator, reCAPTCHA). */
  scriptOrigins?: readonly string[];
  /** Origins other than YouTube's that frames may load from (reCAPTCHA's checkbox). */
  frameOrigins?: readonly string[];
}

const DEVELOPMENT_SERVER: ServerSettings = {
  production: false,
  trustProxy: false,
  cspReportOnly: true,
  devBuild: false,
  assetOrigins: [],
};

export interface ServerOptions {
  /** How the server faces the network, from the environment; omitted: development's. */
  server?: ServerSettings;
  /** Structured request logs; omitted: none (tests stay quiet). */
  log?: LogSettings;
  /** Per-address limits other than RATE_LIMITS' (tests set small ones). */
  rateLimits?: RateLimitSettings;
  /** How long a client may take to send what it sends; omitted: SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** The database the rate limits count in (several instances share it); omitted: memory. */
  services?: Services;
}

/**
 * The HTTP server every module is registered on, with what holds for every answer: request ids,
 * security headers, the error and bad-URL answers, compression, cookies, per-address rate limits
 * and the socket deadlines.
 */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const server = options.server ?? DEVELOPMENT_SERVER;
  const headers = securityHeaders(server);
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    logger: options.log ? loggerOptions(options.log) : false,
    genReqId: () => randomUUID(),
    trustProxy: server.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL the router cannot decode never reaches a route or a hook: answer it here the same way.
    frameworkErrors: (error, request, reply) =>
      platformErrorHandler(
        error,
        request,
        reply.headers(headers).header('x-request-id', request.id),
      ),
  });
  app.server.headersTimeout = timeouts.headersMs;
  app.decorate('cookiePolicy', cookiePolicy(server.production));
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers).header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500)
      request.log.error({ statusCode: reply.statusCode }, 'Answered with a server error');
  });
  app.setErrorHandler(platformErrorHandler);
  // Dynamic answers (actions, search, the page with its config) are compressed on every request,
  // so at a cheap level; static files are sent as built (site-routes.ts, `preCompressed`).
  // Measured on a 63 KB listing answer (two queries, facets *), median of 200 on one core:
  // brotli 3: 12.0 KB in 0.24 ms, 4: 11.5 KB in 0.6-0.8 ms, 5: 10.5 KB in 0.9-1.1 ms, 11: 8.4 KB
  // in 64-90 ms; gzip 4: 12.8 KB in 0.42 ms, 5: 12.1 KB in 0.63 ms, 6 (zlib's default): 11.9 KB
  // in 0.8 ms. Brotli 4 costs 3x quality 3 for 5 % fewer bytes; past gzip 5 each step buys under
  // 2 % for 0.2 ms more. The server's CPU is what the search API's load test runs out of, so
  // brotli 3 and gzip 5. zstd (Node 22.15 and later, asked for by current browsers) is left out
  // so these levels are what browsers get on any Node. Brotli's window is 256 KB (lgwin 18), not
  // its default 4 MB: with many answers in flight the large encoders' memory drove full garbage
  // collections over the search indices' heap (14 in 4 s against gzip's 1), and the search API
  // fell from ~300 to ~40 answers/s at 16 connections; answers under 256 KB compress the same.
  await app.register(fastifyCompress, {
    global: true,
    threshold: DYNAMIC_COMPRESSION.thresholdBytes,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
        [zlibConstants.BROTLI_PARAM_LGWIN]: DYNAMIC_COMPRESSION.brotliWindowBits,
      },
    },
    zlibOptions: { level: 5 },
  });
  await app.register(fastifyCookie);
  await app.register(
    fastifyRateLimit,
    rateLimitPluginOptions(options.rateLimits, options.services),
  );

  return app;
}
