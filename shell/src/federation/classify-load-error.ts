import { isSpecifyError, SpecifyError, type ErrorCode, type RemoteName } from '@specify/contracts';

/**
 * Module Federation's runtime error codes (@module-federation/error-codes, which the runtime
 * writes into its messages as `#RUNTIME-008`) and what each means for a region.
 */
const RUNTIME_CODES: Record<string, ErrorCode> = {
  // The manifest could not be fetched, the entry script did not load, the remote is unknown.
  'RUNTIME-003': 'SPEC-LOAD-001',
  'RUNTIME-004': 'SPEC-LOAD-001',
  'RUNTIME-008': 'SPEC-LOAD-001',
  // What loaded is not a federation build: no exports or init, no entry in the manifest, not a
  // manifest, a container that would not initialise.
  'RUNTIME-001': 'SPEC-LOAD-003',
  'RUNTIME-002': 'SPEC-LOAD-003',
  'RUNTIME-007': 'SPEC-LOAD-003',
  'RUNTIME-011': 'SPEC-LOAD-003',
  'RUNTIME-013': 'SPEC-LOAD-003',
  'RUNTIME-015': 'SPEC-LOAD-003',
  // The build does not expose the module asked for.
  'RUNTIME-014': 'SPEC-LOAD-004',
};

const RUNTIME_CODE = /#(RUNTIME-\d{3})\b/;

/**
 * The one classification of load failures: what the shell's own loading threw keeps its code
 * (the deadline, a manifest that is not JSON), a federation runtime error maps by its code, and
 * anything else (a chunk that failed to load, say) is a remote that could not be loaded.
 */
export function classifyLoadError(remote: RemoteName, error: unknown): SpecifyError {
  if (isSpecifyError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const runtimeCode = RUNTIME_CODE.exec(message)?.[1];
  const code = (runtimeCode && RUNTIME_CODES[runtimeCode]) || 'SPEC-LOAD-001';
  const what: Record<string, string> = {
    'SPEC-LOAD-001': 'could not be loaded',
    'SPEC-LOAD-003': 'served a bad manifest or entry',
    'SPEC-LOAD-004': 'does not expose what the shell asked for',
  };
  return new SpecifyError(
    code,
    `${remote} ${what[code] ?? 'could not be loaded'}${runtimeCode ? ` (${runtimeCode})` : ''}.`,
    { remote, ...(runtimeCode ? { runtimeCode } : {}) },
    error,
  );
}
