import { gunzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertIndexAllowed, authenticate, type KeyOptions } from './auth';
import type { SearchEngine } from './engine/engine';
import { FilterSyntaxError } from './filters/ast';
import { parseFilters } from './filters/parse';
import { validateInsights, type ValidatedInsightsEvent } from './insights';
import { encodeParams, mergeRaw, readParams, SearchApiError } from './params';
import type { VerifiedKey } from './secured-keys';

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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs one search request (hits or facet values) under a key's restrictions. */
function runRequest(
  engine: SearchEngine,
  key: VerifiedKey,
  indexName: string,
  request: Record<string, unknown>,
) {
  assertIndexAllowed(key, indexName);
  const raw = mergeRaw(request);
  const echo = encodeParams(raw);
  // The key's own parameters win; its filters are ANDed separately so they cannot be undone.
  const params = readParams({ ...raw, ...key.searchParams });
  if (key.userToken) params.userToken = key.userToken;
  let extra;
  try {
    extra = key.filters ? parseFilters(key.filters) : [];
  } catch (error) {
    if (error instanceof FilterSyntaxError)
      throw new SearchApiError(403, 'Invalid filters in secured API key');
    throw error;
  }
  if (request.type === 'facet') {
    if (typeof request.facet !== 'string' || !request.facet) {
      throw new SearchApiError(400, 'facet is required for a request of type facet');
    }
    return engine.searchForFacetValues(indexName, request.facet, params, extra);
  }
  return engine.search(indexName, params, echo, extra);
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
  // algoliasearch can gzip request bodies (`compression: 'gzip'`).
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.headers['content-encoding'] !== 'gzip') return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
    delete request.headers['content-encoding'];
    return Readable.from([gunzipSync(Buffer.concat(chunks))]);
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(CORS_HEADERS);
  });
  app.setErrorHandler((error, _request, reply) => {
    const status =
      error instanceof SearchApiError
        ? error.status
        : typeof (error as { statusCode?: unknown }).statusCode === 'number'
          ? (error as { statusCode: number }).statusCode
          : 500;
    const message = status === 500 ? 'Internal error' : (error as Error).message;
    if (status === 500) app.log.error(error);
    reply.code(status).send({ message, status });
  });

  app.options('/1/*', async (_request, reply) => reply.code(204).send());

  const guard = async (request: FastifyRequest) => {
    await options.ready;
    return authenticate(request, options, now());
  };
  const body = (request: FastifyRequest): Record<string, unknown> =>
    isObject(request.body) ? request.body : {};

  app.post(
    '/1/indexes/:index/queries',
    async (request: FastifyRequest<{ Params: { index: string } }>) => {
      if (request.params.index !== '*') throw new SearchApiError(404, 'Path not found');
      const key = await guard(request);
      const { requests, strategy = 'none' } = body(request);
      if (!Array.isArray(requests) || !requests.every(isObject)) {
        throw new SearchApiError(400, 'requests must be an array of objects');
      }
      if (strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
        throw new SearchApiError(400, 'strategy must be none or stopIfEnoughMatches');
      }
      let enough = false;
      const results = requests.map((entry) => {
        if (typeof entry.indexName !== 'string' || !entry.indexName) {
          throw new SearchApiError(400, 'indexName is required');
        }
        if (enough) {
          return {
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 0,
            processingTimeMS: 0,
            processed: false,
            index: entry.indexName,
            query: '',
            params: '',
          };
        }
        const result = runRequest(engine, key, entry.indexName, entry);
        if (strategy === 'stopIfEnoughMatches' && 'nbHits' in result) {
          enough = result.nbHits >= result.hitsPerPage;
        }
        return result;
      });
      return { results };
    },
  );

  app.post(
    '/1/indexes/:index/query',
    async (request: FastifyRequest<{ Params: { index: string } }>) => {
      const key = await guard(request);
      // A single-index query is always a hits query.
      return runRequest(engine, key, request.params.index, {
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
      return runRequest(engine, key, request.params.index, {
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
      const key = await guard(request);
      const { requests } = body(request);
      if (!Array.isArray(requests) || !requests.every(isObject)) {
        throw new SearchApiError(400, 'requests must be an array of objects');
      }
      return {
        results: requests.map((entry) => {
          const indexName = String(entry.indexName ?? '');
          assertIndexAllowed(key, indexName);
          const attributes = readParams({
            attributesToRetrieve: entry.attributesToRetrieve ?? ['*'],
          });
          try {
            return engine.getObject(
              indexName,
              String(entry.objectID ?? ''),
              attributes.attributesToRetrieve ?? ['*'],
              key.filters ? parseFilters(key.filters) : [],
            );
          } catch (error) {
            if (error instanceof SearchApiError && error.status === 404) return null;
            throw error;
          }
        }),
      };
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
      const key = await guard(request);
      assertIndexAllowed(key, request.params.index);
      const attributes = readParams({
        attributesToRetrieve: request.query.attributesToRetrieve ?? '*',
      });
      return engine.getObject(
        request.params.index,
        request.params.objectID,
        attributes.attributesToRetrieve ?? ['*'],
        key.filters ? parseFilters(key.filters) : [],
      );
    },
  );

  app.post('/1/events', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = await guard(request);
    const events = validateInsights(request.body, now(), key.userToken);
    for (const event of events) assertIndexAllowed(key, event.index);
    await options.insightsSink(events);
    return reply.send({ message: 'OK', status: 200 });
  });
}
