import { actionFailureMessage } from '@specify/contracts';
import { useMessages } from '../i18n/messages';

/**
 * What a failed call says to the user (actionFailureMessage, the site's one rule), in this
 * remote's words; project-builder.md §8: a network failure shows the no-internet message.
 */
export function useActionMessage(): (error: unknown, fallback?: string) => string {
  const t = useMessages();
  return (error, fallback = t('error.generic')) =>
    actionFailureMessage(error, {
      offline: t('error.offline'),
      timeout: t('error.timeout'),
      fallback,
    });
}
