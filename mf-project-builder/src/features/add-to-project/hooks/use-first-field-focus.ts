import { useEffect, type RefObject } from 'react';

const FIELDS =
  'select:not(:disabled), input:not([type="hidden"]):not(:disabled), textarea:not(:disabled)';

/**
 * Puts focus on the first field inside `container` once it is `ready` (the projects have loaded),
 * and again whenever `step` changes (the create form opens or closes). The dialog itself focuses
 * its first control on open, which would be the close button while the projects load.
 */
export function useFirstFieldFocus(
  container: RefObject<HTMLElement | null>,
  ready: boolean,
  step: string,
) {
  useEffect(() => {
    if (!ready) return;
    container.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [container, ready, step]);
}
