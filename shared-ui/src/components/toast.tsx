import type { ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  tone?: ToastTone;
  message: ReactNode;
  /** A link or button beside the message (View project). */
  action?: ReactNode;
  onDismiss: () => void;
}

/** One notice. The shell stacks them in a polite live region (`ToastRegion`). */
export function Toast({ tone = 'info', message, action, onDismiss }: ToastProps) {
  return (
    <div className="spec-toast" data-tone={tone}>
      <p className="spec-toast__message">{message}</p>
      {action && <span className="spec-toast__action">{action}</span>}
      <button
        type="button"
        className="spec-toast__dismiss"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Where toasts appear: fixed bottom right, announced politely as they arrive. */
export function ToastRegion({ children }: { children: ReactNode }) {
  return (
    <div className="spec-toasts" role="status" aria-live="polite">
      {children}
    </div>
  );
}
