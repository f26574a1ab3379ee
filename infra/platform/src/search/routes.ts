import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  assertIndexAllowed,
  getObject,
  getObjects,
  runQueries,
  runSearchRequest,
  SearchApiError,
  type KeyRestrictions,
  type SearchEngine,
} from '@specify/search-engine';
import { authenticate, type KeyOptions } from './auth';
import { inflateWithin } from './gzip-body';
import { INSIGHTS_BODY_LIMIT, validateInsights, type ValidatedInsightsEvent } from './insights';
import { indexAllowed, type VerifiedKey } from './secured-keys';

export interface SearchRoutesOptions extends KeyOptions {
  engine: SearchEngine;
  insightsSink: (events: ValidatedInsightsEvent[]) => Promise<void>;
  /** Resolves once the indices are built; searches wait for it. */
  ready?: Promise<void>;
  now?: () => Date;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, content-encoding, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken',
  'access-control-max-age': '86400',
};

const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Invalid request body',
  413: 'Request body is too large',
  415: 'Unsupported Media Type',
  500: 'Internal error',
};

/** The engine's view of a verified key: its filters and parameters, and the indices it reaches. */
function restrictionsOf(key: VerifiedKey): KeyRestrictions {
  return { ...key, indexAllowed: (indexName) => indexAllowed(key, indexName) };
}

/**
 * Algolia's search REST API over the in-memory engine: what `algoliasearch` (lite and full),
 * InstantSearch and search-insights send, answered the way they expect.
 */
export async function searchRoutes(app: FastifyInstance, options: SearchRoutesOptions) {
  const { engine } = options;
  const now = () => options.now?.() ?? new Date();

  // The browser clients send JSON as text/plain to avoid a CORS preflight; sendBeacon too.
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded', '*'],
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, body === '' ? {} : (JSON.parse(body as string) as unknown));
      } catch {
        done(new SearchApiError(400, 'Invalid JSON body'), undefined);
      }
    },
  );
  // Who is calling is settled from the headers before any body byte is read or inflated.
  const keys = new WeakMap<FastifyRequest, KeyRestrictions>();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(CORS_HEADERS);
    if (request.method === 'OPTIONS') return;
    keys.set(request, restrictionsOf(authenticate(request, options, now())));
  });
  // algoliasearch gzips bodies when asked (`compression: 'gzip'`): inflated as they arrive, within
  // the bound an uncompressed body has on both the wire and the inflated side.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || encoding === 'identity') return payload;
    if (encoding !== 'gzip') throw new SearchApiError(415, 'Unsupported Content-Encoding');
    delete request.headers['content-encoding'];
    // The route's own body limit (the app's unless it sets one), on the wire and inflated.
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    return inflateWithin(payload, { compressedBytes: limit, inflatedBytes: limit });
  });
  // Our own errors say what was wrong; anything else (Fastify's body parsing, a bug) gets a stable
  // message by status, never its own text, which can quote the body or the code.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof SearchApiError) {
      return reply.code(error.status).send({ message: error.message, status: error.status });
    }
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    const status =
      typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : 500;
    if (status === 500) app.log.error(error);
    return reply
      .code(status)
      .send({ message: FRAMEWORK_MESSAGES[status] ?? 'Bad request', status });
  });

  app.options('/1/*', async (_request, reply) => reply.code(204).send());

  const guard = async (request: FastifyRequest) => {
    await options.ready;
    const key = keys.get(request);
    if (!key) throw new SearchApiError(403, 'Invalid Application-ID or API key');
    return key;
  };
  const body = (request: FastifyRequest): Record<string, unknown> =>
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : {};

  app.post(
    '/1/indexes/:index/queries',
    async (request: FastifyRequest<{ Params: { index: string } }>) => {
      if (request.params.index !== '*') throw new SearchApiError(404, 'Path not found');
      return runQueries(engine, await guard(request), request.body);
    },
  );

  app.post(
    '/1/indexes/:index/query',
    async (request: FastifyRequest<{ Params: { index: string } }>) => {
      const key = await guard(request);
      // A single-index query is always a hits query.
      return runSearchRequest(engine, key, request.params.index, {
        ...body(request),
        type: undefined,
        facet: undefined,
      });
    },
  );

  app.post(
    '/1/indexes/:index/facets/:facet/query',
    async (request: FastifyRequest<{ Params: { index: string; facet: string } }>) => {
      const key = await guard(request);
      return runSearchRequest(engine, key, request.params.index, {
        ...body(request),
        type: 'facet',
        facet: request.params.facet,
      });
    },
  );

  app.post(
    '/1/indexes/:index/objects',
    async (request: FastifyRequest<{ Params: { index: string } }>) => {
      if (request.params.index !== '*') throw new SearchApiError(404, 'Path not found');
      return getObjects(engine, await guard(request), request.body);
    },
  );

  app.get(
    '/1/indexes/:index/:objectID',
    async (
      request: FastifyRequest<{
        Params: { index: string; objectID: string };
        Querystring: Record<string, string>;
      }>,
    ) => {
      return getObject(
        engine,
        await guard(request),
        request.params.index,
        request.params.objectID,
        request.query.attributesToRetrieve ?? '*',
      );
    },
  );

  // Anyone with a session's key may post events, which the platform stores: bounded in size and
  // per address, like the other writes.
  const eventsRoute = {
    bodyLimit: INSIGHTS_BODY_LIMIT,
    config: { rateLimitedBy: 'insights' },
  } as const;
  app.post('/1/events', eventsRoute, async (request: FastifyRequest, reply: FastifyReply) => {
    const key = await guard(request);
    const events = validateInsights(request.body, now(), key.userToken);
    for (const event of events) assertIndexAllowed(key, event.index);
    await options.insightsSink(events);
    return reply.send({ message: 'OK', status: 200 });
  });
}
