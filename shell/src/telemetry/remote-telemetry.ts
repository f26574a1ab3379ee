import * as v from 'valibot';
import type { RemoteName, RuntimeConfig } from '@specify/contracts';
import {
  MAX_REMOTE_EVENTS_PER_BATCH,
  REMOTE_EVENTS_PATH,
  remoteEventSchema,
  type RemoteEvent,
} from '@specify/contracts/release/telemetry';

/** A batch goes this long after its first event, so one page's loads travel together. */
export const REMOTE_EVENTS_FLUSH_MS = 2000;

/** How a remote's load ended in its region, as the region saw it. */
export interface RemoteLoadEnd {
  remote: RemoteName;
  /** The version of the runtime config entry the region loaded. */
  version: string | undefined;
  outcome: RemoteEvent['outcome'];
  /** The stable error code (SPEC-LOAD-001 …) when it failed. */
  code?: string;
  /** From the start of the load to the end of mount, or to the failure. */
  mountMs: number;
}

export interface RemoteTelemetry {
  record: (end: RemoteLoadEnd) => void;
}

const OFF: RemoteTelemetry = { record: () => undefined };

/** Telemetry must never break the page: a send that fails is dropped. */
function send(token: string, events: RemoteEvent[]) {
  const body = JSON.stringify({ token, events });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    // A beacon survives the page going away; fetch with keepalive where there is none.
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(REMOTE_EVENTS_PATH, blob)
    )
      return;
    void fetch(REMOTE_EVENTS_PATH, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Dropped: see above.
  }
}

/**
 * Reports how each remote's load ended (issue 19) to the platform, which compares a canary's
 * failure rate with the stable version's. The page session is sampled once, at
 * `config.telemetry.sampleRate` (no telemetry section or no token: nothing is sent; every batch
 * carries the page's token, without which the platform counts nothing); each remote, version and
 * outcome is told once per page session (a remount on navigation is not news; a failure then a
 * successful Retry is both). Events wait up to 2 s to travel in one batch (at most
 * MAX_REMOTE_EVENTS_PER_BATCH), and whatever waits goes when the page is hidden or left.
 */
export function createRemoteTelemetry(
  config: Pick<RuntimeConfig, 'telemetry'>,
  { random = Math.random }: { random?: () => number } = {},
): RemoteTelemetry {
  const sampleRate = config.telemetry?.sampleRate ?? 0;
  const pageToken = config.telemetry?.token;
  if (!pageToken || random() >= sampleRate) return OFF;
  const token: string = pageToken;

  const told = new Set<string>();
  const queue: RemoteEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) send(token, queue.splice(0, MAX_REMOTE_EVENTS_PER_BATCH));
  }

  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  return {
    record({ remote, version, outcome, code, mountMs }) {
      const event = {
        remote,
        version,
        outcome,
        ...(outcome === 'failed' && code ? { code } : {}),
        mountMs: Math.min(Math.max(Math.round(mountMs), 0), 600_000),
      };
      // A dev build's version, or an odd code, would make the platform refuse the whole batch.
      if (!v.is(remoteEventSchema, event)) return;
      const key = `${remote}@${event.version}:${outcome}`;
      if (told.has(key)) return;
      told.add(key);
      queue.push(event);
      if (queue.length >= MAX_REMOTE_EVENTS_PER_BATCH) flush();
      else timer ??= setTimeout(flush, REMOTE_EVENTS_FLUSH_MS);
    },
  };
}
