import { VALIDATION_MESSAGES, isStrongPassword } from '@specify/contracts';

/** A form's messages by field; a field without an entry is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * Storefront §5: a new password (sign-up, reset, change) is required and strong, and its
 * confirmation is required and matches.
 */
export function validateNewPassword(
  password: string,
  confirmation: string,
): FieldErrors<'password' | 'confirmation'> {
  const errors: FieldErrors<'password' | 'confirmation'> = {};
  const required = VALIDATION_MESSAGES['error.auth.wrong.details'];
  if (!password) errors.password = required;
  else if (!isStrongPassword(password))
    errors.password = VALIDATION_MESSAGES['error.auth.password.wrong'];
  if (!confirmation) errors.confirmation = required;
  else if (password && confirmation !== password)
    errors.confirmation = VALIDATION_MESSAGES['error.password.notConfirmed'];
  return errors;
}
