import { Provider as StateProvider } from 'jotai';
import type { AddToCartParcelProps } from '@specify/contracts';
import { Dialog, createParcelLifecycles } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { AddToCartDialog } from '../features/add-to-cart/components/add-to-cart-dialog';
import { MessagesProvider, useMessages } from '../i18n/messages';
import '../account.css';

/**
 * The parcel's root: its own providers, as it renders outside mf-account's app; its own jotai store
 * too, so it never shares UI state with the app or with another mount of itself.
 */
export function AddToCartParcelRoot({ market, bus, request, onClose }: AddToCartParcelProps) {
  return (
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <StateProvider>
          <AddToCartDialog bus={bus} market={market} request={request} onClose={onClose} />
        </StateProvider>
      </ActionProvider>
    </MessagesProvider>
  );
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open onClose={onClose} title={t('cart.title')}>
      <p role="alert">{t('addToCart.unavailable')}</p>
    </Dialog>
  );
}

/** `./add-to-cart`: single-spa parcel lifecycles the shell mounts on `cart:add-requested`. */
export default createParcelLifecycles<AddToCartParcelProps>({
  root: AddToCartParcelRoot,
  // A crash inside the dialog still leaves the visitor a way out.
  fallback: (props) => (
    <MessagesProvider market={props.market}>
      <Unavailable onClose={props.onClose} />
    </MessagesProvider>
  ),
});
