import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (a rotated tablet, a resized window). Where
 * there is no real `matchMedia` (a server; jsdom, where swiper leaves a stub that answers `{}`)
 * it never matches: the narrow layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      if (typeof list?.addEventListener !== 'function') return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query)?.matches === true,
    () => false,
  );
}
