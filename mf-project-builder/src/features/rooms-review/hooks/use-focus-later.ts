import { useEffect, useState } from 'react';

/**
 * Moves focus to the element with an id once the screen has rendered the change that asked for it
 * (a deleted item's room heading, a moved item's button): the control that had focus may be gone.
 */
export function useFocusLater(): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}

/** True when focus went with a control that is gone: the page has it, not a control. */
export function focusWasLost(): boolean {
  return !document.activeElement || document.activeElement === document.body;
}
