import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup (menu, listbox) when the visitor clicks or focuses outside `containers`, or
 * presses Escape anywhere; used by non-modal popups, which do not trap focus.
 */
export function useDismiss(
  containers: RefObject<HTMLElement | null>[],
  open: boolean,
  onDismiss: (reason: 'outside' | 'escape') => void,
) {
  const latest = useRef({ containers, onDismiss });
  latest.current = { containers, onDismiss };
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node &&
      latest.current.containers.some((ref) => ref.current?.contains(target));
    const onPointer = (event: Event) => {
      if (!inside(event.target)) latest.current.onDismiss('outside');
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}
