import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answers of the whole app's error and not-found handlers (the action router and the search
 * API keep their own shapes). A code never changes meaning; the message is fixed per code, so no
 * path, database error or exception text ever reaches a body. The request id finds the log line.
 */
const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'The request is not valid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNAUTHORIZED: { status: 401, message: 'Sign in first.' },
  FORBIDDEN: { status: 403, message: 'This is not allowed.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'This method is not allowed here.' },
  BODY_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  URI_TOO_LONG: { status: 414, message: 'The address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'The request body is of a type this address does not take.',
  },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Try again later.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Try again later.' },
  UNAVAILABLE: { status: 503, message: 'The service is busy. Try again later.' },
} as const;

export type PlatformErrorCode = keyof typeof ERRORS;

export interface PlatformErrorBody {
  isError: true;
  statusCode: number;
  code: PlatformErrorCode;
  message: string;
  requestId: string;
}

const BY_STATUS = new Map<number, PlatformErrorCode>(
  (Object.keys(ERRORS) as PlatformErrorCode[])
    .filter((code) => code !== 'INVALID_JSON')
    .map((code) => [ERRORS[code].status, code]),
);

const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** What a thrown value means for the client: its own mistake (4xx) or ours (5xx). */
export function errorCodeOf(error: unknown): PlatformErrorCode {
  // A URL that does not decode is the client's, whoever tried to decode it.
  if (error instanceof URIError) return 'BAD_REQUEST';
  const { statusCode, code } = (error ?? {}) as { statusCode?: unknown; code?: unknown };
  if (typeof code === 'string' && JSON_BODY_ERRORS.has(code)) return 'INVALID_JSON';
  if (typeof statusCode !== 'number') return 'INTERNAL';
  // Fastify's JSON parser marks its SyntaxError 400.
  if (statusCode === 400 && error instanceof SyntaxError) return 'INVALID_JSON';
  if (statusCode >= 400 && statusCode < 500) return BY_STATUS.get(statusCode) ?? 'BAD_REQUEST';
  return statusCode === 503 ? 'UNAVAILABLE' : 'INTERNAL';
}

/**
 * A client error written for the client (http-errors' `expose`, e.g. the rate limit's "try again
 * in 1 minute") keeps its message; every other error gets its code's.
 */
function exposedMessage(error: unknown, code: PlatformErrorCode): string | undefined {
  if (ERRORS[code].status >= 500 || !(error instanceof Error)) return undefined;
  return (error as { expose?: unknown }).expose === true ? error.message : undefined;
}

export function sendPlatformError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: PlatformErrorCode,
  message: string = ERRORS[code].message,
): FastifyReply {
  const { status } = ERRORS[code];
  const body: PlatformErrorBody = {
    isError: true,
    statusCode: status,
    code,
    message,
    requestId: request.id,
  };
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The app's error handler: a 5xx is logged with its cause; the body names neither. */
export function platformErrorHandler(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const code = errorCodeOf(error);
  if (ERRORS[code].status >= 500) request.log.error({ err: error }, 'The request failed');
  return sendPlatformError(request, reply, code, exposedMessage(error, code));
}

export function platformNotFoundHandler(
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return sendPlatformError(request, reply, 'NOT_FOUND');
}
