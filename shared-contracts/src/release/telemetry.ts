import * as v from 'valibot';
import { REMOTES, remoteVersionSchema } from '@specify/contracts';

/**
 * Remote telemetry (issue 19): the shell reports how each remote's load ended, so the platform can
 * compare a canary's failure rate with the stable version's. No personal data: the platform counts
 * sessions by the random release-bucket cookie it set itself, never by anything in the body.
 */
export const REMOTE_EVENTS_PATH = '/telemetry/remote-events';

/** One batch holds at most this many events; the shell sends more in further batches. */
export const MAX_REMOTE_EVENTS_PER_BATCH = 20;
/** Upper bound of a batch's body, checked by the platform before parsing. */
export const MAX_REMOTE_EVENTS_BODY_BYTES = 8 * 1024;

export const remoteEventSchema = v.object({
  remote: v.picklist(REMOTES),
  version: remoteVersionSchema,
  outcome: v.picklist(['mounted', 'failed']),
  /** A stable error code (SPEC-REMOTE-…, or Module Federation's RUNTIME-…), only when it failed. */
  code: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9-]{2,39}$/))),
  /** From the start of the load to the end of mount (or to the failure), in ms. */
  mountMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
});
export type RemoteEvent = v.InferOutput<typeof remoteEventSchema>;

/**
 * A page's telemetry token (issue 29): signed by the platform when it serves the page, naming the
 * page's release session and the versions it was served. A report counts only with it.
 */
export const telemetryTokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(512));

export const remoteEventsBatchSchema = v.object({
  token: telemetryTokenSchema,
  events: v.pipe(
    v.array(remoteEventSchema),
    v.minLength(1),
    v.maxLength(MAX_REMOTE_EVENTS_PER_BATCH),
  ),
});
export type RemoteEventsBatch = v.InferOutput<typeof remoteEventsBatchSchema>;

/** The release-bucket cookie: set with /config.json, 0–99, decides canary or stable per session. */
export const RELEASE_BUCKET_COOKIE = 'specify-release-bucket';
