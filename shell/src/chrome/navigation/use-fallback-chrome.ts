import { useEffect, useState } from 'react';
import type * as FallbackModule from './fallback';

type FallbackChrome = typeof FallbackModule;

let loaded: FallbackChrome | undefined;

/**
 * The chrome's built-in menu and footer (`./fallback`, with the catalogue's families and brands),
 * loaded only once a CMS document could not be read: every visit where the CMS answers is spared
 * its bytes. Undefined until it is here; a failed load is tried again the next time it is needed.
 */
export function useFallbackChrome(needed: boolean): FallbackChrome | undefined {
  const [fallback, setFallback] = useState(() => loaded);
  useEffect(() => {
    if (!needed || fallback) return undefined;
    let live = true;
    import(/* webpackChunkName: "chrome-fallback" */ './fallback').then(
      (module) => {
        loaded = module;
        if (live) setFallback(module);
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      live = false;
    };
  }, [needed, fallback]);
  return needed ? fallback : undefined;
}
