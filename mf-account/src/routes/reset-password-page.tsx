import { useState, type FormEvent } from 'react';
import { href, type EventBus, type Market } from '@specify/contracts';
import { Button, PageLink, usePageLocation } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { useActionMessage } from '../lib/action-message';
import { hasErrors, validateNewPassword, type FieldErrors } from '../lib/form-rules';
import { useMessages } from '../i18n/messages';
import { useResetPassword } from '../lib/api/account';
import { NewPasswordFields } from '../lib/new-password-fields';

/** `/reset-password?token=`: a new password, with the sign-up rules; a used or old link says so. */
export function ResetPasswordPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('reset.newTitle')), undefined);
  const actionMessage = useActionMessage();
  const token = new URLSearchParams(usePageLocation().search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirmation'>>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const reset = useResetPassword(bus);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNewPassword(password, confirmation);
    setErrors(checked);
    setFailure(undefined);
    if (hasErrors(checked)) return;
    try {
      await reset.trigger({ token, newPassword: password });
      setDone(true);
    } catch (error) {
      setFailure(actionMessage(error, t('error.generic')));
    }
  }

  return (
    <section aria-labelledby="reset-title" className="account-page">
      <h1 id="reset-title">{t('reset.newTitle')}</h1>
      {!token ? (
        <p role="alert">{t('reset.linkMissing')}</p>
      ) : done ? (
        <>
          <p role="status">{t('reset.done')}</p>
          <PageLink to={href('login', market)}>{t('action.signIn')}</PageLink>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('reset.newTitle')}>
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            errors={errors}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          {failure && (
            <p role="alert" className="account-form__alert">
              {failure}
            </p>
          )}
          <Button type="submit" block busy={reset.isMutating}>
            {t('reset.newSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
