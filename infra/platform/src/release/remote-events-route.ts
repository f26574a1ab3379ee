import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  MAX_REMOTE_EVENTS_BODY_BYTES,
  REMOTE_EVENTS_PATH,
  remoteEventsBatchSchema,
  type RemoteEvent,
} from '@specify/contracts/release/telemetry';
import type { CanaryStatus, Registry } from '@specify/registry';
import { sendPlatformError } from '../server/errors';
import type { Services } from '../services';
import type { CanaryWatch } from './canary-watch';
import type { ReleaseBucket, ReleaseCookies } from './release-cookies';
import { recordRemoteSessions } from './remote-sessions';

export interface RemoteEventsOptions {
  registry: Registry;
  environment: string;
  services: Pick<Services, 'db' | 'now'>;
  cookies: ReleaseCookies;
  watch: CanaryWatch;
}

/**
 * Sent by this site's own pages only. Sec-Fetch-Site is set by the browser and cannot be written
 * by a page; a browser without it still sends Origin with every POST. A request with neither is
 * no beacon from a page of ours, so a forged beacon from another site never counts.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return request.headers.origin === `${request.protocol}://${request.host}`;
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * The events the rollback rule can use: those of a remote running a canary, naming the version
 * this session's bucket is served (the canary below its share, the stable one from it). Anything
 * else (no canary, an override, a version from before a promotion) compares nothing.
 */
function servedEvents(
  events: readonly RemoteEvent[],
  canaries: readonly CanaryStatus[],
  { bucket }: ReleaseBucket,
): RemoteEvent[] {
  return events.filter((event) => {
    const running = canaries.find((canary) => canary.remote === event.remote);
    if (!running) return false;
    return event.version === (bucket < running.share ? running.canary : running.stable);
  });
}

/**
 * `POST /telemetry/remote-events` (issue 19): the shell's batch of remote load outcomes. Same
 * origin, JSON and at most MAX_REMOTE_EVENTS_BODY_BYTES, limited per address; 204 whether it
 * counted or not. A session is the random id in the signed bucket cookie: events without one are
 * accepted and ignored, as nothing else could tell sessions apart.
 */
export async function remoteEventsRoutes(app: FastifyInstance, options: RemoteEventsOptions) {
  const { registry, environment, services, cookies, watch } = options;
  app.post(
    REMOTE_EVENTS_PATH,
    {
      bodyLimit: MAX_REMOTE_EVENTS_BODY_BYTES,
      config: { rateLimitedBy: 'remoteEvents' },
      // Before the body is read.
      onRequest: async (request, reply) => {
        if (!fromThisSite(request)) return sendPlatformError(request, reply, 'FORBIDDEN');
        if (!isJson(request)) return sendPlatformError(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
        return undefined;
      },
    },
    async (request, reply) => {
      const batch = v.safeParse(remoteEventsBatchSchema, request.body);
      if (!batch.success) return sendPlatformError(request, reply, 'BAD_REQUEST');
      const session = cookies.readBucket(request);
      if (session) {
        const events = servedEvents(
          batch.output.events,
          await registry.canaries(environment),
          session,
        );
        if (events.length > 0) {
          await recordRemoteSessions(
            services.db,
            environment,
            session.sessionId,
            events,
            services.now(),
          );
          await watch.afterTelemetry();
        }
      }
      return reply.code(204).send();
    },
  );
}
