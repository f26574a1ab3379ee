import type { DomainErrorCode } from './api/action-errors';

/**
 * Field rules shared by the forms and the server (storefront §5). Each rule has the message key the
 * front ends translate and an English message the server returns as is.
 */

/** Local part, at sign, domain, a top-level part of two or more letters, no consecutive dots. */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The looser sign-up pattern: text, at, text, dot, text, no spaces. */
export const SIGN_UP_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

/** At least 8 characters, one uppercase letter, one digit, one special character. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

export const VALIDATION_MESSAGES = {
  'error.auth.email.wrong': 'Please enter a valid email address.',
  'error.auth.password.wrong':
    'Password must be at least 8 characters and contain an uppercase letter, a digit and a special character.',
  'error.auth.wrong.details': 'Email, password and password confirmation are required.',
  'error.password.notConfirmed': 'Passwords do not match.',
  'error.auth.wrong': 'Email and password are required.',
  'error.wrong.email': 'Wrong email or password.',
  'error.link.already.used': 'This URL can be used only once',
  'error.link.expired': 'Access expired.',
} as const satisfies Partial<Record<DomainErrorCode, string>>;
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/** Passwords travel base64-encoded on login and sign-up (storefront §5). */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodePassword(encoded: string): string | undefined {
  try {
    const binary = atob(encoded);
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}
