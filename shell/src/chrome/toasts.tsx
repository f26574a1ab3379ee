import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventBus, EventPayload } from '@specify/contracts';

type ToastRequest = EventPayload<'toast:show'>;
type Toast = ToastRequest & { id: number };

/**
 * How long a toast stays (spec §9 timers: success messages 2 s, error text 2000 ms); other notices
 * 5 s. A toast with an action stays until dismissed, so keyboard users can reach its link.
 */
export function toastDurationMs(toast: ToastRequest): number | undefined {
  if (toast.action) return undefined;
  return toast.durationMs ?? (toast.tone === 'info' ? 5000 : 2000);
}

/** The shell's notices: any remote asks for one with `toast:show`. */
export function Toasts({ bus }: { bus: EventBus }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  useEffect(() => {
    let lastId = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = bus.subscribe('toast:show', (request) => {
      lastId += 1;
      const id = lastId;
      setToasts((list) => [...list, { ...request, id }]);
      const duration = toastDurationMs(request);
      if (duration === undefined) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        dismiss(id);
      }, duration);
      timers.add(timer);
    });
    return () => {
      stop();
      timers.forEach(clearTimeout);
    };
  }, [bus, dismiss]);

  return (
    <div className="spec-toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className="spec-toast" data-tone={toast.tone}>
          <p>{toast.message}</p>
          {toast.action && (
            <Link to={toast.action.href} onClick={() => dismiss(toast.id)}>
              {toast.action.label}
            </Link>
          )}
          <button type="button" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
