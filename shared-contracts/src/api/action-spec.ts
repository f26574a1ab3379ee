import * as v from 'valibot';
import type { DomainErrorCode } from './action-errors';

/**
 * What the action catalogue says of one action. Each namespace's table sits with its schemas
 * (`ACCOUNT_ACTIONS` in ./account.ts ...), so a page loads the schemas of the actions it calls and
 * no others; ./actions.ts joins the tables into the one catalogue.
 */
export interface ActionSpec {
  /** Validates the JSON body (or a GET's query string) before the handler runs. */
  readonly request: v.GenericSchema;
  /** The answer; the platform's tests parse every answer with it, the client parses it too. */
  readonly response: v.GenericSchema;
  /** State-changing actions answer only POST, with CSRF protection; the rest also answer GET. */
  readonly changesState: boolean;
  /** The handler's own error codes; the router's (`RouterErrorCode`) come on top for every action. */
  readonly errors: readonly DomainErrorCode[];
}

/** The request of an action that takes no input. */
export const NO_BODY = v.object({});

export function reads<
  Request extends v.GenericSchema,
  Response extends v.GenericSchema,
  const Errors extends readonly DomainErrorCode[],
>(request: Request, response: Response, ...errors: Errors) {
  return { request, response, changesState: false as const, errors };
}

export function writes<
  Request extends v.GenericSchema,
  Response extends v.GenericSchema,
  const Errors extends readonly DomainErrorCode[],
>(request: Request, response: Response, ...errors: Errors) {
  return { request, response, changesState: true as const, errors };
}

/** Codes several namespaces answer with. */
export const SIGNED_IN = 'error.auth.required';
export const UNAVAILABLE = 'error.product.unavailable';
