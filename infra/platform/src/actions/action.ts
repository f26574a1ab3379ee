import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  type ActionBody,
  type ActionName,
  type ActionResult,
  type Market,
} from '@specify/contracts';
import { ACTIONS } from '@specify/contracts/api/actions';
import type { Services } from '../kernel/services';
import { PlatformError } from '../kernel/platform-error';
import { PreparedAnswer } from '../kernel/prepared-answer';
import { checkAnswer, checkErrorCode } from './contract-check';
import type { SessionHandle } from '../kernel/session';

export interface ActionContext extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  market: Market;
  session: SessionHandle;
}

/**
 * A handler: its body and its answer are typed by the action catalogue. An answer many visitors
 * get alike may come prepared (serialised and compressed once: kernel/prepared-answer.ts).
 */
export type ActionHandler<N extends ActionName> = (
  body: ActionBody<N>,
  context: ActionContext,
) => Promise<ActionResult<N> | PreparedAnswer<ActionResult<N>>>;

/** An action with its types erased, as the router holds it: `run` validates, then handles. */
export interface Action {
  name: ActionName;
  readOnly: boolean;
  run(input: unknown, context: ActionContext): Promise<unknown>;
}

/**
 * The issues as one sentence. A value a client sent is never quoted back: valibot's default
 * message ends "but received <the value>", and a string there is the client's text (any length,
 * anything), so it reads "but received a string"; numbers, booleans and types stay as they are.
 */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      const received = ` but received ${issue.received}`;
      const message =
        issue.received.startsWith('"') && issue.message.endsWith(received)
          ? `${issue.message.slice(0, -received.length)} but received a string`
          : issue.message;
      return path ? `${path}: ${message}` : message;
    })
    .join('; ');
}

/**
 * The handler of one action of the catalogue (`@specify/contracts` ACTIONS): the catalogue gives
 * the body schema, whether it changes state, and the answer's type the handler must return.
 */
export function defineAction<N extends ActionName>(name: N, handler: ActionHandler<N>): Action {
  const spec = ACTIONS[name];
  return {
    name,
    readOnly: !spec.changesState,
    async run(input, context) {
      const parsed = v.safeParse(spec.request, input);
      if (!parsed.success) {
        throw new PlatformError(
          400,
          'INVALID_BODY',
          `Invalid request: ${describeIssues(parsed.issues)}`,
        );
      }
      const body: ActionBody<N> = parsed.output;
      if (!context.config.checkContracts) return handler(body, context);
      try {
        const result = await handler(body, context);
        checkAnswer(name, result instanceof PreparedAnswer ? result.value() : result);
        return result;
      } catch (error) {
        if (error instanceof PlatformError) checkErrorCode(name, error.code);
        throw error;
      }
    },
  };
}
