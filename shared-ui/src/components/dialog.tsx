import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from '../hooks/use-modal-focus';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop all call this. */
  onClose: () => void;
  title: ReactNode;
  /** Read with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** The action row at the bottom (Cancel / Confirm). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A blocking step (a save in flight): Escape and the backdrop do nothing. */
  dismissible?: boolean;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): rendered over the page in a portal, labelled by its
 * title, focus trapped inside and restored on close, Escape closes, the page behind does not
 * scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  dismissible = true,
}: DialogProps) {
  const surface = useRef<HTMLDivElement>(null);
  const id = useId();
  useModalFocus(surface, open, {
    onEscape: dismissible ? onClose : undefined,
    initialFocus,
  });
  useScrollLock(open);
  if (!open) return null;
  return createPortal(
    <div
      className="spec-dialog__backdrop"
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={surface}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="spec-dialog"
        data-size={size}
        tabIndex={-1}
      >
        <header className="spec-dialog__header">
          <h2 id={`${id}-title`} className="spec-dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="spec-dialog__close"
            aria-label="Close"
            onClick={onClose}
            disabled={!dismissible}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="spec-dialog__body">
          {description && (
            <p id={`${id}-description`} className="spec-dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
        {footer && <footer className="spec-dialog__footer">{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive confirm (delete) is drawn in the danger colour. */
  tone?: 'default' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action: Cancel has focus first, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      size="sm"
      initialFocus={cancel}
      dismissible={!busy}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            busy={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
