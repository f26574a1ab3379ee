import { useState, type FormEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { Button, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { hasErrors, validateResetEmail, type FieldErrors } from '../model/validate';
import { useRequestPasswordReset } from '../../../lib/api/account';
import { signInEmailAtom, signInViewAtom } from '../model/sign-in-state';

/**
 * Reset, first step (storefront §4 "Reset password"): enter the email (the one typed on sign in, if
 * any), send the link.
 */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [email, setEmail] = useAtom(signInEmailAtom);
  const setView = useSetAtom(signInViewAtom);
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [failure, setFailure] = useState<string>();
  const request = useRequestPasswordReset();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateResetEmail(email);
    setErrors(checked);
    setFailure(undefined);
    if (hasErrors(checked)) return;
    try {
      await request.trigger({ email: email.trim().toLowerCase() });
      onSent(email.trim().toLowerCase());
    } catch (error) {
      setFailure(actionMessage(error, t('error.generic')));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('reset.title')}>
      <p className="account-form__intro">{t('reset.intro')}</p>
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        error={errors.email && t(errors.email)}
        onChange={(event) => setEmail(event.target.value)}
      />
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
      <div className="account-form__actions">
        <Button type="submit" block busy={request.isMutating}>
          {t('reset.submit')}
        </Button>
        <Button variant="ghost" onClick={() => setView('sign-in')}>
          {t('reset.back')}
        </Button>
      </div>
    </form>
  );
}
