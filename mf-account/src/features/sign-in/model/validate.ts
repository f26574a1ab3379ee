import { EMAIL_PATTERN, SIGN_UP_EMAIL_PATTERN } from '@specify/contracts';
import { type FieldErrors, validateNewPassword } from '../../../lib/form-rules';

export { hasErrors, type FieldErrors } from '../../../lib/form-rules';

/** Storefront §5 "Login": email and password required; the email must look like one. */
export function validateLogin(email: string, password: string): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!email.trim()) errors.email = 'error.auth.wrong';
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = 'error.auth.email.wrong';
  if (!password) errors.password = 'error.auth.wrong';
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
  if (!email.trim()) errors.email = 'error.auth.wrong.details';
  else if (!SIGN_UP_EMAIL_PATTERN.test(email.trim())) errors.email = 'error.auth.email.wrong';
  return { ...errors, ...validateNewPassword(password, confirmation) };
}

/** Storefront §8 "Empty email on reset: error.auth.email.wrong". */
export function validateResetEmail(email: string): FieldErrors<'email'> {
  return EMAIL_PATTERN.test(email.trim()) ? {} : { email: 'error.auth.email.wrong' };
}
