import { Provider as StateProvider } from 'jotai';
import type { SignInParcelProps } from '@specify/contracts';
import { Dialog, createParcelLifecycles } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { SignInDialog } from '../features/sign-in/components/sign-in-dialog';
import { MessagesProvider, useMessages } from '../i18n/messages';
import '../account.css';

/**
 * The parcel's root: its own providers, as it renders outside mf-account's app; its own jotai store
 * too, so it never shares UI state with the app or with another mount of itself.
 */
export function SignInParcelRoot({ market, bus, returnTo, view, onClose }: SignInParcelProps) {
  return (
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <StateProvider>
          <SignInDialog
            bus={bus}
            market={market}
            returnTo={returnTo}
            view={view}
            onClose={onClose}
          />
        </StateProvider>
      </ActionProvider>
    </MessagesProvider>
  );
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open onClose={onClose} title={t('action.signIn')}>
      <p role="alert">{t('signIn.unavailable')}</p>
    </Dialog>
  );
}

/** `./sign-in`: single-spa parcel lifecycles the shell mounts on `auth:login-requested`. */
export default createParcelLifecycles<SignInParcelProps>({
  root: SignInParcelRoot,
  // A crash inside the dialog still leaves the visitor a way out.
  fallback: (props) => (
    <MessagesProvider market={props.market}>
      <Unavailable onClose={props.onClose} />
    </MessagesProvider>
  ),
});
