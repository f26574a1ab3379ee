import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Market } from '@specify/contracts';
import type { CatalogueStore } from '../catalogue/store';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { SessionHandle } from './session';

export interface ServiceConfig {
  /** In production dev accounts are not seeded and /dev/* routes do not exist. */
  production: boolean;
  /** Origin used in links sent by mail, e.g. http://localhost:3000. */
  publicUrl: string;
}

export interface Services {
  db: Database;
  catalogue: CatalogueStore;
  mailer: Mailer;
  config: ServiceConfig;
  now: () => Date;
}

export interface ActionContext extends Services {
  request: FastifyRequest;
  reply: FastifyReply;
  market: Market;
  session: SessionHandle;
}

export interface ActionDefinition<Body = unknown, Result = unknown> {
  /** `<namespace>/<action>`, as in the URL. */
  name: string;
  /** Read-only actions answer GET and POST; the rest only POST, with CSRF protection. */
  readOnly?: boolean;
  body?: v.GenericSchema<unknown, Body>;
  handler(body: Body, context: ActionContext): Promise<Result>;
}

/** An expected failure with a stable code; its message is shown to the user as is. */
export class ActionError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

/** An action with its types erased, as the router holds it: `run` validates, then handles. */
export interface Action {
  name: string;
  readOnly: boolean;
  run(input: unknown, context: ActionContext): Promise<unknown>;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

export function defineAction<Body, Result>(definition: ActionDefinition<Body, Result>): Action {
  return {
    name: definition.name,
    readOnly: definition.readOnly ?? false,
    async run(input, context) {
      if (!definition.body) return definition.handler(input as Body, context);
      const parsed = v.safeParse(definition.body, input);
      if (!parsed.success) {
        throw new ActionError(
          400,
          'INVALID_BODY',
          `Invalid request: ${describeIssues(parsed.issues)}`,
        );
      }
      return definition.handler(parsed.output, context);
    },
  };
}
