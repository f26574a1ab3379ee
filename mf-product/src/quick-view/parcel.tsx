import type { QuickViewParcelProps } from '@specify/contracts';
import { Dialog, createParcelLifecycles } from '@specify/ui';
import { MessagesProvider, useMessages } from '../i18n/messages';

function Unavailable({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog open onClose={onClose} title={t('quickView.title')} size="sm">
      <p role="alert">{t('quickView.unavailable')}</p>
    </Dialog>
  );
}

/** `./quick-view`: single-spa parcel lifecycles the shell mounts on `product:quick-view-requested`. */
export default createParcelLifecycles<QuickViewParcelProps>({
  // The dialog and the product detail it shows load only when a quick view is first opened.
  loadRoot: () => import('./quick-view-root').then((module) => module.QuickViewRoot),
  // A crash inside the dialog still leaves the visitor a way out.
  fallback: (props) => (
    <MessagesProvider market={props.market}>
      <Unavailable onClose={props.onClose} />
    </MessagesProvider>
  ),
});
