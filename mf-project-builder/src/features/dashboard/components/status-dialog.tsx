import { useEffect, useRef, useState } from 'react';
import { PROJECT_TIMERS, type ProjectSummary } from '@specify/contracts';
import { Button, Dialog } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';

export type StatusAction = 'delete' | 'close' | 'open';

export interface StatusDialogProps {
  action: StatusAction;
  project: ProjectSummary;
  /** `changed`: the project was deleted, closed or opened, so the lists and counts are stale. */
  onClose: (changed: boolean) => void;
}

/**
 * Delete, Close or Open, asked once more (project-builder.md §4): 'Are you sure you want to …'
 * with 'Yes, please …' and Cancel. Success says so and closes itself after 3 s; a failure closes
 * the dialog as if cancelled. Close and Open set the status toggle (true: open); Delete sends the
 * version the list read, so a project changed elsewhere is not deleted unseen.
 */
export function StatusDialog({ action, project, onClose }: StatusDialogProps) {
  const t = useMessages();
  const [state, setState] = useState<'asking' | 'working' | 'done'>('asking');
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
      console.error(`${action} failed for project ${project.shoppingListId}.`, error);
      close.current(false);
    }
  }

  return (
    <Dialog
      open
      size="sm"
      title={t(`dashboard.${action}.title`)}
      onClose={() => close.current(state === 'done')}
      dismissible={state !== 'working'}
      initialFocus={cancel}
      footer={
        state !== 'done' && (
          <>
            <Button
              ref={cancel}
              variant="secondary"
              onClick={() => close.current(false)}
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
      <p ref={done} role="status" tabIndex={-1} className="builder-dashboard__done">
        {state === 'done' ? t(`dashboard.${action}.done`) : ''}
      </p>
    </Dialog>
  );
}
