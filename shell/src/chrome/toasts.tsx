import { useCallback, useEffect, useState } from 'react';
import type { EventBus, EventPayload } from '@specify/contracts';
import { PageLink, Toast, ToastRegion } from '@specify/ui';

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
    <ToastRegion>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          tone={toast.tone}
          message={toast.message}
          onDismiss={() => dismiss(toast.id)}
          action={
            toast.action && (
              <PageLink to={toast.action.href} onClick={() => dismiss(toast.id)}>
                {toast.action.label}
              </PageLink>
            )
          }
        />
      ))}
    </ToastRegion>
  );
}
