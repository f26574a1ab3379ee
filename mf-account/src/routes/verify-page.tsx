import { useState } from 'react';
import { Button, usePageLocation } from '@specify/ui';
import { MessagePanel } from '@specify/ui/message-panel';
import { useActionMessage } from '../lib/action-message';
import { useMessages } from '../i18n/messages';
import { useResendVerification } from '../lib/api/account';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';

/**
 * `/verify?email=`: shown after sign-up, with a resend of the verification link. Without an
 * address (a link opened bare) it says what happened without naming one, and offers no resend.
 */
export function VerifyPage() {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('verify.title')), undefined);
  const actionMessage = useActionMessage();
  const email = new URLSearchParams(usePageLocation().search).get('email') ?? '';
  const resend = useResendVerification();
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string }>();
  async function send() {
    try {
      await resend.trigger({ email });
      setNote({ tone: 'ok', text: t('login.resent') });
    } catch (error) {
      setNote({ tone: 'error', text: actionMessage(error, t('login.resendFailed')) });
    }
  }
  return (
    <section aria-labelledby="verify-title" className="account-page">
      <MessagePanel
        icon="mail"
        headingLevel="h1"
        titleId="verify-title"
        title={t('verify.title')}
        actions={
          email && (
            <Button variant="secondary" busy={resend.isMutating} onClick={() => void send()}>
              {t('verify.resend')}
            </Button>
          )
        }
      >
        <p>{email ? t('verify.body', { email }) : t('verify.bodyNoEmail')}</p>
        <p>{t('verify.spam')}</p>
        {note && <p role={note.tone === 'ok' ? 'status' : 'alert'}>{note.text}</p>}
      </MessagePanel>
    </section>
  );
}
