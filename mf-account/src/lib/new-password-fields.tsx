import { TextField } from '@specify/ui';
import { useMessages, type MessageId } from '../i18n/messages';

/**
 * A new password and its confirmation, as sign-up, the reset link and My Account ask for them:
 * the password hint, `new-password` for password managers, each field's own error (the caller
 * checks them with validateNewPassword or the sign-up rules).
 */
export function NewPasswordFields({
  label = 'field.newPassword',
  password,
  confirmation,
  errors,
  onPassword,
  onConfirmation,
}: {
  /** Sign-up asks for a "Password"; the others for a "New password". */
  label?: MessageId;
  password: string;
  confirmation: string;
  errors: { password?: MessageId; confirmation?: MessageId };
  onPassword(value: string): void;
  onConfirmation(value: string): void;
}) {
  const t = useMessages();
  return (
    <>
      <TextField
        label={t(label)}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        hint={t('field.passwordHint')}
        value={password}
        error={errors.password && t(errors.password)}
        onChange={(event) => onPassword(event.target.value)}
      />
      <TextField
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        value={confirmation}
        error={errors.confirmation && t(errors.confirmation)}
        onChange={(event) => onConfirmation(event.target.value)}
      />
    </>
  );
}
