import { sessionKind, type QuickViewParcelProps } from '@specify/contracts';
import { useSession } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { QuickView } from '../routes/quick-view-dialog';
import { MessagesProvider } from '../i18n/messages';
import '../product.css';

/** The quick view's root: its own providers, as it renders outside mf-product's app. */
export function QuickViewRoot({ market, bus, session, request, onClose }: QuickViewParcelProps) {
  const viewer = sessionKind(useSession(session, bus));
  return (
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <QuickView market={market} viewer={viewer} bus={bus} request={request} onClose={onClose} />
      </ActionProvider>
    </MessagesProvider>
  );
}
