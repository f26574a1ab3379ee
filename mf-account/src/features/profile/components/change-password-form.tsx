import { useState, type FormEvent } from 'react';
import type { EventBus } from '@specify/contracts';
import { Button, TextField } from '@specify/ui';
import { useMessages, type MessageId } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { hasErrors, validateNewPassword } from '../../../lib/form-rules';
import { useChangePassword } from '../../../lib/api/account';
import { NewPasswordFields } from '../../../lib/new-password-fields';

/**
 * My Account: the current password, then a new one by the sign-up rules. The account's email
 * rides along hidden so a password manager knows which login it is updating.
 */
export function ChangePasswordForm({ bus, email }: { bus: EventBus; email: string }) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'current' | 'next' | 'confirmation', MessageId>>
  >({});
  const [status, setStatus] = useState<{ ok: boolean; text: string }>();
  const change = useChangePassword(bus);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = validateNewPassword(next, confirmation);
    const checked = {
      ...(current ? {} : { current: 'password.currentRequired' as const }),
      ...(rules.password ? { next: rules.password } : {}),
      ...(rules.confirmation ? { confirmation: rules.confirmation } : {}),
    };
    setErrors(checked);
    setStatus(undefined);
    if (hasErrors(checked)) return;
    try {
      await change.trigger({ oldPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirmation('');
      setStatus({ ok: true, text: t('password.done') });
    } catch (error) {
      setStatus({ ok: false, text: actionMessage(error, t('error.generic')) });
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('password.title')}>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={current}
        error={errors.current && t(errors.current)}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <NewPasswordFields
        password={next}
        confirmation={confirmation}
        errors={{ password: errors.next, confirmation: errors.confirmation }}
        onPassword={setNext}
        onConfirmation={setConfirmation}
      />
      {status && (
        <p
          role={status.ok ? 'status' : 'alert'}
          className={status.ok ? 'account-form__ok' : 'account-form__alert'}
        >
          {status.text}
        </p>
      )}
      <Button type="submit" variant="secondary" busy={change.isMutating}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
