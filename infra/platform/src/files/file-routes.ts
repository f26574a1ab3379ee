import { extname, relative, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MARKETS } from '@specify/contracts';
import { canonicalFilePath } from './canonical-path';

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

const MAX_PROXIED_BYTES = 50 * 1024 * 1024;

export interface FileRoutesOptions {
  /** Where the generated catalogue files live (served at /files/). */
  filesDir: string;
  /** Origins the download proxy may fetch from, e.g. https://assets.example.com. */
  assetOrigins: readonly string[];
  /**
   * Files only internal users may fetch (test reports, internal-only products), by URL path, and
   * whether a request comes from an internal user. Anyone else gets a plain 404.
   */
  internalOnly?: {
    has(path: string): boolean;
    viewerIsInternal(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  };
}

function proxyError(message: string) {
  return { isError: true, message };
}

/**
 * `/files/...`: the catalogue's images, diagrams, documents and BIM files. Their names are not
 * content-hashed, so they are cached for a day and revalidated by ETag.
 * `/{locale}/api/proxy-download-file/?url=`: fetches a file for the zip download, only from the
 * configured asset origins — never an open proxy.
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

  const allowed = new Set(options.assetOrigins.map((origin) => new URL(origin).origin));
  for (const market of MARKETS) {
    app.get<{ Querystring: { url?: string } }>(
      `/${market}/api/proxy-download-file/`,
      async (request, reply) => {
        let target: URL;
        try {
          target = new URL(request.query.url ?? '');
        } catch {
          return reply
            .code(400)
            .send(proxyError('Pass the file to download as ?url=<absolute URL>.'));
        }
        if (!allowed.has(target.origin)) {
          return reply
            .code(400)
            .send(proxyError(`Downloads from ${target.origin} are not allowed.`));
        }
        let upstream: Response;
        try {
          // No redirects: a redirect could lead off the allowed hosts.
          upstream = await fetch(target, {
            redirect: 'manual',
            signal: AbortSignal.timeout(15_000),
          });
        } catch {
          return reply.code(502).send(proxyError('Error downloading file, please try again later'));
        }
        if (!upstream.ok || !upstream.body) {
          return reply.code(502).send(proxyError('Error downloading file, please try again later'));
        }
        const length = Number(upstream.headers.get('content-length') ?? 0);
        if (length > MAX_PROXIED_BYTES)
          return reply.code(413).send(proxyError('The file is too large to download here.'));
        const body = Buffer.from(await upstream.arrayBuffer());
        const name = decodeURIComponent(target.pathname.split('/').pop() || 'download');
        return reply
          .header(
            'content-type',
            upstream.headers.get('content-type') ?? 'application/octet-stream',
          )
          .header('content-disposition', `attachment; filename="${name.replace(/"/g, '')}"`)
          .header('cache-control', 'private, max-age=300')
          .send(body);
      },
    );
  }
}
