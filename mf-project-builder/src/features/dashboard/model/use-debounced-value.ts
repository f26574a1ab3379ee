import { useEffect, useRef, useState } from 'react';

/**
 * The value as it was once it stopped changing for `delayMs`. Values are compared by their JSON,
 * so an equal object built anew on a render does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  const identity = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delayMs);
    return () => clearTimeout(timer);
  }, [identity, delayMs]);
  return JSON.stringify(settled) === identity ? value : settled;
}
