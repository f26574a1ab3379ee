import { validateInsights } from '../insights';

const now = new Date('2026-11-25T00:00:00Z');
const click = {
  eventType: 'click',
  eventName: 'Product Clicked',
  index: 'specify_products_au',
  userToken: 'anonymous-1',
  objectIDs: ['prd-1'],
  positions: [1],
  queryID: 'a'.repeat(32),
};
const telemetry = { eventType: 'instantsearch', eventName: '__start__', widgets: [] };

describe('insights events', () => {
  it("accepts InstantSearch's own telemetry and drops it, keeping the insights beside it", () => {
    expect(validateInsights({ events: [telemetry] }, now)).toEqual([]);
    const kept = validateInsights({ events: [telemetry, click] }, now);
    expect(kept.map((event) => event.eventType)).toEqual(['click']);
  });

  it('still refuses an unknown event type', () => {
    expect(() => validateInsights({ events: [{ ...click, eventType: 'hover' }] }, now)).toThrow(
      /eventType/,
    );
  });
});
