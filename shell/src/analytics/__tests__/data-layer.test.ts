import { createEventBus } from '@specify/contracts';
import { forwardAnalyticsToDataLayer } from '../data-layer';

it('pushes every analytics event to window.dataLayer', () => {
  const bus = createEventBus();
  const stop = forwardAnalyticsToDataLayer(bus);
  bus.publish('analytics:event', { event: 'search', params: { query: 'basin', hits: 12 } });
  expect(window.dataLayer).toEqual([{ event: 'search', query: 'basin', hits: 12 }]);
  stop();
});
