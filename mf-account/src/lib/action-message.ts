import { ActionCallError } from '@specify/contracts';
import { useMessages } from '../i18n/messages';

/**
 * What a failed call says to the visitor: the platform's message for an expected failure (it is
 * written to be shown, storefront §8 "the server's message as is"), the catalogue's offline and
 * timeout messages when no answer came, else the fallback given.
 */
export function useActionMessage(): (error: unknown, fallback: string) => string {
  const t = useMessages();
  return (error, fallback) => {
    if (!(error instanceof ActionCallError)) return fallback;
    if (error.code === 'NETWORK') return t('error.offline');
    if (error.code === 'TIMEOUT') return t('error.timeout');
    if (error.code === 'HTTP' || error.code === 'SPEC-CONTRACT-001') return fallback;
    return error.message;
  };
}
