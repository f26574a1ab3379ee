import { DEFAULT_ACTION_TIMEOUT_MS, siteHeaders, type Market } from '@specify/contracts';

/** Why an export's request got no usable answer: none came, too late, or a refusal. */
export class ExportRequestError extends Error {
  constructor(
    readonly reason: 'offline' | 'timeout' | 'refused',
    /** The refusal's HTTP status and status text (0 and '' when no answer came). */
    readonly status = 0,
    readonly statusText = '',
    options?: ErrorOptions,
  ) {
    super(reason === 'refused' ? `${status} ${statusText}`.trim() : reason, options);
    this.name = 'ExportRequestError';
  }
}

/** A non-ok answer as an error that keeps its status for the message (§8 'Failed to generate PDF'). */
export function refusal(response: Response): ExportRequestError {
  return new ExportRequestError('refused', response.status, response.statusText);
}

interface RequestOptions {
  /** The screen's signal: leaving it cancels the request. */
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
}

/**
 * fetch with a deadline, so a hung request never hangs an export: no answer in time is a
 * `timeout`, no answer at all `offline`. A request the caller cancelled rejects with the
 * caller's reason.
 */
async function timedFetch(
  url: string,
  init: RequestInit,
  { signal, timeoutMs = DEFAULT_ACTION_TIMEOUT_MS }: RequestOptions,
): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel);
  try {
    return await fetch(url, { ...init, signal: controller.signal }).catch((error: unknown) => {
      if (signal?.aborted) throw signal.reason;
      throw new ExportRequestError(timedOut ? 'timeout' : 'offline', 0, '', { cause: error });
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * POSTs JSON to one of the platform's own endpoints outside the action router (the project PDF,
 * the download proxy), with the headers every call to the platform carries (market, CSRF).
 */
export function postToSite(
  market: Market,
  url: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  return timedFetch(
    url,
    {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...siteHeaders(market), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    options,
  );
}

/** GETs a file: a catalogue image on this site, a BIM file. */
export function getFile(url: string, options: RequestOptions = {}): Promise<Response> {
  return timedFetch(url, { credentials: 'same-origin' }, options);
}
