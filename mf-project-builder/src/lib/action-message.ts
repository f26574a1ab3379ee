import { ActionCallError } from '@specify/contracts';
import { useMessages } from '../i18n/messages';

/**
 * What a failed call says to the user: the platform's message for an expected failure (written to
 * be shown), the catalogue's offline and timeout messages when no answer came (project-builder.md
 * §8: a network failure shows the no-internet message), else the fallback given.
 */
export function useActionMessage(): (error: unknown, fallback?: string) => string {
  const t = useMessages();
  return (error, fallback = t('error.generic')) => {
    if (!(error instanceof ActionCallError)) return fallback;
    if (error.code === 'NETWORK') return t('error.offline');
    if (error.code === 'TIMEOUT') return t('error.timeout');
    if (error.code === 'HTTP' || error.code === 'SPEC-CONTRACT-001' || error.code === 'INTERNAL')
      return fallback;
    return error.message;
  };
}
