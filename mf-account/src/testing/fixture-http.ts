import { HttpResponse } from 'msw';
import type { ActionErrorBody, ActionErrorCode } from '@specify/contracts';

/** Every action the fixtures answered, in order, for tests to check what was sent. */
export const requests: { name: string; body: unknown }[] = [];

/** An action failure as the platform writes it. */
export function fail(status: number, code: ActionErrorCode, message: string) {
  const body: ActionErrorBody = {
    isError: true,
    statusCode: status,
    code,
    message,
    error: { message },
  };
  return HttpResponse.json(body, { status });
}
