import { isStrongPassword, type ValidationMessageKey } from '@specify/contracts';

/**
 * The §5 messages the forms' rules give, by their contracts key: the rules stay free of words and
 * the screens word them from the catalogue (`t(key)`), so en-AU and en-NZ may say them differently.
 */
export type RuleMessage = Extract<
  ValidationMessageKey,
  | 'error.auth.wrong'
  | 'error.auth.wrong.details'
  | 'error.auth.email.wrong'
  | 'error.auth.password.wrong'
  | 'error.password.notConfirmed'
>;

/** A form's message keys by field; a field without an entry is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, RuleMessage>>;

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
  if (!password) errors.password = 'error.auth.wrong.details';
  else if (!isStrongPassword(password)) errors.password = 'error.auth.password.wrong';
  if (!confirmation) errors.confirmation = 'error.auth.wrong.details';
  else if (password && confirmation !== password)
    errors.confirmation = 'error.password.notConfirmed';
  return errors;
}
