import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../hooks/use-modal-focus';
import { useScrollLock } from '../hooks/use-scroll-lock';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer; shown in its header. */
  title: ReactNode;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A side panel over the page (the mobile menu): a modal dialog sliding in from a side, with the
 * dialog's focus trap, Escape, restore and scroll lock.
 */
export function Drawer({ open, onClose, title, side = 'left', children }: DrawerProps) {
  const surface = useRef<HTMLDivElement>(null);
  const id = useId();
  useModalFocus(surface, open, { onEscape: onClose });
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <div
      className="spec-drawer__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={surface}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="spec-drawer"
        data-side={side}
        tabIndex={-1}
      >
        <header className="spec-drawer__header">
          <h2 id={`${id}-title`} className="spec-drawer__title">
            {title}
          </h2>
          <button type="button" className="spec-dialog__close" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="spec-drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
