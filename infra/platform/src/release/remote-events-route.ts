import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  MAX_REMOTE_EVENTS_BODY_BYTES,
  REMOTE_EVENTS_PATH,
  remoteEventsBatchSchema,
  type RemoteEvent,
} from '@specify/contracts/release/telemetry';
import type { CanaryStatus, Registry } from '@specify/registry';
import { sendPlatformError } from '../kernel/errors';
import type { Services } from '../kernel/services';
import type { CanaryWatch } from './canary-watch';
import {
  TELEMETRY_TOKEN_TTL_MS,
  type ReleaseBucket,
  type ReleaseCookies,
  type TelemetryToken,
} from './release-cookies';
import { recordRemoteSessions } from './remote-sessions';

export interface RemoteEventsOptions {
  registry: Registry;
  environment: string;
  services: Pick<Services, 'db' | 'now' | 'config'>;
  cookies: ReleaseCookies;
  watch: CanaryWatch;
}

/**
 * A browser's own fetch metadata, checked first so another site's page is refused before its body
 * is read. Any client can write these headers, so they keep browsers honest, not scripts: what
 * makes a report count is the page's token (reportable).
 * Sec-Fetch-Site is set by the browser and cannot be written
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
 * Whether the page's token is one we signed for this session, still good: its reports count.
 * A token is good for TELEMETRY_TOKEN_TTL_MS (and never from the future).
 */
function tokenFor(
  token: TelemetryToken | undefined,
  session: ReleaseBucket,
  now: Date,
): token is TelemetryToken {
  if (!token || token.sessionId !== session.sessionId) return false;
  const age = now.getTime() - token.issuedAt;
  return age >= -60_000 && age <= TELEMETRY_TOKEN_TTL_MS;
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
 * counted or not. A session is the random id in the signed bucket cookie, and a report counts
 * only with the token of a page served to that session, for the versions that page was served
 * (issue 29); anything else is accepted and ignored. Each client address counts at most
 * `sessionsPerAddress` sessions per version in the window: its further ones are ignored and
 * logged as suspicious.
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
      const now = services.now();
      const token = cookies.readTelemetryToken(batch.output.token);
      if (session && tokenFor(token, session, now)) {
        const events = servedEvents(
          batch.output.events,
          await registry.canaries(environment),
          session,
        ).filter((event) => token.served.has(`${event.remote}@${event.version}`));
        if (events.length > 0) {
          const { windowMs, sessionsPerAddress } = services.config.canaryRollback;
          const { overCap } = await recordRemoteSessions(
            services.db,
            environment,
            { sessionId: session.sessionId, addressKey: cookies.addressKey(request.ip) },
            events,
            now,
            { max: sessionsPerAddress, since: new Date(now.getTime() - windowMs) },
          );
          if (overCap.length > 0)
            request.log.warn(
              { versions: overCap, ip: request.ip },
              'Suspicious remote telemetry: one address reported more sessions than it may count',
            );
          await watch.afterTelemetry();
        }
      }
      return reply.code(204).send();
    },
  );
}
