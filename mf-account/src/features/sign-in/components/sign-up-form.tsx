import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { MARKET_STORE_KEYS, encodePassword, type EventBus } from '@specify/contracts';
import { Button, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { hasErrors, validateSignUp, type FieldErrors } from '../model/validate';
import { useRegister } from '../../../lib/api/account';
import { NewPasswordFields } from '../../../lib/new-password-fields';
import { signInEmailAtom } from '../model/sign-in-state';

/**
 * Sign-up (storefront §4 "Registration", §5): email, password and confirmation checked with the
 * §5 messages; the server's message is shown as is; success goes to the verify page.
 */
export function SignUpForm({
  bus,
  onRegistered,
}: {
  bus: EventBus;
  onRegistered: (email: string) => void;
}) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [email, setEmail] = useAtom(signInEmailAtom);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password' | 'confirmation'>>({});
  const [failure, setFailure] = useState<string>();
  const register = useRegister(bus);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateSignUp(email, password, confirmation);
    setErrors(checked);
    setFailure(undefined);
    if (hasErrors(checked)) return;
    try {
      const response = await register.trigger({
        Username: email.trim().toLowerCase(),
        Password: encodePassword(password),
        ConfirmPassword: encodePassword(confirmation),
        website: window.location.origin,
        stores: [...MARKET_STORE_KEYS],
      });
      onRegistered(response.email);
    } catch (error) {
      setFailure(actionMessage(error, t('error.generic')));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('signIn.tab.signUp')}>
      <p className="account-form__intro">{t('signUp.intro')}</p>
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        maxLength={100}
        value={email}
        error={errors.email && t(errors.email)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <NewPasswordFields
        label="field.password"
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
      <Button type="submit" block busy={register.isMutating}>
        {t('signUp.submit')}
      </Button>
    </form>
  );
}
