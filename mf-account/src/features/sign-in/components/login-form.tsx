import { useState, type FormEvent } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { encodePassword, type EventBus, type LoginResponse } from '@specify/contracts';
import { Button, Checkbox, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { hasErrors, validateLogin, type FieldErrors } from '../model/validate';
import { useLogin, useResendVerification } from '../../../lib/api/account';
import { signInEmailAtom, signInViewAtom } from '../model/sign-in-state';

export interface LoginFormProps {
  bus: EventBus;
  /** Signed in (status OK): the caller closes, announces the session and routes on. */
  onSignedIn: (response: LoginResponse) => void;
}

/**
 * Email, Password and Remember me (storefront §4 "Login", §5, §8): the §5 checks before sending,
 * the server's message on failure, and for an unverified email the reminder with a working
 * resend.
 */
export function LoginForm({ bus, onSignedIn }: LoginFormProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [email, setEmail] = useAtom(signInEmailAtom);
  const setView = useSetAtom(signInViewAtom);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [failure, setFailure] = useState<string>();
  const [unverified, setUnverified] = useState(false);
  const [resendNote, setResendNote] = useState<string>();
  const login = useLogin(bus);
  const resend = useResendVerification();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateLogin(email, password);
    setErrors(checked);
    setFailure(undefined);
    setUnverified(false);
    setResendNote(undefined);
    if (hasErrors(checked)) return;
    try {
      const response = await login.trigger({
        email: email.trim().toLowerCase(),
        password: encodePassword(password),
        remember,
      });
      if (response.loginStatusCode === 'EMAIL_NOT_VERIFIED') setUnverified(true);
      else onSignedIn(response);
    } catch (error) {
      setFailure(actionMessage(error, t('login.failed')));
    }
  }

  async function resendLink() {
    try {
      await resend.trigger({ email: email.trim().toLowerCase() });
      setResendNote(t('login.resent'));
    } catch (error) {
      setResendNote(actionMessage(error, t('login.resendFailed')));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('signIn.tab.signIn')}>
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        error={errors.email && t(errors.email)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={password}
        error={errors.password && t(errors.password)}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Checkbox
        label={t('field.remember')}
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
      {unverified && (
        <div role="alert" className="account-form__alert">
          <p>{t('login.unverified')}</p>
          <Button
            variant="secondary"
            size="sm"
            busy={resend.isMutating}
            onClick={() => void resendLink()}
          >
            {t('login.resend')}
          </Button>
          {resendNote && <p role="status">{resendNote}</p>}
        </div>
      )}
      <div className="account-form__actions">
        <Button type="submit" block busy={login.isMutating}>
          {t('login.submit')}
        </Button>
        <Button variant="ghost" onClick={() => setView('forgot-password')}>
          {t('login.forgot')}
        </Button>
      </div>
    </form>
  );
}
