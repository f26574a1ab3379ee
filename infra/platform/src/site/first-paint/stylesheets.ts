import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { LRUCache } from 'lru-cache';

/** A style sheet of the version's own root, by its file name. */
const STYLESHEET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.css$/;
/** Style sheets kept in memory at most (one per released version with a first paint). */
const MAX_KEPT = 32;

/** A first paint's style sheet, to put into the page as it is, with its CSP hash. */
export interface InlineStyle {
  css: string;
  /** `'sha256-…'`, for the page's style-src (security-headers.ts). */
  hash: string;
}

export type StylesheetProblem = 'bad-name' | 'missing' | 'too-large' | 'closes-style';

/**
 * A released version's style sheets as text for the page's head, each read once and kept:
 * versions never change. Bounded (`maxBytes`), canonicalised inside `remotesRoot`, and never one
 * that could close its <style> element. Answers the style or why there is none.
 */
export function inlineStylesheets({
  remotesRoot,
  maxBytes,
}: {
  remotesRoot: string;
  maxBytes: number;
}) {
  const root = resolve(remotesRoot);
  const kept = new LRUCache<string, Promise<InlineStyle | StylesheetProblem>>({ max: MAX_KEPT });

  async function read(file: string): Promise<InlineStyle | StylesheetProblem> {
    const handle = await open(file, 'r').catch(() => undefined);
    if (!handle) return 'missing';
    try {
      const { size } = await handle.stat();
      if (size > maxBytes) return 'too-large';
      const css = await handle.readFile('utf8');
      if (Buffer.byteLength(css) > maxBytes) return 'too-large';
      if (/<\/style/i.test(css)) return 'closes-style';
      return { css, hash: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
    } finally {
      await handle.close();
    }
  }

  return function stylesheetOf(
    remote: string,
    version: string,
    name: string,
  ): Promise<InlineStyle | StylesheetProblem> {
    if (!STYLESHEET_NAME.test(name)) return Promise.resolve('bad-name');
    const file = resolve(root, remote, version, name);
    if (!file.startsWith(root + sep)) return Promise.resolve('bad-name');
    let style = kept.get(file);
    if (!style) {
      style = read(file);
      kept.set(file, style);
    }
    return style;
  };
}
