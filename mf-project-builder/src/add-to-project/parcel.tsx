import type { AddToProjectParcelProps } from '@specify/contracts';
import { Button, Dialog, createParcelLifecycles } from '@specify/ui';
import { ActionProvider } from '@specify/ui/api';
import { AddToProjectDialog } from '../features/add-to-project/components/add-to-project-dialog';
import { MessagesProvider, useMessages } from '../i18n/messages';

/** The parcel's root: its own providers, as it renders outside mf-project-builder's app. */
export function AddToProjectParcelRoot({
  market,
  bus,
  session,
  request,
  onClose,
}: AddToProjectParcelProps) {
  return (
    <MessagesProvider market={market}>
      <ActionProvider market={market}>
        <AddToProjectDialog
          market={market}
          bus={bus}
          session={session}
          request={request}
          onClose={onClose}
        />
      </ActionProvider>
    </MessagesProvider>
  );
}

function Unavailable({ onClose }: { onClose: () => void }) {
  const t = useMessages();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('addToProject.title')}
      size="sm"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('addToProject.done')}
        </Button>
      }
    >
      <p role="alert">{t('addToProject.unavailable')}</p>
    </Dialog>
  );
}

/**
 * `./add-to-project`: single-spa parcel lifecycles the shell mounts on `project:add-requested`
 * and `project:skus-uploaded`.
 */
export default createParcelLifecycles<AddToProjectParcelProps>({
  root: AddToProjectParcelRoot,
  // A crash inside the dialog still leaves the user a way out.
  fallback: (props) => (
    <MessagesProvider market={props.market}>
      <Unavailable onClose={props.onClose} />
    </MessagesProvider>
  ),
});
