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
  /** The history entry's state (`navigateTo`'s `state`): what a reload or Back finds again. */
  state: unknown;
}

const listeners = new Set<() => void>();
let current: PageLocation | undefined;

/** The same object while the URL and entry are the same, as `useSyncExternalStore` requires. */
function readLocation(): PageLocation {
  const { pathname, search, hash } = window.location;
  const state: unknown = window.history.state;
  if (
    current?.pathname !== pathname ||
    current.search !== search ||
    current.hash !== hash ||
    current.state !== state
  )
    current = { pathname, search, hash, state };
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

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** The new entry's state; a replace without one keeps the entry's. */
  state?: unknown;
}

/**
 * Moves the page to `to` (a site path) without a page load. Listeners here hear it at once; the
 * remotes' routers hear single-spa's `popstate`.
 */
export function navigateTo(to: string, { replace = false, state }: NavigateOptions = {}): void {
  if (replace)
    window.history.replaceState(state === undefined ? window.history.state : state, '', to);
  else window.history.pushState(state ?? null, '', to);
  for (const listener of [...listeners]) listener();
}
