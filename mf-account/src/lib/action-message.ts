import { ActionCallError } from '@specify/contracts';

/**
 * What a failed call says to the visitor: the platform's message for an expected failure (it is
 * written to be shown), the no-internet message offline, else the fallback given.
 */
export function actionMessage(error: unknown, fallback: string): string {
  if (
    error instanceof ActionCallError &&
    error.code !== 'HTTP' &&
    error.code !== 'SPEC-CONTRACT-001'
  )
    return error.message;
  return fallback;
}
