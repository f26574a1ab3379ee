import { useId, useState } from 'react';
import type { CaptchaChallengeResponse } from '@specify/contracts';
import { FieldError } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { AltchaWidget } from './altcha-widget';
import { RecaptchaWidget } from './recaptcha-widget';

export interface CaptchaFieldProps {
  /** contact/getCaptchaChallenge's answer: which captcha this site uses, and its challenge. */
  captcha: CaptchaChallengeResponse;
  error?: string;
  /** The answer to send with the form; '' until the visitor has passed the check. */
  onChange: (value: string) => void;
}

/**
 * The contact form's human check: the self-hosted ALTCHA checkbox, or Google's reCAPTCHA when the
 * site has its keys. Mount it anew (a new `key`) for each attempt: an answer counts once.
 */
export function CaptchaField({ captcha, error, onChange }: CaptchaFieldProps) {
  const t = useMessages();
  const errorId = useId();
  const [unavailable, setUnavailable] = useState(false);
  if (unavailable) return <p role="alert">{t('contact.captchaUnavailable')}</p>;
  const widget = {
    onChange,
    onUnavailable: () => setUnavailable(true),
  };
  return (
    <div
      className="content-captcha"
      role="group"
      aria-label={t('contact.captchaLabel')}
      aria-describedby={error ? errorId : undefined}
    >
      {captcha.kind === 'altcha' ? (
        <AltchaWidget challenge={captcha.challenge} {...widget} />
      ) : (
        <RecaptchaWidget siteKey={captcha.siteKey} {...widget} />
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
