import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MARKET_HEADER,
  isMarket,
  marketFromCookie,
  type ActionErrorBody,
  type ActionErrorCode,
  type Market,
} from '@specify/contracts';
import type { Services } from '../kernel/services';
import { actionRateLimit, RateLimitedError } from '../kernel/rate-limits';
import { type Action } from './action';
import { csrfHolds, issueCsrfCookie } from '../kernel/csrf';
import { SessionHandle } from '../kernel/session';
import { PlatformError } from '../kernel/platform-error';
import { PreparedAnswer, sendPrepared } from '../kernel/prepared-answer';

const BODY_LIMIT = 64 * 1024;

export interface ActionRoutesOptions {
  services: Services;
  actions: readonly Action[];
}

function errorBody(statusCode: number, code: ActionErrorCode, message: string): ActionErrorBody {
  return {
    isError: true,
    statusCode,
    code,
    message,
    error: { message },
    details: { errorMessage: message },
  };
}

function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ActionErrorCode,
  message: string,
) {
  return reply.code(statusCode).send(errorBody(statusCode, code, message));
}

function marketOf(request: FastifyRequest): Market {
  const header = request.headers[MARKET_HEADER];
  if (isMarket(header)) return header;
  return marketFromCookie(request.headers.cookie) ?? 'au';
}

/**
 * `/action/<namespace>/<action>`: looks the action up, checks method and CSRF, validates the body
 * with its contract schema, and answers errors as `ActionErrorBody` without internals.
 */
export async function actionRoutes(
  app: FastifyInstance,
  options: ActionRoutesOptions,
): Promise<void> {
  const byName = new Map<string, Action>();
  for (const action of options.actions) {
    // One handler per action of the catalogue: a second would silently replace the first.
    if (byName.has(action.name)) throw new Error(`Two handlers for the action ${action.name}.`);
    byName.set(action.name, action);
  }
  const { services } = options;

  app.setErrorHandler(
    (error: { statusCode?: number; code?: string; message: string }, request, reply) => {
      if (error instanceof RateLimitedError)
        return sendError(reply, error.statusCode, error.code, error.message);
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendError(
          reply,
          400,
          'BODY_TOO_LARGE',
          `The request body is larger than ${BODY_LIMIT / 1024} KB.`,
        );
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return sendError(reply, 400, 'INVALID_JSON', 'The request body is not valid JSON.');
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        return sendError(
          reply,
          400,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the request body as application/json.',
        );
      }
      request.log.error(error);
      return sendError(reply, 500, 'INTERNAL', 'Something went wrong!');
    },
  );

  const handle = async (
    request: FastifyRequest<{ Params: { namespace: string; action: string } }>,
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'no-store');
    issueCsrfCookie(request, reply);
    const action = byName.get(`${request.params.namespace}/${request.params.action}`);
    if (!action) {
      return sendError(
        reply,
        404,
        'UNKNOWN_ACTION',
        `There is no action ${request.params.namespace}/${request.params.action}.`,
      );
    }
    if (request.method === 'GET' && !action.readOnly) {
      return sendError(
        reply,
        405,
        'METHOD_NOT_ALLOWED',
        `${action.name} changes data: send it as POST.`,
      );
    }
    if (!action.readOnly && !csrfHolds(request)) {
      return sendError(
        reply,
        403,
        'CSRF',
        'The request is missing its CSRF token. Reload the page and try again.',
      );
    }
    const context = {
      ...services,
      request,
      reply,
      market: marketOf(request),
      session: new SessionHandle(services.db, request, reply, services.now),
    };
    try {
      // A read-only action sent as GET takes its input from the query string.
      const input =
        request.method === 'GET' ? { ...(request.query as object) } : (request.body ?? {});
      if (holdsNulCharacter(input)) {
        return sendError(reply, 400, 'INVALID_BODY', 'Text may not contain the NUL character.');
      }
      const result = await action.run(input, context);
      if (result instanceof PreparedAnswer) return sendPrepared(request, reply, result);
      return reply.send(result ?? {});
    } catch (error) {
      if (error instanceof PlatformError)
        return sendError(reply, error.statusCode, error.code, error.message);
      throw error;
    }
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/action/:namespace/:action',
    bodyLimit: BODY_LIMIT,
    config: { rateLimitedBy: actionRateLimit },
    handler: handle,
  });
  app.all('/action/*', (request, reply) =>
    sendError(reply, 404, 'UNKNOWN_ACTION', `There is no action at ${request.url.split('?')[0]}.`),
  );
}

/**
 * PostgreSQL text cannot hold U+0000: a string carrying it fails in the database, not in a
 * schema, so the router refuses it for every action (found by the fuzz suite).
 */
function holdsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNulCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNulCharacter(item, depth + 1),
  );
}
