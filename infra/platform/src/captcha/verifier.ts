/** Checks a captcha answer sent with a form. */
export interface CaptchaVerifier {
  /** false for a wrong, expired or reused answer; throws CaptchaUnavailableError when it cannot tell. */
  verify(token: string, remoteIp?: string): Promise<boolean>;
}

/** A verifier that hands out its own challenges (the local one); reCAPTCHA's come from Google. */
export interface ChallengeIssuer {
  issue(): { challenge: string; question: string };
}

export function issuesChallenges(
  verifier: CaptchaVerifier,
): verifier is CaptchaVerifier & ChallengeIssuer {
  return 'issue' in verifier && typeof verifier.issue === 'function';
}

/** The verification service could not be reached or answered nonsense: not the visitor's fault. */
export class CaptchaUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CaptchaUnavailableError';
  }
}
