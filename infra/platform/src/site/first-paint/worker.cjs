// A first-paint worker (pool.ts): runs remotes' first-paint modules on a thread of its own, so a
// module that spins, throws or allocates without end costs this thread, never the platform's
// event loop. Plain CommonJS, loaded by Node as it is (no transpiler in a worker thread).
//
// A task names the module's file and the page; the module reads through `port`, whose other end
// is on the platform's thread and answers only what a first paint may read (reads.ts). The worker
// never gets the platform's services.
'use strict';
const { dirname } = require('node:path');

/** Versions whose modules stay loaded at most; beyond, the least recently used is let go. */
const MAX_LOADED_VERSIONS = 8;

/** A head's title or description handed on, at most (the platform bounds them again). */
const MAX_HEAD_TEXT_LENGTH = 2000;

/** file -> renderFirstPaint (or undefined: the module exports none), most recently used last. */
const loaded = new Map();

function forget(file) {
  const folder = dirname(dirname(file));
  for (const cached of Object.keys(require.cache)) {
    if (cached.startsWith(folder)) delete require.cache[cached];
  }
  loaded.delete(file);
}

function rendererOf(file) {
  if (loaded.has(file)) {
    const renderer = loaded.get(file);
    loaded.delete(file);
    loaded.set(file, renderer);
    return renderer;
  }
  const exported = require(file).renderFirstPaint;
  const renderer = typeof exported === 'function' ? exported : undefined;
  loaded.set(file, renderer);
  if (loaded.size > MAX_LOADED_VERSIONS) forget(loaded.keys().next().value);
  return renderer;
}

/**
 * A read asked of the platform's thread through the task's port. The platform answers until
 * `renderStopMs` after the task, its page gone or not (pool.ts), then closes the port: a read still
 * waiting, or asked after, answers undefined, as a failed one does.
 */
function reader(port) {
  let next = 0;
  let closed = false;
  const waiting = new Map();
  port.on('message', ({ id, value }) => {
    waiting.get(id)?.(value);
    waiting.delete(id);
  });
  port.on('close', () => {
    closed = true;
    for (const resolve of waiting.values()) resolve(undefined);
    waiting.clear();
  });
  return (kind, args) =>
    new Promise((resolve) => {
      if (closed) return resolve(undefined);
      next += 1;
      waiting.set(next, resolve);
      port.postMessage({ id: next, kind, args });
    });
}

/**
 * @param {import('./worker.cjs').RenderTask | import('./worker.cjs').WarmTask} task
 * @returns {Promise<{ outcome: 'none' } | { outcome: 'painted', html: unknown,
 *   stylesheet: unknown, title: unknown, description: unknown } | { outcome: 'no-function' }
 *   | { outcome: 'too-large' }>}
 */
async function renderTask({ file, page, maxHtmlBytes, port, warm }) {
  // A warm-up (pool.ts warm): load the module ahead of the first visitor, render nothing.
  if (warm) {
    rendererOf(file);
    return { outcome: 'none' };
  }
  try {
    // Taken by this thread: from here the page's wait for the load runs out without dropping it.
    port.postMessage({ started: true });
    const read = reader(port);
    const render = rendererOf(file);
    // The load is done: from here the render's own deadline runs (pool.ts).
    port.postMessage({ loaded: true });
    if (!render) return { outcome: 'no-function' };
    const paint = await render({
      ...page,
      getJson: (path) => read('json', [path]),
      readAction: (name, input) => read('action', [name, input]),
      searchQueries: (requests) => read('search', [requests]),
    });
    if (paint === undefined) return { outcome: 'none' };
    const html = paint?.html;
    // Never hand a page's worth of markup across threads.
    if (typeof html === 'string' && Buffer.byteLength(html) > maxHtmlBytes) {
      return { outcome: 'too-large' };
    }
    const stylesheet = paint?.stylesheet;
    // A head's words are plain text, a line's worth: anything else is not handed on.
    const text = (value) =>
      typeof value === 'string' ? value.slice(0, MAX_HEAD_TEXT_LENGTH) : undefined;
    return {
      outcome: 'painted',
      html: typeof html === 'string' ? html : undefined,
      stylesheet:
        typeof stylesheet === 'string' ? stylesheet : stylesheet === undefined ? undefined : null,
      title: text(paint?.title),
      description: text(paint?.description),
    };
  } finally {
    // Not closed here: work the module goes on with after its page (a listing drawn for the
    // next visitors) may still read until the platform closes the port.
    port.unref();
  }
}

module.exports = renderTask;
/** This file, for the pool to start its threads from. */
module.exports.filename = __filename;
