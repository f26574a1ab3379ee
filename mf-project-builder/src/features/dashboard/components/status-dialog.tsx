import { useEffect, useRef, useState } from 'react';
import { PROJECT_TIMERS, type ProjectSummary } from '@specify/contracts';
import { Button, Dialog } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';

export type StatusAction = 'delete' | 'close' | 'open';

export interface StatusDialogProps {
  action: StatusAction;
  project: ProjectSummary;
  /**
   * `changed`: the lists and counts may be stale (the project was deleted, closed or opened, or
   * the change was refused, perhaps because the project changed elsewhere).
   */
  onClose: (changed: boolean) => void;
}

/**
 * Delete, Close or Open, asked once more (project-builder.md §4): 'Are you sure you want to …'
 * with 'Yes, please …' and Cancel. Success says so and closes itself after 3 s. A failure says so
 * in the dialog ('Failed to delete project' or 'Failed to update project', §8, with the platform's
 * reason) and leaves Cancel or another try to the user: closing as if cancelled told them nothing
 * (issue 30). Close and Open set the status toggle (true: open); Delete sends the version the list
 * read, so a project changed elsewhere is not deleted unseen.
 */
export function StatusDialog({ action, project, onClose }: StatusDialogProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [state, setState] = useState<'asking' | 'working' | 'done'>('asking');
  const [failure, setFailure] = useState('');
  const done = useRef<HTMLParagraphElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useMutationAction('project/deleteProject');
  const setStatus = useMutationAction('project/updateProjectStatus');
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (state !== 'done') return undefined;
    done.current?.focus();
    const timer = setTimeout(() => close.current(true), PROJECT_TIMERS.dialogCloseMs);
    return () => clearTimeout(timer);
  }, [state]);

  async function confirm() {
    setState('working');
    setFailure('');
    try {
      if (action === 'delete')
        await remove.trigger({ id: project.shoppingListId, version: project.version });
      else
        await setStatus.trigger({
          shoppingListId: project.shoppingListId,
          version: project.version,
          fieldName: 'status',
          status: action === 'open',
        });
      setState('done');
    } catch (error) {
      const reason = actionMessage(error, '');
      const failed = t(`dashboard.${action}.failed`);
      setFailure(reason ? `${failed}: ${reason}` : failed);
      setState('asking');
    }
  }

  return (
    <Dialog
      open
      size="sm"
      title={t(`dashboard.${action}.title`)}
      onClose={() => close.current(state === 'done' || failure !== '')}
      dismissible={state !== 'working'}
      initialFocus={cancel}
      footer={
        state !== 'done' && (
          <>
            <Button
              ref={cancel}
              variant="secondary"
              onClick={() => close.current(failure !== '')}
              disabled={state === 'working'}
            >
              {t('dashboard.cancel')}
            </Button>
            <Button
              variant={action === 'delete' ? 'danger' : 'primary'}
              busy={state === 'working'}
              onClick={() => void confirm()}
            >
              {t(`dashboard.${action}.confirm`)}
            </Button>
          </>
        )
      }
    >
      {state !== 'done' && (
        <p>{t(`dashboard.${action}.question`, { name: project.projectName })}</p>
      )}
      <p role="alert" className="builder-dashboard__failed-line">
        {failure}
      </p>
      <p ref={done} role="status" tabIndex={-1} className="builder-dashboard__done">
        {state === 'done' ? t(`dashboard.${action}.done`) : ''}
      </p>
    </Dialog>
  );
}
