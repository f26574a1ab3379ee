import { actionFailureMessage } from '@specify/contracts';
import { useMessages } from '../i18n/messages';

/**
 * What a failed call says to the visitor (actionFailureMessage, the site's one rule), in this
 * remote's words.
 */
export function useActionMessage(): (error: unknown, fallback: string) => string {
  const t = useMessages();
  return (error, fallback) =>
    actionFailureMessage(error, {
      offline: t('error.offline'),
      timeout: t('error.timeout'),
      fallback,
    });
}
