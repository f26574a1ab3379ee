import { isDeepStrictEqual } from 'node:util';
import * as v from 'valibot';
import {
  ROUTER_ERROR_CODES,
  type ActionErrorCode,
  type ActionName,
  type ActionSpec,
} from '@specify/contracts';
import { ACTIONS } from '@specify/contracts/api/actions';

/*
 * Under test (`config.checkContracts`: NODE_ENV=test, and always on the test platform) every answer
 * is held to the action catalogue, so the platform's own tests prove each response schema and
 * error list right. Production skips it: the types already hold the handlers to the schemas, and
 * parsing every answer twice costs time.
 */

/** Fails loudly: the message reaches the test output even though the client only sees a 500. */
function breach(message: string): never {
  const error = new Error(`Action contract broken: ${message}`);
  console.error(error.message);
  throw error;
}

/** The first path where the parsed answer differs from the sent one: a field the schema drops. */
function firstDifference(parsed: unknown, sent: unknown, path: string): string | undefined {
  if (isDeepStrictEqual(parsed, sent)) return undefined;
  if (typeof parsed !== 'object' || typeof sent !== 'object' || !parsed || !sent) return path;
  const parsedRecord = parsed as Record<string, unknown>;
  const sentRecord = sent as Record<string, unknown>;
  for (const key of new Set([...Object.keys(parsedRecord), ...Object.keys(sentRecord)])) {
    const found = firstDifference(
      parsedRecord[key],
      sentRecord[key],
      path ? `${path}.${key}` : key,
    );
    if (found) return found;
  }
  return path;
}

/** The answer as the client receives it must pass the response schema with nothing left over. */
export function checkAnswer(name: ActionName, result: unknown): void {
  const spec: ActionSpec = ACTIONS[name];
  const sent: unknown = JSON.parse(JSON.stringify(result ?? {}));
  const parsed = v.safeParse(spec.response, sent);
  if (!parsed.success) {
    const issues = parsed.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
    breach(`${name} answered outside its response schema: ${issues.join('; ')}`);
  }
  const extra = firstDifference(parsed.output, sent, '');
  if (extra !== undefined)
    breach(`${name} answered a field its response schema does not list: ${extra || '(root)'}.`);
}

/** A handler may fail only with the codes the catalogue lists for its action. */
export function checkErrorCode(name: ActionName, code: ActionErrorCode): void {
  const spec: ActionSpec = ACTIONS[name];
  const allowed: readonly ActionErrorCode[] = [...ROUTER_ERROR_CODES, ...spec.errors];
  if (!allowed.includes(code))
    breach(`${name} failed with ${code}, which the action catalogue does not list for it.`);
}
