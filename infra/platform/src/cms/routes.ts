import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isMarket } from '@specify/contracts';
import { CONTENT_LIMITS, CONTENT_SLUG_PATTERN } from '@specify/contracts/content/client';
import type { Database } from '../db/client';
import { readPublishedDocument } from './store';

/** Short, so an edit shows within a minute; revalidation by ETag is cheap. */
export const CMS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

function notFound() {
  return {
    isError: true as const,
    statusCode: 404,
    code: 'CONTENT_NOT_FOUND',
    message: 'There is no such content document.',
  };
}

/**
 * `GET /cms/{market}/{slug}`: the published version of a document, with a strong ETag (its
 * market, slug and version) and short cache headers; 304 when the client has it. The slug is
 * taken exactly as the content model writes slugs: anything else (dot segments, encoded
 * slashes, doubled slashes, over-long) is a 404 before any lookup.
 */
export async function cmsRoutes(app: FastifyInstance, options: { db: Database }) {
  app.get('/cms/*', async (request, reply) => {
    const raw = request.url.split('?')[0] ?? '';
    const match = /^\/cms\/([a-z]{2})\/(.+)$/.exec(raw);
    const market = match?.[1];
    const slug = match?.[2];
    if (
      !market ||
      !slug ||
      !isMarket(market) ||
      slug.length > CONTENT_LIMITS.slug ||
      !CONTENT_SLUG_PATTERN.test(slug)
    ) {
      return reply.code(404).send(notFound());
    }
    const document = await readPublishedDocument(options.db, market, slug);
    if (!document) return reply.code(404).send(notFound());
    const etag = `"${createHash('sha256')
      .update(`${market}/${slug}@${document.version}:${document.publishedAt}`)
      .digest('base64url')
      .slice(0, 27)}"`;
    reply.header('etag', etag).header('cache-control', CMS_CACHE_CONTROL);
    const known = request.headers['if-none-match'];
    if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return document;
  });
}
