import type { ActionName, ActionResult } from '../api/actions';

/**
 * Behaviour suites held by two back ends: the platform, and a remote's fake of it (its tests and
 * standalone harness). A suite is a list of cases, each run by both sides as a test of its own,
 * so a rule the platform has and a fake does not fails the fake's run. Framework-free: a case
 * throws BehaviourMismatch, which any test runner reports.
 */

/** What an action answered: its result, or its failure's status and code. */
export type BehaviourOutcome<N extends ActionName> =
  { ok: true; value: ActionResult<N> } | { ok: false; status: number; code: string };

export interface BehaviourCase<BackEnd> {
  name: string;
  run(backEnd: BackEnd): Promise<void>;
}

export class BehaviourMismatch extends Error {
  constructor(what: string, actual: unknown, expected: unknown) {
    super(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    this.name = 'BehaviourMismatch';
  }
}

export function same(what: string, actual: unknown, expected: unknown): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new BehaviourMismatch(what, actual, expected);
}

export function answered<N extends ActionName>(
  what: string,
  outcome: BehaviourOutcome<N>,
): ActionResult<N> {
  if (!outcome.ok) throw new BehaviourMismatch(what, `${outcome.status} ${outcome.code}`, 'ok');
  return outcome.value;
}

export function refused<N extends ActionName>(
  what: string,
  outcome: BehaviourOutcome<N>,
  status: number,
  code: string,
): void {
  same(what, outcome.ok ? 'ok' : `${outcome.status} ${outcome.code}`, `${status} ${code}`);
}
