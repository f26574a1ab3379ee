import { Button } from '@specify/ui';
import { REMOTE_DEFINITIONS, type RemoteName, type SpecifyError } from '@specify/contracts';

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: SpecifyError;
  onRetry: () => void;
}

/** Shown in place of a remote that is down, slow, broken or threw: the rest of the page carries on. */
export function RemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  return (
    <section
      role="alert"
      aria-labelledby={`fallback-${remote}`}
      data-fallback={remote}
      data-error-code={error.code}
      className="shell-fallback"
    >
      <h1 id={`fallback-${remote}`}>
        {REMOTE_DEFINITIONS[remote].label} are unavailable right now
      </h1>
      <p>This part of the site could not be loaded. The rest of the site still works.</p>
      <p>
        <small>Error code {error.code}</small>
      </p>
      <Button onClick={onRetry} autoFocus>
        Retry
      </Button>
    </section>
  );
}
