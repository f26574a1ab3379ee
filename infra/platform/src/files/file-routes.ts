import { extname, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { canonicalFilePath } from './canonical-path';
import { proxyDownloadRoutes, type ProxyDownloadOptions } from './proxy-download';

/** Types the generic mime table does not know: the BIM and CAD formats of the download panel. */
const CONTENT_TYPES: Record<string, string> = {
  '.rfa': 'application/octet-stream',
  '.3ds': 'image/x-3ds',
  '.dae': 'model/vnd.collada+xml',
  '.obj': 'model/obj',
  '.skp': 'application/vnd.sketchup.skp',
  '.dxf': 'image/vnd.dxf',
  '.dwg': 'image/vnd.dwg',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

const FILES_PREFIX = '/files/';
/** The wildcard route @fastify/static registers under the prefix. */
const STATIC_ROUTE = `${FILES_PREFIX}*`;
const NOT_FOUND = { message: 'Not found' };

export interface FileRoutesOptions {
  /** Where the generated catalogue files live (served at /files/). */
  filesDir: string;
  /** Origins the download proxy may fetch from, e.g. https://assets.example.com. */
  assetOrigins: readonly string[];
  /** The download proxy's size and time bounds (defaults in proxy-download.ts). */
  proxy?: Pick<ProxyDownloadOptions, 'maxBytes' | 'timeoutMs'>;
  /**
   * Files only internal users may fetch (test reports, internal-only products), by URL path, and
   * whether a request comes from an internal user. Anyone else gets a plain 404.
   */
  internalOnly?: {
    has(path: string): boolean;
    viewerIsInternal(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  };
}

/**
 * `/files/...`: the catalogue's images, diagrams, documents and BIM files. Their names are not
 * content-hashed, so they are cached for a day and revalidated by ETag.
 * `POST /{locale}/api/proxy-download-file/` {fileUrl}: a file from the configured asset origins for
 * the exports (proxy-download.ts) — never an open proxy.
 */
export async function fileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  const { internalOnly } = options;
  // Runs on every request the static server would answer, whatever spelling routed it there.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== STATIC_ROUTE) return;
    const path = canonicalFilePath(request.url);
    if (!path) return reply.code(404).send(NOT_FOUND);
    if (!internalOnly?.has(path)) return;
    reply.header('cache-control', 'private, no-store');
    if (!(await internalOnly.viewerIsInternal(request, reply))) {
      return reply.code(404).send(NOT_FOUND);
    }
  });
  await app.register(fastifyStatic, {
    root: options.filesDir,
    prefix: FILES_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(response, path) {
      const url = `/files/${relative(options.filesDir, path).split(sep).join('/')}`;
      const shared = !internalOnly?.has(url);
      response.setHeader('cache-control', shared ? 'public, max-age=86400' : 'private, no-store');
      const type = CONTENT_TYPES[extname(path).toLowerCase()];
      if (type) response.setHeader('content-type', type);
    },
  });

  await app.register(proxyDownloadRoutes, { assetOrigins: options.assetOrigins, ...options.proxy });
}
