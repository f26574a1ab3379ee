/**
 * Stable error codes for platform failures. A code never changes meaning; the message says what
 * to do. Look a code up here when one shows in the console or a fallback region.
 */
export const ERROR_CODES = {
  'SPEC-LOAD-001':
    'A remote could not be loaded (network error, 5xx or missing entry). Check that its version is published and the platform serves it.',
  'SPEC-LOAD-002':
    'A remote took too long to load. It may be down or the network slow; Retry loads it again.',
  'SPEC-LOAD-003':
    'A remote served a manifest or entry that is not a valid Module Federation build. Republish the remote.',
  'SPEC-LOAD-004':
    "A remote's ./app expose does not export single-spa lifecycles (bootstrap, mount, unmount).",
  'SPEC-MOUNT-001':
    'A remote threw while mounting or unmounting. Its error boundary or lifecycle needs fixing.',
  'SPEC-CONTRACT-001':
    "A remote was built against a @specify/contracts or @specify/ui range the shell does not satisfy. Rebuild it against the shell's packages.",
  'SPEC-CONFIG-001':
    'The runtime config (/config.json) is missing or invalid. Check the environment file in infra/registry.',
  'SPEC-EVENT-001': 'An event payload did not match its schema and was dropped.',
  'SPEC-EVENT-002': 'An event name is not in the event map.',
  'SPEC-HIT-001':
    'A search hit did not match the hit schema and was not shown. The index and @specify/contracts disagree: reindex, or rebuild the remote against the current contracts.',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export class SpecifyError extends Error {
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    code: ErrorCode,
    detail: string,
    details: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super(`[${code}] ${detail} ${ERROR_CODES[code]}`, { cause });
    this.name = 'SpecifyError';
    this.code = code;
    this.details = details;
  }
}

export function isSpecifyError(error: unknown): error is SpecifyError {
  return error instanceof Error && error.name === 'SpecifyError' && 'code' in error;
}
