import { useCallback, useEffect, useRef } from 'react';

/**
 * A signal aborted when the component goes away, so an export's polling and fetches stop with the
 * screen and nothing is saved afterwards. Made in the effect, so a remount gets a live one.
 */
export function useUnmountSignal(): () => AbortSignal | undefined {
  const controller = useRef<AbortController>(undefined);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal, []);
}
