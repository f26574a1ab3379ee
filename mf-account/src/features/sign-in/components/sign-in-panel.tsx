import { useEffect } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import type { EventBus, LoginResponse } from '@specify/contracts';
import { Tabs } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { resetSignInAtom, signInViewAtom } from '../model/sign-in-state';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

export interface SignInPanelProps {
  bus: EventBus;
  onSignedIn: (response: LoginResponse) => void;
  onRegistered: (email: string) => void;
  onResetSent: (email: string) => void;
}

/**
 * Sign in and Sign up as tabs, with the reset step in place of them: the modal's and /login's body.
 * The step and the email live in atoms the forms share, so switching keeps what was typed.
 */
export function SignInPanel({ bus, onSignedIn, onRegistered, onResetSent }: SignInPanelProps) {
  const t = useMessages();
  const [view, setView] = useAtom(signInViewAtom);
  const reset = useSetAtom(resetSignInAtom);
  // The app's store outlives the page (/login → /verify → /login): the panel starts over, as
  // it did when its state was its own.
  useEffect(() => () => reset(), [reset]);
  if (view === 'forgot-password')
    return (
      <section aria-label={t('reset.title')}>
        <h3 className="account-form__heading">{t('reset.title')}</h3>
        <ForgotPasswordForm onSent={onResetSent} />
      </section>
    );
  return (
    <Tabs
      label={t('signIn.tabs')}
      selected={view}
      onSelect={(id) => setView(id === 'sign-up' ? 'sign-up' : 'sign-in')}
      tabs={[
        {
          id: 'sign-in',
          label: t('signIn.tab.signIn'),
          panel: <LoginForm bus={bus} onSignedIn={onSignedIn} />,
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
