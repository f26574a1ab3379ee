import { useState } from 'react';
import type { EventBus, Market } from '@specify/contracts';
import { Dialog } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useSignInOutcome } from '../model/use-sign-in-outcome';
import { SignInPanel } from './sign-in-panel';

/** The sign-up/sign-in modal (storefront §2): opened from anywhere through the shell. */
export function SignInDialog({
  bus,
  market,
  returnTo,
  onClose,
}: {
  bus: EventBus;
  market: Market;
  returnTo?: string;
  onClose: () => void;
}) {
  const t = useMessages();
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
