import type { EventBus } from '@specify/contracts';

/** Every `analytics:event` from any remote goes to window.dataLayer (ARCHITECTURE "Analytics"). */
export function forwardAnalyticsToDataLayer(bus: EventBus, target: Window = window): () => void {
  return bus.subscribe('analytics:event', ({ event, params }) => {
    target.dataLayer ??= [];
    target.dataLayer.push({ event, ...params });
  });
}
