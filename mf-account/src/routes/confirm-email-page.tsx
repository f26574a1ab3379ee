import { useEffect, useRef, useState } from 'react';
import type { EventBus } from '@specify/contracts';
import { Button, Spinner, usePageLocation } from '@specify/ui';
import { useActionMessage } from '../lib/action-message';
import { useMessages } from '../i18n/messages';
import { useConfirmEmail } from '../lib/api/account';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';

/** `/confirm-email?token=`: confirms the address once, then offers to sign in. */
export function ConfirmEmailPage({ bus }: { bus: EventBus }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('confirm.title')), undefined);
  const actionMessage = useActionMessage();
  const token = new URLSearchParams(usePageLocation().search).get('token') ?? '';
  const confirm = useConfirmEmail(bus);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const sent = useRef(false);
  useEffect(() => {
    // A link works once: never send it twice (React's development double effects included).
    if (!token || sent.current) return;
    sent.current = true;
    confirm.trigger({ token }).then(
      () => setResult({ ok: true, text: t('confirm.done') }),
      (error: unknown) => setResult({ ok: false, text: actionMessage(error, t('error.generic')) }),
    );
  }, [token, confirm, t, actionMessage]);
  return (
    <section aria-labelledby="confirm-title" className="account-page">
      <h1 id="confirm-title">{t('confirm.title')}</h1>
      {!token && <p role="alert">{t('confirm.linkMissing')}</p>}
      {token && !result && <Spinner label={t('confirm.working')} />}
      {result && <p role={result.ok ? 'status' : 'alert'}>{result.text}</p>}
      {result?.ok && (
        <Button onClick={() => bus.publish('auth:login-requested', {})}>
          {t('action.signIn')}
        </Button>
      )}
    </section>
  );
}
