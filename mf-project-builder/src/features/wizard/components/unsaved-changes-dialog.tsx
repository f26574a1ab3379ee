import { useRef } from 'react';
import { Button, Dialog } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';

/**
 * 'Changes are not saved. Please save or discard.' (project-builder.md §2 "Wizard"): Save and
 * continue, Discard changes, or close to stay. Saving first has focus: it keeps the work.
 */
export function UnsavedChangesDialog({
  open,
  saving,
  onSave,
  onDiscard,
  onClose,
}: {
  open: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onClose: () => void;
}) {
  const t = useMessages();
  const save = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('wizard.unsaved.text')}
      size="sm"
      initialFocus={save}
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onDiscard} disabled={saving}>
            {t('wizard.unsaved.discard')}
          </Button>
          <Button ref={save} busy={saving} onClick={onSave}>
            {t('wizard.unsaved.save')}
          </Button>
        </>
      }
    />
  );
}
