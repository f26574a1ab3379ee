// What a first paint may read (@specify/contracts/composition/first-paint): published CMS documents
// and the public actions, read in-process as a signed-out visitor and remembered a minute. The
// first-paint workers ask for them through a message port (pool.ts); they never see the services.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { MARKET_HEADER, type Market } from '@specify/contracts';
import {
  FIRST_PAINT_ACTIONS,
  type FirstPaintAction,
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
