// What a first paint may read (@specify/contracts/composition/first-paint): published CMS documents,
// the public actions and the search API, read in-process as a signed-out visitor and remembered a minute. The
// first-paint workers ask for them through a message port (pool.ts); they never see the services.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { MARKET_HEADER, type Market, type SearchIndices } from '@specify/contracts';
import {
  FIRST_PAINT_ACTIONS,
  FIRST_PAINT_SEARCH_LIMITS,
  type FirstPaintAction,
  type FirstPaintSearchResponse,
} from '@specify/contracts/composition/first-paint';

/** What a first paint may read: published CMS documents, public and the same for every visitor. */
const READABLE_PATH = /^\/cms\/[a-z]{2}\/[a-z0-9][a-z0-9/-]{0,199}$/;

/** What a first paint reads is kept this long: the CMS's own max-age. */
export const FIRST_PAINT_READ_TTL_MS = 60_000;
/** Answers kept at most, per reader: beyond, the least recently read goes first. */
const MAX_REMEMBERED_ANSWERS = 64;
/** An action's input a first paint may send, at most (a product path is under 300 bytes). */
const MAX_ACTION_INPUT_BYTES = 1024;

/** Reads by key, each answer (or failure, as undefined) kept FIRST_PAINT_READ_TTL_MS. */
function rememberedReads(log: FastifyBaseLogger, what: string) {
  const answers = new LRUCache<string, Promise<unknown>>({
    max: MAX_REMEMBERED_ANSWERS,
    ttl: FIRST_PAINT_READ_TTL_MS,
  });
  return (key: string, read: () => Promise<unknown>): Promise<unknown> => {
    const known = answers.get(key);
    if (known) return known;
    const value = read().catch((error: unknown) => {
      log.warn({ err: error, key }, `A public ${what} could not be read`);
      return undefined;
    });
    answers.set(key, value);
    return value;
  };
}

/**
 * Published CMS documents read in-process through the CMS route (its slug rules, the published
 * version), each at most once a minute: what a first paint may read, as public and the same for
 * every visitor as the page. Any other path answers undefined.
 */
export function publicDocuments(app: FastifyInstance, log: FastifyBaseLogger) {
  const remembered = rememberedReads(log, 'document');
  return function getJson(path: string): Promise<unknown> {
    if (typeof path !== 'string' || !READABLE_PATH.test(path)) return Promise.resolve(undefined);
    return remembered(path, async () => {
      const response = await app.inject({ method: 'GET', url: path });
      return response.statusCode === 200 ? response.json() : undefined;
    });
  };
}

/**
 * FIRST_PAINT_ACTIONS answered in-process as to a visitor who is not signed in (no cookies), in
 * the page's market, each input at most once a minute: what a first paint may read besides
 * documents. Anything else, or a failure, answers undefined.
 */
export function publicActions(app: FastifyInstance, log: FastifyBaseLogger) {
  const remembered = rememberedReads(log, 'action');
  return (market: Market) =>
    function readAction(name: FirstPaintAction | string, input: unknown): Promise<unknown> {
      if (!(FIRST_PAINT_ACTIONS as readonly string[]).includes(name))
        return Promise.resolve(undefined);
      const body = JSON.stringify(input ?? null);
      if (Buffer.byteLength(body) > MAX_ACTION_INPUT_BYTES) return Promise.resolve(undefined);
      return remembered(`${market} ${name} ${body}`, async () => {
        const response = await app.inject({
          method: 'POST',
          url: `/action/${name}`,
          headers: { 'content-type': 'application/json', [MARKET_HEADER]: market },
          payload: body,
        });
        return response.statusCode === 200 ? response.json() : undefined;
      });
    };
}

/** A visitor's search key is taken again this long before it expires. */
const KEY_RENEW_BEFORE_MS = 60_000;

interface SearchKey {
  appId: string;
  apiKey: string;
  validUntil: number;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The search API's multiple queries answered in-process as to a visitor who is not signed in (a
 * visitor's secured key, from the search-key action, so the search sees what the browser's would),
 * on the page's market's indices only, at most FIRST_PAINT_SEARCH_LIMITS, each body at most once
 * a minute. Anything else, or a failure, answers undefined. Without search (`indices` undefined)
 * every search answers undefined.
 */
export function publicSearch(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  indices: SearchIndices | undefined,
  now: () => number = Date.now,
) {
  const remembered = rememberedReads(log, 'search');
  let key: { value: Promise<SearchKey>; renewAt: number } | undefined;

  const visitorKey = (): Promise<SearchKey> => {
    if (key && now() < key.renewAt) return key.value;
    const value = app
      .inject({ method: 'GET', url: '/action/search/getSearchKey' })
      .then((response) => {
        if (response.statusCode !== 200) throw new Error(`search key: ${response.statusCode}`);
        return response.json<SearchKey>();
      });
    // A failed key is asked for again by the next search.
    key = { value, renewAt: now() + FIRST_PAINT_READ_TTL_MS };
    value.then(
      (answer) => {
        if (key?.value === value) key.renewAt = answer.validUntil * 1000 - KEY_RENEW_BEFORE_MS;
      },
      () => {
        if (key?.value === value) key = undefined;
      },
    );
    return value;
  };

  return (market: Market) => {
    const allowed = new Set(
      indices ? Object.values(indices[market]).flatMap((names) => Object.values(names)) : [],
    );
    return function search(requests: unknown): Promise<FirstPaintSearchResponse | undefined> {
      if (
        !Array.isArray(requests) ||
        requests.length === 0 ||
        requests.length > FIRST_PAINT_SEARCH_LIMITS.requests ||
        !requests.every(
          (request) =>
            isPlainObject(request) &&
            typeof request.indexName === 'string' &&
            allowed.has(request.indexName) &&
            (request.params === undefined || isPlainObject(request.params)),
        )
      )
        return Promise.resolve(undefined);
      // The body the browser's client sends (algoliasearch's: each query's parameters beside its index).
      const body = JSON.stringify({
        requests: (requests as { indexName: string; params?: Record<string, unknown> }[]).map(
          ({ indexName, params }) => ({ ...params, indexName }),
        ),
      });
      if (Buffer.byteLength(body) > FIRST_PAINT_SEARCH_LIMITS.bodyBytes)
        return Promise.resolve(undefined);
      return remembered(`${market} ${body}`, async () => {
        const { appId, apiKey } = await visitorKey();
        const response = await app.inject({
          method: 'POST',
          url: '/1/indexes/*/queries',
          headers: {
            'content-type': 'application/json',
            'x-algolia-application-id': appId,
            'x-algolia-api-key': apiKey,
          },
          payload: body,
        });
        return response.statusCode === 200 ? response.json<FirstPaintSearchResponse>() : undefined;
      }) as Promise<FirstPaintSearchResponse | undefined>;
    };
  };
}
