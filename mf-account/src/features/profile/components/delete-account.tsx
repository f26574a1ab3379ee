import { useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { ANONYMOUS_SESSION, type EventBus } from '@specify/contracts';
import { Button, ConfirmDialog, TextField } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { useDeleteAccount } from '../../../lib/api/account';

/** Storefront §6: deleting the account requires the password, and asks once more. */
export function DeleteAccount({ bus, email }: { bus: EventBus; email: string }) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();

  async function confirm() {
    try {
      await remove.trigger({ password });
      setConfirming(false);
      bus.publish('auth:changed', { session: ANONYMOUS_SESSION });
      navigateToUrl('/');
    } catch (failure) {
      setConfirming(false);
      setError(actionMessage(failure, t('error.generic')));
    }
  }

  return (
    <form
      noValidate
      aria-label={t('delete.title')}
      onSubmit={(event) => {
        event.preventDefault();
        setError(password ? undefined : t('delete.passwordRequired'));
        if (password) setConfirming(true);
      }}
    >
      <p className="account-form__intro">{t('delete.intro')}</p>
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="danger">
        {t('delete.submit')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmBody')}
        confirmLabel={t('delete.confirm')}
        tone="danger"
        busy={remove.isMutating}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
