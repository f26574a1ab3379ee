import { useEffect, useState } from 'react';
import { href, type Market } from '@specify/contracts';
import { Button, PageLink, usePageLocation } from '@specify/ui';
import { useActionMessage } from '../lib/action-message';
import { useMessages } from '../i18n/messages';
import { useRequestPasswordReset } from '../lib/api/account';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';

/** Storefront §9: success messages show for 2 s. */
export const SUCCESS_MESSAGE_MS = 2000;

/** `/password-reset-confirm?email=`: the link is on its way; resend it, or go back to sign in. */
export function PasswordResetConfirmPage({ market }: { market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('reset.sentTitle')), undefined);
  const actionMessage = useActionMessage();
  const email = new URLSearchParams(usePageLocation().search).get('email') ?? '';
  const request = useRequestPasswordReset();
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string }>();
  useEffect(() => {
    if (note?.tone !== 'ok') return;
    const timer = setTimeout(() => setNote(undefined), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  async function resend() {
    try {
      await request.trigger({ email });
      setNote({ tone: 'ok', text: t('reset.resent') });
    } catch (error) {
      setNote({ tone: 'error', text: actionMessage(error, t('error.generic')) });
    }
  }
  return (
    <section aria-labelledby="reset-sent-title" className="account-page">
      <h1 id="reset-sent-title">{t('reset.sentTitle')}</h1>
      <p>{t('reset.sent', { email })}</p>
      <div className="account-form__actions">
        <Button variant="secondary" busy={request.isMutating} onClick={() => void resend()}>
          {t('reset.resend')}
        </Button>
        <PageLink to={href('login', market)}>{t('reset.back')}</PageLink>
      </div>
      {note && <p role={note.tone === 'ok' ? 'status' : 'alert'}>{note.text}</p>}
    </section>
  );
}
