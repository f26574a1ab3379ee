import { LocalChallengeVerifier } from './local-challenge';
import { RecaptchaVerifier } from './recaptcha';
import type { CaptchaVerifier } from './verifier';

export { LocalChallengeVerifier, CHALLENGE_LIFETIME_MS } from './local-challenge';
export { RecaptchaVerifier, RECAPTCHA_VERIFY_URL } from './recaptcha';
export * from './verifier';

export interface CaptchaEnv {
  /** reCAPTCHA server secret: when set, answers are checked with Google. */
  RECAPTCHA_SECRET?: string;
  /** Override of the siteverify URL (a local fake in tests). */
  RECAPTCHA_VERIFY_URL?: string;
  /** HMAC key of the local challenge; set it when several instances serve one site. */
  CAPTCHA_SECRET?: string;
}

/** reCAPTCHA when a secret is configured, else the local signed arithmetic challenge. */
export function createCaptchaVerifier(
  env: CaptchaEnv,
  now: () => Date = () => new Date(),
): CaptchaVerifier {
  if (env.RECAPTCHA_SECRET)
    return new RecaptchaVerifier({
      secret: env.RECAPTCHA_SECRET,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
    });
  return new LocalChallengeVerifier({ secret: env.CAPTCHA_SECRET, now });
}
