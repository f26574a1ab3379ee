import type { CaptchaChallengeResponse } from '@specify/contracts';
import { CaptchaUnavailableError, type CaptchaVerifier } from './verifier';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** What the page loads when reCAPTCHA checks the contact form: the Content-Security-Policy's additions. */
export const RECAPTCHA_ORIGINS = {
  scripts: ['https://www.google.com', 'https://www.gstatic.com'],
  frames: ['https://www.google.com'],
} as const;

export interface RecaptchaOptions {
  secret: string;
  /** The public key the page's widget renders with (RECAPTCHA_SITE_KEY). */
  siteKey: string;
  /** Overridable for tests against a local fake. */
  verifyUrl?: string;
  timeoutMs?: number;
}

/** Google reCAPTCHA: posts the token to siteverify with the server secret. */
export class RecaptchaVerifier implements CaptchaVerifier {
  readonly kind = 'recaptcha';
  constructor(private readonly options: RecaptchaOptions) {}

  challenge(): Promise<CaptchaChallengeResponse> {
    return Promise.resolve({ kind: 'recaptcha', siteKey: this.options.siteKey });
  }

  async verify(token: string, remoteIp?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let response: Response;
    try {
      response = await fetch(this.options.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new CaptchaUnavailableError('reCAPTCHA siteverify could not be reached.', {
        cause: error,
      });
    }
    if (!response.ok)
      throw new CaptchaUnavailableError(`reCAPTCHA siteverify answered ${response.status}.`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new CaptchaUnavailableError('reCAPTCHA siteverify answered without JSON.', {
        cause: error,
      });
    }
    return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
  }
}
