import { Button, Spinner } from '@specify/ui';
import { REMOTE_DEFINITIONS, type RemoteName, type SpecifyError } from '@specify/contracts';
import { useMessages } from '../i18n/intl';

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: SpecifyError;
  onRetry: () => void;
}

/** Shown in place of a remote that is down, slow, broken or threw: the rest of the page carries on. */
export function RemoteFallback({ remote, error, onRetry }: RemoteFallbackProps) {
  const t = useMessages();
  return (
    <section
      role="alert"
      aria-labelledby={`fallback-${remote}`}
      data-fallback={remote}
      data-error-code={error.code}
      className="shell-fallback"
    >
      <h1 id={`fallback-${remote}`}>
        {t('region.unavailable', { label: REMOTE_DEFINITIONS[remote].label })}
      </h1>
      <p>{t('region.unavailableBody')}</p>
      <p>
        <small>{t('region.errorCode', { code: error.code })}</small>
      </p>
      <Button onClick={onRetry} autoFocus>
        {t('region.retry')}
      </Button>
    </section>
  );
}

/**
 * A remote's region until the remote shows its content: the region's one loading state. Once the
 * load is slow (`onRetry` given) it says so and offers Retry, while the load goes on.
 */
export function RegionLoading({ remote, onRetry }: { remote: RemoteName; onRetry?: () => void }) {
  const t = useMessages();
  return (
    <div className="shell-region-loading">
      <Spinner label={t('region.loading')} />
      {onRetry && (
        <p className="shell-region-loading__slow">
          {t('region.slow', { label: REMOTE_DEFINITIONS[remote].label })}{' '}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('region.retry')}
          </Button>
        </p>
      )}
    </div>
  );
}
