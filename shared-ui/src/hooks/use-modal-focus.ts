import { useEffect, type RefObject } from 'react';
import { tabbables } from './focusable';

/** Open modal surfaces, innermost last: only that one answers Escape. */
const openSurfaces: HTMLElement[] = [];

/**
 * The focus rules of a modal surface (WAI-ARIA dialog pattern): while open, focus moves inside
 * (to `initialFocus`, else the first tabbable element, else the surface itself), Tab and Shift+Tab
 * cycle inside it, Escape calls `onEscape`; on close, focus returns to where it was.
 */
export function useModalFocus(
  surface: RefObject<HTMLElement | null>,
  open: boolean,
  {
    onEscape,
    initialFocus,
  }: { onEscape?: () => void; initialFocus?: RefObject<HTMLElement | null> } = {},
) {
  useEffect(() => {
    const root = surface.current;
    if (!open || !root) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? tabbables(root)[0] ?? root).focus();

    // Escape is heard on the whole document: focus may have left the surface (a control that
    // went away), and the dialog must still close.
    function onEscapeKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !onEscape || openSurfaces.at(-1) !== root) return;
      event.preventDefault();
      onEscape();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (!root) return;
      if (event.key !== 'Tab') return;
      const items = tabbables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
    openSurfaces.push(root);
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onEscapeKey);
    return () => {
      openSurfaces.splice(openSurfaces.indexOf(root), 1);
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onEscapeKey);
      if (returnTo?.isConnected) returnTo.focus();
    };
    // onEscape and initialFocus are read when the surface opens; a new callback identity on each
    // render must not move focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, surface]);
}
