import { useState } from 'react';
import { useHydrateAtoms } from 'jotai/utils';
import type { EventBus, Market } from '@specify/contracts';
import { Dialog } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { signInViewAtom } from '../model/sign-in-state';
import { useSignInOutcome } from '../model/use-sign-in-outcome';
import { SignInPanel } from './sign-in-panel';

/**
 * The sign-up/sign-in modal (storefront §2): opened from anywhere through the shell, on the tab
 * asked for (`view`: a Sign up button opens it on Sign up).
 */
export function SignInDialog({
  bus,
  market,
  returnTo,
  view = 'sign-in',
  onClose,
}: {
  bus: EventBus;
  market: Market;
  returnTo?: string;
  view?: 'sign-in' | 'sign-up';
  onClose: () => void;
}) {
  const t = useMessages();
  useHydrateAtoms([[signInViewAtom, view]]);
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose();
  };
  const outcome = useSignInOutcome({ bus, market, returnTo, onDone: close });
  return (
    <Dialog open={open} onClose={close} title={t('signIn.title')}>
      <SignInPanel
        bus={bus}
        onSignedIn={outcome.signedIn}
        onRegistered={outcome.registered}
        onResetSent={outcome.resetSent}
      />
    </Dialog>
  );
}
