import { useDeferredValue, type ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';

/**
 * A listing's widgets, mounted in a transition. InstantSearch mounts its children in an urgent
 * render (its start forces one), so the widgets (thirty hooks, each computing its first state)
 * and their first render were one task of about 80 ms at 4x CPU. Mounted from a deferred value,
 * they render in slices that yield to the browser, the loading overlay showing meanwhile. All of
 * them at once still: a widget mounted on its own would send a search of its own. The server
 * renders them at once (its render is the first paint).
 */
export function DeferredWidgets({
  onServer,
  children,
}: {
  onServer?: boolean;
  children: ReactNode;
}) {
  const mounted = useDeferredValue(true, false);
  return onServer || mounted ? children : <LoadingOverlay />;
}
