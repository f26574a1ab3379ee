import type { CaptchaChallengeResponse, CaptchaKind } from '@specify/contracts';

/** The contact form's captcha: what the page shows, and the check of the answer it sends. */
export interface CaptchaVerifier {
  readonly kind: CaptchaKind;
  /** What the page needs to show the widget (contact/getCaptchaChallenge). */
  challenge(): Promise<CaptchaChallengeResponse>;
  /** false for a wrong, expired or reused answer; throws CaptchaUnavailableError when it cannot tell. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

/** The verification service could not be reached or answered nonsense: not the visitor's fault. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptchaUnavailableError';
  }
}
