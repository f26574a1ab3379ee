import { createEventBus } from '@specify/contracts';
import { forwardAnalyticsToDataLayer } from '../data-layer';

it('pushes every analytics event to window.dataLayer', () => {
  const bus = createEventBus();
  const stop = forwardAnalyticsToDataLayer(bus);
  bus.publish('analytics:event', {
    event: 'search',
    params: { search_term: 'basin', results: 12 },
  });
  bus.publish('analytics:event', { event: 'logout' });
  expect(window.dataLayer).toEqual([
    { event: 'search', search_term: 'basin', results: 12 },
    { event: 'logout' },
  ]);
  stop();
});
