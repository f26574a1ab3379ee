import { useState } from 'react';
import type { EventBus, LoginResponse } from '@specify/contracts';
import { Tabs } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

export interface SignInPanelProps {
  bus: EventBus;
  onSignedIn: (response: LoginResponse) => void;
  onRegistered: (email: string) => void;
  onResetSent: (email: string) => void;
}

/** Sign in and Sign up as tabs, with the reset step in place of them: the modal's and /login's body. */
export function SignInPanel({ bus, onSignedIn, onRegistered, onResetSent }: SignInPanelProps) {
  const t = useMessages();
  const [forgot, setForgot] = useState(false);
  if (forgot)
    return (
      <section aria-label={t('reset.title')}>
        <h3 className="account-form__heading">{t('reset.title')}</h3>
        <ForgotPasswordForm onSent={onResetSent} onBack={() => setForgot(false)} />
      </section>
    );
  return (
    <Tabs
      label={t('signIn.tabs')}
      tabs={[
        {
          id: 'sign-in',
          label: t('signIn.tab.signIn'),
          panel: (
            <LoginForm bus={bus} onSignedIn={onSignedIn} onForgotPassword={() => setForgot(true)} />
          ),
        },
        {
          id: 'sign-up',
          label: t('signIn.tab.signUp'),
          panel: <SignUpForm bus={bus} onRegistered={onRegistered} />,
        },
      ]}
    />
  );
}
