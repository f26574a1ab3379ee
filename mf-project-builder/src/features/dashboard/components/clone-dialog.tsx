import { useEffect, useId, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import {
  PROJECT_LIMITS,
  PROJECT_TIMERS,
  stripBlockedCharacters,
  type ProjectSummary,
} from '@specify/contracts';
import { Button, Dialog, TextField } from '@specify/ui';
import { useMutationAction } from '@specify/ui/api';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';

export interface CloneDialogProps {
  project: ProjectSummary;
  /** The signed-in user, who owns the copy. */
  accountId: string;
  /** `changed`: a copy was made, so the lists and counts are stale. */
  onClose: (changed: boolean) => void;
}

const cleanName = (text: string) => stripBlockedCharacters(text, PROJECT_LIMITS.cloneName);

/**
 * Clone (project-builder.md §4 "Clone dialog", §5 "Clone name", §8): a name is required, trimmed,
 * at most 50 characters and free of the blocked characters (never typed; stripped from a paste
 * and on Enter, then cut to 50). Idle, cloning, then 'Project cloned successfully.' and the
 * dialog closes after 3 s; a server error shows for 3 s without its leading 'Error:'.
 */
export function CloneDialog({ project, accountId, onClose }: CloneDialogProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const formId = useId();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState('');
  const [state, setState] = useState<'idle' | 'cloning' | 'success'>('idle');
  const clone = useMutationAction('project/cloneProject');
  const input = useRef<HTMLInputElement | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (state !== 'success') return undefined;
    done.current?.focus();
    const timer = setTimeout(() => close.current(true), PROJECT_TIMERS.dialogCloseMs);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (!failure) return undefined;
    const timer = setTimeout(() => setFailure(''), PROJECT_TIMERS.cloneMessageMs);
    return () => clearTimeout(timer);
  }, [failure]);

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const field = event.currentTarget;
    const start = field.selectionStart ?? name.length;
    const end = field.selectionEnd ?? name.length;
    const pasted = event.clipboardData.getData('text');
    setName(cleanName(`${name.slice(0, start)}${pasted}${name.slice(end)}`));
    setMissing(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state !== 'idle') return;
    const projectName = cleanName(name).trim();
    setName(projectName);
    if (!projectName) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    setFailure('');
    setState('cloning');
    try {
      await clone.trigger({
        projectName,
        customerId: accountId,
        shoppingListId: project.shoppingListId,
      });
      setState('success');
    } catch (error) {
      setFailure(actionMessage(error, t('dashboard.clone.failed')).replace(/^\s*Error:\s*/i, ''));
      setState('idle');
    }
  }

  return (
    <Dialog
      open
      title={t('dashboard.clone.title')}
      description={t('dashboard.clone.description', { name: project.projectName })}
      onClose={() => close.current(state === 'success')}
      dismissible={state !== 'cloning'}
      initialFocus={input}
      footer={
        state !== 'success' && (
          <>
            <Button
              variant="secondary"
              onClick={() => close.current(false)}
              disabled={state === 'cloning'}
            >
              {t('dashboard.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={state === 'cloning'}>
              {t('dashboard.clone.submit')}
            </Button>
          </>
        )
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        // TextField takes no ref; the dialog focuses the name field when it opens.
        ref={(form) => {
          input.current = form?.querySelector('input') ?? null;
        }}
      >
        <TextField
          label={t('dashboard.clone.name')}
          value={name}
          maxLength={PROJECT_LIMITS.cloneName}
          autoComplete="off"
          required
          readOnly={state !== 'idle'}
          error={missing ? t('dashboard.clone.required') : undefined}
          onChange={(event) => {
            setName(cleanName(event.target.value));
            setMissing(false);
          }}
          onPaste={onPaste}
        />
      </form>
      <p role="alert" className="builder-dashboard__failed-line">
        {failure}
      </p>
      <p ref={done} role="status" tabIndex={-1} className="builder-dashboard__done">
        {state === 'success' ? t('dashboard.clone.done') : ''}
      </p>
    </Dialog>
  );
}
