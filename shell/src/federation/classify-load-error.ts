import { isSpecifyError, SpecifyError, type RemoteName } from '@specify/contracts';

/** Maps whatever the MF runtime threw to one of our stable load error codes. */
export function classifyLoadError(remote: RemoteName, error: unknown): SpecifyError {
  if (isSpecifyError(error)) return error;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/timeout|timed out|TimeoutError|AbortError/i.test(text)) {
    return new SpecifyError('SPEC-LOAD-002', `${remote} did not load in time.`, { remote }, error);
  }
  if (/JSON|manifest|RUNTIME-003|Unexpected token|metaData|remoteEntry/i.test(text)) {
    return new SpecifyError(
      'SPEC-LOAD-003',
      `${remote} served a bad manifest or entry.`,
      { remote },
      error,
    );
  }
  return new SpecifyError(
    'SPEC-LOAD-001',
    `${remote} could not be loaded: ${text}`,
    { remote },
    error,
  );
}
