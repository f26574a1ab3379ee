import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/env';

export interface LogSettings {
  level: LogLevel;
  /** Where the JSON lines go; stdout when omitted (tests pass a collector). */
  stream?: { write(line: string): void };
}

/** Request headers that carry credentials: a log line shows that they came, never what they were. */
const SECRET_HEADERS = [
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-algolia-api-key',
  'x-csrf-token',
];

/** Query parameters that carry credentials (the search key, mailed confirm and reset tokens). */
const SECRET_QUERY_PARAMETERS = new Set(['x-algolia-api-key', 'token']);

export const REDACTED = '[redacted]';

/** The URL with the value of every credential parameter replaced, whatever its case. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const pairs = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // an undecodable name is logged as sent
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, query)}?${pairs.join('&')}`;
}

/** Fastify's pino: JSON lines, each request's lines tagged with its id, credentials redacted. */
export function loggerOptions(settings: LogSettings): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    redact: {
      paths: [
        ...SECRET_HEADERS.map((header) => `req.headers["${header}"]`),
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        headers: request.headers,
      }),
    },
  };
}
