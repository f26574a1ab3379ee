// First paints (@specify/contracts/composition/first-paint): the part of a page its remote draws
// before any script runs, rendered here by the remote's released build and put into the page.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { MARKET_HEADER, type Market, type RemoteName, type RouteName } from '@specify/contracts';
import {
  FIRST_PAINT_ACTIONS,
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_MODULE,
  type FirstPaintAction,
  type FirstPaintRequest,
  type RenderFirstPaint,
} from '@specify/contracts/composition/first-paint';

/** A render slower than this is dropped: the page goes out without it, never later. */
export const FIRST_PAINT_TIME_LIMIT_MS = 250;
/** Markup beyond this is not a first paint but a page: dropped. */
export const FIRST_PAINT_MAX_HTML_BYTES = 64 * 1024;

/** What a first paint may read: published CMS documents, public and the same for every visitor. */
const READABLE_PATH = /^\/cms\/[a-z]{2}\/[a-z0-9][a-z0-9/-]{0,199}$/;
/** A style sheet of the version's own root, by its file name. */
const STYLESHEET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.css$/;

export interface FirstPaintOf {
  remote: RemoteName;
  version: string;
  route: RouteName;
  market: Market;
  pathname: string;
  search: string;
}

export interface PagePaint {
  remote: RemoteName;
  html: string;
  stylesheetHref?: string;
}

function withTimeLimit<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

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
    function readAction(name: FirstPaintAction, input: unknown): Promise<unknown> {
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

/**
 * The first paint of a page, from the module in the released version its session is served (so a
 * canary or an override paints with its own code). A version without the module, a module that
 * throws, answers late or answers something malformed gives no first paint: the page is served
 * as without one, and the failure logged.
 */
export function firstPaints({
  remotesRoot,
  getJson,
  readActionIn,
  log,
}: {
  /** The registry's `remotes/` folder: `<remote>/<version>/` below it. */
  remotesRoot: string;
  /** What a first paint may read (publicDocuments). */
  getJson: (path: string) => Promise<unknown>;
  /** The actions it may read, per market (publicActions). */
  readActionIn: (market: Market) => FirstPaintRequest['readAction'];
  log: FastifyBaseLogger;
}) {
  const root = resolve(remotesRoot);
  // Every module is required by its absolute path; the base only has to be a file name.
  const load = createRequire(resolve(root, 'first-paints.cjs'));
  const renderers = new Map<string, RenderFirstPaint | undefined>();

  /** The version's module, loaded once: versions never change. */
  function rendererIn(remote: string, version: string): RenderFirstPaint | undefined {
    const file = resolve(root, remote, version, FIRST_PAINT_MODULE);
    // A name that climbs out of the registry (it never should) loads nothing.
    if (!file.startsWith(root + sep)) return undefined;
    if (renderers.has(file)) return renderers.get(file);
    let renderer: RenderFirstPaint | undefined;
    if (existsSync(file)) {
      const exported = (load(file) as { renderFirstPaint?: unknown }).renderFirstPaint;
      if (typeof exported === 'function') renderer = exported as RenderFirstPaint;
      else log.warn({ file }, 'A first-paint module exports no renderFirstPaint function');
    }
    renderers.set(file, renderer);
    return renderer;
  }

  return async function firstPaint(page: FirstPaintOf): Promise<PagePaint | undefined> {
    try {
      const render = rendererIn(page.remote, page.version);
      if (!render) return undefined;
      const { route, market, pathname, search } = page;
      const paint = await withTimeLimit(
        render({ route, market, pathname, search, getJson, readAction: readActionIn(market) }),
        FIRST_PAINT_TIME_LIMIT_MS,
      );
      if (paint === 'late') {
        log.warn({ remote: page.remote, version: page.version }, 'A first paint was too slow');
        return undefined;
      }
      if (paint === undefined) return undefined;
      if (
        typeof paint?.html !== 'string' ||
        Buffer.byteLength(paint.html) > FIRST_PAINT_MAX_HTML_BYTES ||
        (paint.stylesheet !== undefined &&
          (typeof paint.stylesheet !== 'string' || !STYLESHEET.test(paint.stylesheet)))
      ) {
        log.warn({ remote: page.remote, version: page.version }, 'A first paint was malformed');
        return undefined;
      }
      return {
        remote: page.remote,
        html: paint.html,
        stylesheetHref: paint.stylesheet
          ? `/remotes/${page.remote}/${page.version}/${paint.stylesheet}`
          : undefined,
      };
    } catch (error) {
      log.warn({ err: error, remote: page.remote, version: page.version }, 'A first paint failed');
      return undefined;
    }
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The shell's page with a first paint: its style sheet at the end of the head (render-blocking,
 * as the markup needs it) and the markup at the end of the body, after the shell's root, where
 * the shell's boot finds it and moves it into the remote's region.
 */
export function withFirstPaint(html: string, paint: PagePaint): string {
  const headEnd = html.search(/<\/head>/i);
  const bodyEnd = html.search(/<\/body>/i);
  if (headEnd === -1 || bodyEnd === -1) return html;
  const link = paint.stylesheetHref
    ? `<link rel="stylesheet" href="${escapeAttribute(paint.stylesheetHref)}">`
    : '';
  const markup = `<div ${FIRST_PAINT_ATTRIBUTE}="${escapeAttribute(paint.remote)}">${paint.html}</div>`;
  return (
    html.slice(0, headEnd) + link + html.slice(headEnd, bodyEnd) + markup + html.slice(bodyEnd)
  );
}
