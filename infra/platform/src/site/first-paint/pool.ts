// First paints (@specify/contracts/composition/first-paint): the part of a page its remote draws
// before any script runs, rendered by the remote's released build and put into the page. That
// build is another team's code: it runs on a pool of worker threads (worker.cjs), each render
// under a hard deadline that terminates its thread, each thread under a memory cap, and a version
// that keeps failing is skipped for a while. The platform's event loop never runs it.
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { Market, RemoteName, RouteName, SearchIndices } from '@specify/contracts';
import {
  FIRST_PAINT_MODULE,
  type FirstPaintRequest,
} from '@specify/contracts/composition/first-paint';
import type { PageHead } from '@specify/contracts/composition/page-head';
import { circuitBreakers, type BreakerSettings } from './breaker';
import { inlineStylesheets, type InlineStyle } from './stylesheets';
import renderTask, { type RenderOutcome } from './worker.cjs';

export interface FirstPaintLimits {
  /**
   * The page waits this long for a render, at most: past it, the page goes out without the first
   * paint (the render goes on in its thread until `renderStopMs`).
   */
  renderMs: number;
  /**
   * A render still running this long is stopped (its thread terminated); until then its thread
   * renders on after its page has gone without it, and stays warm for the next.
   */
  renderStopMs: number;
  /**
   * The page waits this long for a thread and the version's module, at most, before the render
   * starts: past it, a task still queued is dropped, and a module still loading loads on until
   * `warmMs`.
   */
  loadMs: number;
  /** Loading a version's module ahead of its first page (warm), at most: no visitor waits on it. */
  warmMs: number;
  /** Markup beyond this is not a first paint but a page: dropped. */
  maxHtmlBytes: number;
  /** The style sheet put into the page's head, at most. */
  maxStylesheetBytes: number;
  /** Each thread's heap; a module that allocates beyond it loses its thread, not the platform. */
  workerMemoryMb: number;
  threads: number;
  breaker: BreakerSettings;
}

export const FIRST_PAINT_LIMITS: FirstPaintLimits = {
  renderMs: 250,
  renderStopMs: 2_000,
  loadMs: 1_000,
  warmMs: 5_000,
  maxHtmlBytes: 64 * 1024,
  // mf-product's is 17 KB (its gallery's Swiper styles): a few KB gzipped in the page.
  maxStylesheetBytes: 24 * 1024,
  workerMemoryMb: 96,
  threads: 2,
  breaker: { failures: 3, windowMs: 60_000, coolDownMs: 60_000 },
};

export interface FirstPaintOf {
  remote: RemoteName;
  version: string;
  route: RouteName;
  market: Market;
  pathname: string;
  search: string;
}

/** A page rendered ahead (warm): a real address of a remote's, with real reads. */
export type WarmPage = Omit<FirstPaintOf, 'version' | 'search'>;

/** The search API, per market (reads.ts publicSearch), and the index names a first paint is told. */
export interface FirstPaintSearch {
  indices: SearchIndices;
  queriesIn: (market: Market) => (requests: unknown) => Promise<unknown>;
}

export interface PagePaint {
  remote: RemoteName;
  /** None: the page's head alone is painted. */
  html?: string;
  style?: InlineStyle;
  /** The page's head, as the module named it (page-head.ts bounds and escapes it). */
  head: Partial<PageHead>;
}

/** What a task's thread tells the platform: taken, module loaded, or a read it asks for. */
type TaskMessage =
  | { started: true; loaded?: undefined }
  | { started?: undefined; loaded: true }
  | { started?: undefined; loaded?: undefined; id: number; kind: string; args: unknown[] };

/** The reason a task is aborted with when its page gave up before a thread took it. */
const QUEUED = 'queued';

/** Why a version gave no first paint; each counts against its circuit breaker. */
class FirstPaintFailure extends Error {}

/**
 * The threads first paints run on. They stay, with the modules they loaded: a thread started on
 * demand, or again after a minute without renders, loaded a remote's module for its first page,
 * and that page went without a first paint. The pool reports what goes wrong on a thread outside
 * a task (a thread's answer arriving after its deadline stopped it, a thread failing between tasks)
 * as an error event: logged here, since an unheard error event would end the platform's process.
 */
export function renderPool(limits: FirstPaintLimits, log: FastifyBaseLogger): Piscina {
  const pool = new Piscina({
    filename: renderTask.filename,
    minThreads: limits.threads,
    maxThreads: limits.threads,
    maxQueue: 64,
    // A thread's event loop runs between its tasks ('sync' pauses it): a module's work after its
    // page (a listing drawn for the next visitors, one shared by another thread) goes on.
    atomics: 'async',
    resourceLimits: {
      maxOldGenerationSizeMb: limits.workerMemoryMb,
      maxYoungGenerationSizeMb: Math.ceil(limits.workerMemoryMb / 8),
    },
  });
  pool.on('error', (error: unknown) => {
    log.warn({ err: error }, 'A first paint thread failed outside a render');
  });
  return pool;
}

/**
 * The first paint of a page, from the module of the released version its session is served (so
 * a canary or an override paints with its own code). A version without the module, or one whose
 * module throws, runs out of time or memory, or answers something malformed, gives no first
 * paint: the page is served as without one and the failure logged.
 */
export function firstPaints({
  remotesRoot,
  getJson,
  readActionIn,
  search,
  log,
  limits = FIRST_PAINT_LIMITS,
}: {
  /** The registry's `remotes/` folder: `<remote>/<version>/` below it. */
  remotesRoot: string;
  /** What a first paint may read (reads.ts publicDocuments). */
  getJson: (path: string) => Promise<unknown>;
  /** The actions it may read, per market (reads.ts publicActions). */
  readActionIn: (market: Market) => (name: string, input: unknown) => Promise<unknown>;
  /**
   * The search API, per market (reads.ts publicSearch), and the index names a first paint is told;
   * without it a first paint has no index names and every search answers undefined.
   */
  search?: FirstPaintSearch;
  log: FastifyBaseLogger;
  limits?: FirstPaintLimits;
}) {
  const root = resolve(remotesRoot);
  const breakers = circuitBreakers(limits.breaker);
  const stylesheetOf = inlineStylesheets({
    remotesRoot: root,
    maxBytes: limits.maxStylesheetBytes,
  });
  // Started on the first page with a first paint or warm-up.
  let pool: Piscina | undefined;
  const poolOf = () => (pool ??= renderPool(limits, log));

  /**
   * Runs the module on a thread: its reads answered here, its time limited, its thread stopped.
   * The page waits at most `loadMs` for the module's load and `renderMs` for its render; the
   * thread goes on (stopped only at `warmMs` loading, a module that spins as it loads, or at
   * `renderStopMs` rendering), so the next page finds the module loaded and its code warm:
   * stopping a thread at the page's limits on a busy machine left the next page a cold thread,
   * slower again, one failure after another. A task its page gave up on before any thread took
   * it is dropped from the queue: nobody waits for it, and it would hold up the pages behind it.
   */
  async function render(file: string, page: FirstPaintOf): Promise<RenderOutcome> {
    const { port1, port2 } = new MessageChannel();
    const stop = new AbortController();
    let timer = setTimeout(() => stop.abort('load'), limits.warmMs);
    let pageTimer: ReturnType<typeof setTimeout> | undefined;
    let giveUp = (_reason: string) => undefined as void;
    const waitedOut = new Promise<never>((_, reject) => {
      giveUp = (reason) => reject(new FirstPaintFailure(`too slow (${reason})`));
    });
    // Rejected only while the page waits: afterwards nobody is told.
    waitedOut.catch(() => undefined);
    // Set once a thread has taken the task (a message, so it can arrive a moment late: a task
    // taken in that moment is stopped as though it had been queued, its thread with it).
    let started = false;
    pageTimer = setTimeout(() => {
      giveUp('load');
      if (!started) stop.abort(QUEUED);
    }, limits.loadMs);
    port1.on('message', (message: TaskMessage) => {
      if (message.started) {
        started = true;
        return;
      }
      if (message.loaded) {
        clearTimeout(pageTimer);
        pageTimer = setTimeout(() => giveUp('render'), limits.renderMs);
        clearTimeout(timer);
        timer = setTimeout(() => stop.abort('render'), limits.renderStopMs);
        return;
      }
      const [first, second] = message.args ?? [];
      const answer =
        message.kind === 'json'
          ? getJson(String(first))
          : message.kind === 'search'
            ? (search?.queriesIn(page.market)(first) ?? Promise.resolve(undefined))
            : readActionIn(page.market)(String(first), second);
      void answer.then((value) => port1.postMessage({ id: message.id, value }));
    });
    const { route, market, pathname } = page;
    const task = (
      poolOf().run(
        {
          file,
          page: {
            route,
            market,
            pathname,
            search: page.search,
            searchIndices: search?.indices[market],
          },
          maxHtmlBytes: limits.maxHtmlBytes,
          port: port2,
        },
        { transferList: [port2], signal: stop.signal },
      ) as Promise<RenderOutcome>
    ).catch((error: unknown) => {
      if (stop.signal.aborted)
        throw new FirstPaintFailure(`too slow (${String(stop.signal.reason)})`);
      // Errors thrown on a thread arrive as errors of another realm: read them by their shape.
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      throw new FirstPaintFailure(
        code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? 'out of memory'
          : `threw: ${typeof message === 'string' ? message.slice(0, 200) : 'not an Error'}`,
      );
    });
    void task
      .catch((error: unknown) => {
        // The page went without it (waitedOut): what became of the thread is logged here (a task
        // dropped from the queue stopped no thread).
        if (
          error instanceof FirstPaintFailure &&
          error.message.startsWith('too slow') &&
          stop.signal.reason !== QUEUED
        )
          log.warn(
            { remote: page.remote, version: page.version, reason: error.message },
            'A first paint thread was stopped',
          );
      })
      .finally(() => {
        clearTimeout(timer);
        clearTimeout(pageTimer);
        // The module's reads are answered for `renderStopMs` after its task, too: a listing whose
        // draw missed its page (its search answered late) is drawn for the next visitors. Then
        // the port closes, and the thread's reads answer undefined. Meanwhile it keeps no
        // process alive.
        port1.unref();
        setTimeout(() => port1.close(), limits.renderStopMs).unref();
      });
    return Promise.race([task, waitedOut]);
  }

  async function paintOf(file: string, page: FirstPaintOf): Promise<PagePaint | undefined> {
    const outcome = await render(file, page);
    if (outcome.outcome === 'none') return undefined;
    if (outcome.outcome === 'no-function')
      throw new FirstPaintFailure('exports no renderFirstPaint function');
    if (
      outcome.outcome === 'too-large' ||
      (outcome.html === undefined && outcome.title === undefined) ||
      outcome.stylesheet === null
    )
      throw new FirstPaintFailure('malformed');
    const { html, title, description } = outcome;
    const painted = { remote: page.remote, html, head: { title, description } };
    if (html === undefined || outcome.stylesheet === undefined) return painted;
    const style = await stylesheetOf(page.remote, page.version, outcome.stylesheet);
    if (typeof style === 'string') throw new FirstPaintFailure(`style sheet ${style}`);
    return { ...painted, style };
  }

  async function firstPaint(page: FirstPaintOf): Promise<PagePaint | undefined> {
    const file = resolve(root, page.remote, page.version, FIRST_PAINT_MODULE);
    // A name that climbs out of the registry (it never should) paints nothing.
    if (!file.startsWith(root + sep) || !existsSync(file)) return undefined;
    const key = `${page.remote}@${page.version}`;
    if (!breakers.allows(key)) return undefined;
    try {
      const paint = await paintOf(file, page);
      breakers.succeeded(key);
      return paint;
    } catch (error) {
      if (!(error instanceof FirstPaintFailure)) {
        // The pool's own refusal (its queue full): the version is not at fault.
        log.warn(
          { err: error, remote: page.remote, version: page.version },
          'A first paint was not rendered',
        );
        return undefined;
      }
      const where = { remote: page.remote, version: page.version };
      log.warn({ ...where, reason: error.message }, `A first paint failed: ${error.message}`);
      if (breakers.failed(key)) {
        log.error(
          { code: 'FIRST_PAINT_CIRCUIT_OPEN', ...where, coolDownMs: limits.breaker.coolDownMs },
          'A first paint keeps failing: skipped for the cool-down',
        );
      }
      return undefined;
    }
  }

  /**
   * Loads the versions' modules ahead of their first page on every thread (the platform calls it
   * with the versions it serves, as it starts): a thread's first load of a remote's module takes
   * most of the load limit on a busy machine, and the visitor who paid it went without a first
   * paint. One load per thread, sent at once: a load is long, so the pool gives each to another
   * idle thread. Bounded by warmMs; a module that fails here is tried again by its first page.
   *
   * Then each of `pages` is rendered once per thread, as a visit would render it (the pool chooses
   * the threads: two short renders may go to one), and the paint thrown away: a module's first
   * render on a thread, and the first run of its reads (a product's queries), took several times
   * the render limit on a busy machine, and the first visitor of a product page went without its
   * first paint. Outside the breakers: a warm-up's failure is nobody's page.
   */
  async function warm(
    versions: { remote: RemoteName; version: string }[],
    pages: readonly WarmPage[] = [],
  ): Promise<void> {
    for (const { remote, version } of versions) {
      const file = resolve(root, remote, version, FIRST_PAINT_MODULE);
      if (!file.startsWith(root + sep) || !existsSync(file)) continue;
      const loads = Array.from({ length: limits.threads }, () =>
        poolOf().run({ file, warm: true }, { signal: AbortSignal.timeout(limits.warmMs) }),
      );
      const failed = (await Promise.allSettled(loads)).find(
        (load): load is PromiseRejectedResult => load.status === 'rejected',
      );
      if (failed) {
        log.warn(
          { err: failed.reason, remote, version },
          'A first paint module did not load ahead',
        );
        continue;
      }
      for (const page of pages.filter((page) => page.remote === remote)) {
        await Promise.allSettled(
          Array.from({ length: limits.threads }, () =>
            paintOf(file, { ...page, version, search: '' }),
          ),
        );
      }
    }
  }

  return {
    firstPaint,
    warm,
    /** Stops the threads (the platform's onClose). */
    close: async () => {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

export type { FirstPaintRequest };
