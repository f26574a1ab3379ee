import type {} from '@fastify/cookie';
import { Signer } from '@fastify/cookie';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { remoteOverridesSchema, type RemoteOverride } from '@specify/contracts';
import { RELEASE_BUCKET_COOKIE } from '@specify/contracts/release/telemetry';
import { secureCookie } from '../kernel/cookie-policy';

/** The session's QA overrides (issue 19): a session cookie, so they end with the browser. */
export const RELEASE_OVERRIDES_COOKIE = 'specify-release-overrides';

/** A browser keeps its bucket, and so its version, for this long. */
const BUCKET_MAX_AGE_SECONDS = 30 * 86_400;
/** `<bucket 0..99>.<16 random bytes, base64url>` */
const BUCKET_VALUE = /^(\d{1,2})\.([A-Za-z0-9_-]{22})$/;

/** The release-bucket cookie's content: which share of sessions, and an id to count one by. */
export interface ReleaseBucket {
  /** 0..99: a canary with a share of N % serves the buckets below N. */
  bucket: number;
  /** Random, so a session is counted once per version without knowing who it is. */
  sessionId: string;
}

/** A page's telemetry token stays good this long (a page left open reports its later loads). */
export const TELEMETRY_TOKEN_TTL_MS = 6 * 60 * 60_000;

/** What a page's telemetry token says (issue 29). */
export interface TelemetryToken {
  /** The release session (bucket cookie) the page was served to. */
  sessionId: string;
  issuedAt: number;
  /** `remote@version` of each remote the page was served. */
  served: ReadonlySet<string>;
}

/** `<session id>~<issued at, ms>~<remote@version,…>`, then the signer's signature. */
const TOKEN_VALUE = /^([A-Za-z0-9_-]{22})~(\d{1,15})~([A-Za-z0-9@.,-]{0,400})$/;

/**
 * The release cookies, signed with RELEASE_COOKIE_SECRET (@fastify/cookie's signer): a client can
 * neither pick its bucket, mint session ids to count failures with, nor write itself overrides.
 * Both are httpOnly, SameSite=Lax and Secure in production.
 */
export function releaseCookies(secret: string) {
  const signer = new Signer(secret);

  function verified(request: FastifyRequest, name: string): string | undefined {
    const signed = request.cookies[name];
    if (!signed) return undefined;
    const result = signer.unsign(signed);
    return result.valid ? (result.value ?? undefined) : undefined;
  }

  const options = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie(request),
  });

  return {
    /** The request's bucket, if its cookie is there and was signed by us. */
    readBucket(request: FastifyRequest): ReleaseBucket | undefined {
      const match = BUCKET_VALUE.exec(verified(request, RELEASE_BUCKET_COOKIE) ?? '');
      return match?.[1] && match[2] ? { bucket: Number(match[1]), sessionId: match[2] } : undefined;
    },

    /** Draws a new bucket and session id and sets them on the reply. */
    issueBucket(request: FastifyRequest, reply: FastifyReply): ReleaseBucket {
      const issued = { bucket: randomInt(100), sessionId: randomBytes(16).toString('base64url') };
      reply.setCookie(RELEASE_BUCKET_COOKIE, signer.sign(`${issued.bucket}.${issued.sessionId}`), {
        ...options(request),
        maxAge: BUCKET_MAX_AGE_SECONDS,
      });
      return issued;
    },

    /** The overrides the cookie holds, if it was signed by us and still reads as overrides. */
    readOverrides(request: FastifyRequest): RemoteOverride[] | undefined {
      const value = verified(request, RELEASE_OVERRIDES_COOKIE);
      if (value === undefined) return undefined;
      let list: unknown;
      try {
        list = JSON.parse(value);
      } catch {
        return undefined;
      }
      const parsed = v.safeParse(remoteOverridesSchema, list);
      return parsed.success ? parsed.output : undefined;
    },

    setOverrides(request: FastifyRequest, reply: FastifyReply, overrides: RemoteOverride[]): void {
      const list = overrides.map(({ remote, version }) => ({ remote, version }));
      reply.setCookie(
        RELEASE_OVERRIDES_COOKIE,
        signer.sign(JSON.stringify(list)),
        options(request),
      );
    },

    clearOverrides(request: FastifyRequest, reply: FastifyReply): void {
      reply.clearCookie(RELEASE_OVERRIDES_COOKIE, options(request));
    },

    /**
     * The token a page's telemetry reports carry (issue 29), signed like the cookies: it binds a
     * report to a page this platform served, to its release session and to the versions served.
     */
    issueTelemetryToken(sessionId: string, served: readonly string[], now: Date): string {
      return signer.sign(`${sessionId}~${now.getTime()}~${served.join(',')}`);
    },

    /** The token's content if we signed it, else undefined. */
    readTelemetryToken(token: string): TelemetryToken | undefined {
      const result = signer.unsign(token);
      const match = result.valid ? TOKEN_VALUE.exec(result.value ?? '') : null;
      if (!match?.[1] || !match[2]) return undefined;
      const served = new Set((match[3] ?? '').split(',').filter(Boolean));
      return { sessionId: match[1], issuedAt: Number(match[2]), served };
    },

    /**
     * The client address as a keyed hash: distinct addresses can be counted and capped without
     * any address being stored.
     */
    addressKey(address: string): string {
      return createHmac('sha256', secret)
        .update(`address:${address}`)
        .digest('base64url')
        .slice(0, 22);
    },
  };
}

export type ReleaseCookies = ReturnType<typeof releaseCookies>;
