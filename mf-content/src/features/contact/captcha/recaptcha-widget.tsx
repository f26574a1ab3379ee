import { useEffect, useRef } from 'react';

/** The slice of Google's `grecaptcha` the checkbox needs (explicit rendering). */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
}

declare global {
  var grecaptcha: Grecaptcha | undefined;
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

let loading: Promise<Grecaptcha> | undefined;

function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECAPTCHA_SCRIPT;
    script.async = true;
    script.onload = () => {
      const api = globalThis.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export interface RecaptchaWidgetProps {
  siteKey: string;
  /** The token to send once the visitor passes; '' when it expires or fails. */
  onChange: (token: string) => void;
  onUnavailable: () => void;
}

/** Google's reCAPTCHA checkbox, for a site configured with its keys (storefront §4). */
export function RecaptchaWidget({ siteKey, onChange, onUnavailable }: RecaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ onChange, onUnavailable });
  latest.current = { onChange, onUnavailable };

  useEffect(() => {
    let live = true;
    loadRecaptcha().then(
      (api) => {
        if (!live || !container.current) return;
        api.render(container.current, {
          sitekey: siteKey,
          callback: (token) => latest.current.onChange(token),
          'expired-callback': () => latest.current.onChange(''),
          'error-callback': () => latest.current.onChange(''),
        });
      },
      () => live && latest.current.onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, [siteKey]);

  return <div ref={container} />;
}
