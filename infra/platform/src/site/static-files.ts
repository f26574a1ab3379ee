import { join, posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES } from '@specify/contracts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|map|txt|woff2)$/;

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

/** Shell files whose name changes with their content may be cached forever; the rest revalidate. */
export function shellCacheControl(path: string): string {
  return HASHED_FILE.test(path) ? IMMUTABLE : REVALIDATE;
}

export interface StaticFilesOptions {
  /** The registry's folder: released versions are under its `remotes/`. */
  registryRoot: string;
  shellDir: string;
  /** `npm run dev`: each remote's own watched build, under /dev-remotes/<remote>/. */
  devRemotesRoot?: string;
  /** Production: source maps are not served. */
  production?: boolean;
}

/**
 * The site's files: each remote's released versions under /remotes/<name>/<version>/ (never a
 * version's server code), the shell's files (never its index.html, which only the page route
 * sends), and in development each remote's watched build.
 */
export async function staticFiles(app: FastifyInstance, options: StaticFilesOptions) {
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
    root: join(options.registryRoot, 'remotes'),
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
}
