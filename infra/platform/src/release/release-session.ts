import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteOverride } from '@specify/contracts';
import {
  REMOTE_OVERRIDE_PARAM,
  parseRemoteOverrideParam,
} from '@specify/contracts/release/overrides';
import type { Registry } from '@specify/registry';
import { SessionHandle } from '../kernel/session';
import type { Services } from '../kernel/services';
import type { ReleaseCookies } from './release-cookies';

/** What a page or /config.json serves this browser session (issue 19). */
export interface ReleaseSession {
  /** 0..99, sticky per browser: decides canary or stable. */
  bucket: number;
  /** The bucket cookie's random id: the session telemetry is counted by. */
  sessionId: string;
  /** QA overrides in force: accepted now, or from the session's cookie and still valid. */
  overrides: RemoteOverride[];
  /** Why this request's `?remote-override=` was refused; nothing changed. */
  overrideRefused?: string;
}

export const INTERNAL_USERS_ONLY = 'Overrides are for internal users.';
/** runtimeConfigSchema's bound on `overrideRefused`. */
const MAX_REFUSAL_LENGTH = 500;
const NOT_WITH_DEV_BUILDS =
  'npm run dev serves every remote from its watched build, so overrides apply only where released versions are served (npm start).';

export interface ReleaseSessionOptions {
  registry: Registry;
  environment: string;
  services: Pick<Services, 'db' | 'now' | 'config'>;
  cookies: ReleaseCookies;
  /** `npm run dev`: remotes come from their watched builds, so no override could apply. */
  devBuilds: boolean;
}

/** The first `?remote-override=` of the request, if any. */
function overrideParam(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[REMOTE_OVERRIDE_PARAM];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first : undefined;
}

/**
 * Decides a request's bucket and overrides, setting the cookies that change: a bucket cookie when
 * there is no valid one, and the override cookie when `?remote-override=` is accepted or cleared.
 * Overrides are checked against the registry both when given and on every later request (a
 * version could be gone); in production they are for internal users only, then and later.
 */
export function releaseSessions(options: ReleaseSessionOptions) {
  const { registry, environment, services, cookies } = options;

  /** Production lets only internal users override; read once per request, and only if asked. */
  function overridePermission(request: FastifyRequest, reply: FastifyReply) {
    let allowed: Promise<boolean> | undefined;
    return () =>
      (allowed ??= services.config.production
        ? new SessionHandle(services.db, request, reply, services.now).isInternalUser()
        : Promise.resolve(true));
  }

  /** The cookie's overrides if they still hold; a cookie that does not is ignored. */
  async function storedOverrides(
    request: FastifyRequest,
    mayOverride: () => Promise<boolean>,
  ): Promise<RemoteOverride[]> {
    const stored = cookies.readOverrides(request);
    if (!stored || stored.length === 0 || options.devBuilds) return [];
    if (!(await mayOverride())) return [];
    const check = await registry.checkOverrides(environment, stored);
    return check.ok ? stored : [];
  }

  return async function releaseSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<ReleaseSession> {
    const { bucket, sessionId } =
      cookies.readBucket(request) ?? cookies.issueBucket(request, reply);
    const mayOverride = overridePermission(request, reply);
    const overrides = await storedOverrides(request, mayOverride);
    const param = overrideParam(request);
    if (param === undefined) return { bucket, sessionId, overrides };

    const asked = parseRemoteOverrideParam(param);
    if (asked.kind === 'clear') {
      cookies.clearOverrides(request, reply);
      return { bucket, sessionId, overrides: [] };
    }
    // The runtime config holds at most MAX_REFUSAL_LENGTH characters of it.
    const refuse = (message: string) => ({
      bucket,
      sessionId,
      overrides,
      overrideRefused: message.slice(0, MAX_REFUSAL_LENGTH),
    });
    if (asked.kind === 'invalid') return refuse(asked.message);
    if (options.devBuilds) return refuse(NOT_WITH_DEV_BUILDS);
    if (!(await mayOverride())) return refuse(INTERNAL_USERS_ONLY);
    const check = await registry.checkOverrides(environment, asked.overrides);
    if (!check.ok) return refuse(check.message);
    cookies.setOverrides(request, reply, asked.overrides);
    return { bucket, sessionId, overrides: asked.overrides };
  };
}

export type ReleaseSessionReader = ReturnType<typeof releaseSessions>;
