import type { Database } from '../db/client';
import { AltchaVerifier } from './altcha';
import { RecaptchaVerifier } from './recaptcha';
import type { CaptchaVerifier } from './verifier';

export { AltchaVerifier, CHALLENGE_LIFETIME_MS } from './altcha';
export { RecaptchaVerifier, RECAPTCHA_ORIGINS, RECAPTCHA_VERIFY_URL } from './recaptcha';
export * from './verifier';

export interface CaptchaSettings {
  /** reCAPTCHA's keys (RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY): when set, Google checks the form. */
  recaptcha?: { secret: string; siteKey: string };
  /** Override of the siteverify URL (RECAPTCHA_VERIFY_URL; a local fake in tests). */
  recaptchaVerifyUrl?: string;
  /** ALTCHA's signing key (CAPTCHA_SECRET); set it when several instances serve one site. */
  altchaSecret?: string;
}

/** reCAPTCHA when its keys are configured, else the self-hosted ALTCHA proof of work. */
export function createCaptchaVerifier(
  settings: CaptchaSettings,
  db: Database,
  now: () => Date = () => new Date(),
): CaptchaVerifier {
  if (settings.recaptcha)
    return new RecaptchaVerifier({
      ...settings.recaptcha,
      verifyUrl: settings.recaptchaVerifyUrl,
    });
  return new AltchaVerifier({ db, secret: settings.altchaSecret, now });
}
