import { useSyncExternalStore } from 'react';

/**
 * The page's URL for code that renders beside the remotes rather than inside one: the shell's
 * chrome, and a remote whose screens only read the URL. single-spa decides which region mounts
 * and patches `history`, so every push or replace (by this module, a remote's react-router, or
 * the browser's Back and Forward) reaches `popstate` listeners: no router is needed to follow it.
 */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let current: PageLocation | undefined;

/** The same object while the URL is the same, as `useSyncExternalStore` requires. */
function readLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  if (current?.pathname !== pathname || current.search !== search || current.hash !== hash)
    current = { pathname, search, hash };
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The current URL's path, query and hash; the component renders again when they change. */
export function usePageLocation(): PageLocation {
  return useSyncExternalStore(subscribe, readLocation, readLocation);
}

/**
 * Moves the page to `to` (a site path) without a page load. Listeners here hear it at once; the
 * remotes' routers hear single-spa's `popstate`.
 */
export function navigateTo(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of [...listeners]) listener();
}
