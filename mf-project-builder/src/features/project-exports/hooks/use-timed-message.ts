import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A message that clears itself after `ms` (§8: the export failure after 5 s, the BIM download
 * error after 2 s), or stays until the next one when `ms` is left out.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, ms?: number) => {
    clearTimeout(timer.current);
    setMessage(text);
    if (ms !== undefined) timer.current = setTimeout(() => setMessage(''), ms);
  }, []);
  const clear = useCallback(() => show(''), [show]);
  return { message, show, clear };
}
