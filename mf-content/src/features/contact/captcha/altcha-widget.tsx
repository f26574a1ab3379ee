import { useEffect, useRef, useState } from 'react';
import type { AltchaChallenge } from '@specify/contracts';
import type {} from 'altcha/types/react';
import { loadAltcha } from './load-altcha';

interface StateChange {
  state: 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';
  payload?: string;
}

export interface AltchaWidgetProps {
  challenge: AltchaChallenge;
  /** The payload to send once the proof of work is done; '' while it is not (or no longer). */
  onChange: (payload: string) => void;
  /** The widget could not be loaded. */
  onUnavailable: () => void;
}

/**
 * ALTCHA's "I'm not a robot" checkbox over this site's signed challenge: ticking it runs the
 * proof of work in a worker, and its `statechange` hands over the payload the form sends.
 */
export function AltchaWidget({ challenge, onChange, onUnavailable }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ onChange, onUnavailable });
  latest.current = { onChange, onUnavailable };

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setReady(true),
      () => live && latest.current.onUnavailable(),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      latest.current.onChange(state === 'verified' && payload ? payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  if (!ready) return null;
  return <altcha-widget ref={ref} challenge={JSON.stringify(challenge)} name="altcha" />;
}
