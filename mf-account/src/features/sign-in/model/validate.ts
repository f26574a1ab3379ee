import {
  EMAIL_PATTERN,
  SIGN_UP_EMAIL_PATTERN,
  VALIDATION_MESSAGES,
  isStrongPassword,
} from '@specify/contracts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Storefront §5 "Login": email and password required; the email must look like one. */
export function validateLogin(email: string, password: string): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!email.trim()) errors.email = VALIDATION_MESSAGES['error.auth.wrong'];
  else if (!EMAIL_PATTERN.test(email.trim()))
    errors.email = VALIDATION_MESSAGES['error.auth.email.wrong'];
  if (!password) errors.password = VALIDATION_MESSAGES['error.auth.wrong'];
  return errors;
}

/**
 * Storefront §5 "Sign-up": all three fields required (error.auth.wrong.details), the looser
 * sign-up email pattern, a strong password, and a confirmation that matches.
 */
export function validateSignUp(
  email: string,
  password: string,
  confirmation: string,
): FieldErrors<'email' | 'password' | 'confirmation'> {
  const errors: FieldErrors<'email' | 'password' | 'confirmation'> = {};
  const required = VALIDATION_MESSAGES['error.auth.wrong.details'];
  if (!email.trim()) errors.email = required;
  else if (!SIGN_UP_EMAIL_PATTERN.test(email.trim()))
    errors.email = VALIDATION_MESSAGES['error.auth.email.wrong'];
  if (!password) errors.password = required;
  else if (!isStrongPassword(password))
    errors.password = VALIDATION_MESSAGES['error.auth.password.wrong'];
  if (!confirmation) errors.confirmation = required;
  else if (password && confirmation !== password)
    errors.confirmation = VALIDATION_MESSAGES['error.password.notConfirmed'];
  return errors;
}

/** Storefront §8 "Empty email on reset: error.auth.email.wrong". */
export function validateResetEmail(email: string): FieldErrors<'email'> {
  return EMAIL_PATTERN.test(email.trim())
    ? {}
    : { email: VALIDATION_MESSAGES['error.auth.email.wrong'] };
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
