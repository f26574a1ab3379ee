import * as v from 'valibot';
import type { Market } from '../markets';
import { contentDocumentPath, contentDocumentSchema, type ContentDocument } from './document';

export * from './document';

/** Chrome must never wait long for its menu: a document not there by then is treated as missing. */
export const CONTENT_TIMEOUT_MS = 8_000;

export class ContentUnavailableError extends Error {
  constructor(
    readonly slug: string,
    /** 404 for an unknown slug; 0 when no answer came or it was not a valid document. */
    readonly statusCode: number,
  ) {
    super(`The content document "${slug}" is unavailable (${statusCode || 'no valid answer'}).`);
    this.name = 'ContentUnavailableError';
  }
}

/**
 * Reads the published version of a document from `GET /cms/{market}/{slug}` and parses it with the
 * content model, so a screen renders only a document that is whole. The browser's HTTP cache
 * revalidates with the ETag the platform sends.
 */
export async function fetchContentDocument(
  market: Market,
  slug: string,
  { signal, timeoutMs = CONTENT_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ContentDocument> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(contentDocumentPath(market, slug), {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    }).catch(() => undefined);
    if (!response?.ok) throw new ContentUnavailableError(slug, response?.status ?? 0);
    const parsed = v.safeParse(contentDocumentSchema, await response.json().catch(() => null));
    if (!parsed.success) throw new ContentUnavailableError(slug, 0);
    return parsed.output;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
