import type { ActionErrorCode } from '@specify/contracts';

/**
 * An expected failure with a stable code from the contracts' error catalogue; its message is shown
 * to the user as is. Thrown by actions and by every route that answers in their shape (uploads,
 * project PDFs), and by the domain code they share (projects/).
 */
export class PlatformError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ActionErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}
