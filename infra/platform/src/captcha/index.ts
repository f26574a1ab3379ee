import type { Database } from '../db/client';
import { LocalChallengeVerifier } from './local-challenge';
import { RecaptchaVerifier } from './recaptcha';
import type { CaptchaVerifier } from './verifier';

export { LocalChallengeVerifier, CHALLENGE_LIFETIME_MS } from './local-challenge';
export { RecaptchaVerifier, RECAPTCHA_VERIFY_URL } from './recaptcha';
export * from './verifier';

export interface CaptchaSettings {
  /** reCAPTCHA server secret (RECAPTCHA_SECRET): when set, answers are checked with Google. */
  recaptchaSecret?: string;
  /** Override of the siteverify URL (RECAPTCHA_VERIFY_URL; a local fake in tests). */
  recaptchaVerifyUrl?: string;
  /** HMAC key of the local challenge (CAPTCHA_SECRET); set it when several instances serve one site. */
  localSecret?: string;
}

/** reCAPTCHA when a secret is configured, else the local signed arithmetic challenge. */
export function createCaptchaVerifier(
  settings: CaptchaSettings,
  db: Database,
  now: () => Date = () => new Date(),
): CaptchaVerifier {
  if (settings.recaptchaSecret)
    return new RecaptchaVerifier({
      secret: settings.recaptchaSecret,
      verifyUrl: settings.recaptchaVerifyUrl,
    });
  return new LocalChallengeVerifier({ db, secret: settings.localSecret, now });
}
