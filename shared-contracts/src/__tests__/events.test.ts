import { createEventBus, EVENT_PREFIX } from '../events';
import type { SpecifyError } from '../errors';

describe('event bus', () => {
  it('delivers a valid payload to subscribers', () => {
    const bus = createEventBus({ target: new EventTarget() });
    const handler = jest.fn();
    bus.subscribe('project:add-requested', handler);
    expect(bus.publish('project:add-requested', { sku: 'LU1234', quantity: 2 })).toBe(true);
    expect(handler).toHaveBeenCalledWith({ sku: 'LU1234', quantity: 2 });
  });

  it('reaches subscribers of another bus on the same target (separate bundles)', () => {
    const target = new EventTarget();
    const handler = jest.fn();
    createEventBus({ target }).subscribe('cart:changed', handler);
    createEventBus({ target }).publish('cart:changed', { totalItems: 3 });
    expect(handler).toHaveBeenCalledWith({ totalItems: 3 });
  });

  it('refuses to publish a bad payload and reports SPEC-EVENT-001', () => {
    const errors: SpecifyError[] = [];
    const bus = createEventBus({ target: new EventTarget(), onError: (e) => errors.push(e) });
    const handler = jest.fn();
    bus.subscribe('project:add-requested', handler);
    expect(bus.publish('project:add-requested', { sku: '' })).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(errors[0]?.code).toBe('SPEC-EVENT-001');
    expect(errors[0]?.message).toContain('sku');
  });

  it('drops a bad payload dispatched by a foreign bundle, without calling the handler', () => {
    const target = new EventTarget();
    const errors: SpecifyError[] = [];
    const handler = jest.fn();
    createEventBus({ target, onError: (e) => errors.push(e) }).subscribe('toast:show', handler);
    target.dispatchEvent(
      new CustomEvent(`${EVENT_PREFIX}toast:show`, { detail: { message: 'hi', tone: 'loud' } }),
    );
    expect(handler).not.toHaveBeenCalled();
    expect(errors.map((e) => e.code)).toEqual(['SPEC-EVENT-001']);
  });

  it('reports an unknown event name with SPEC-EVENT-002', () => {
    const errors: SpecifyError[] = [];
    const bus = createEventBus({ target: new EventTarget(), onError: (e) => errors.push(e) });
    // @ts-expect-error the name is not in the event map
    bus.publish('nope:nothing', {});
    expect(errors[0]?.code).toBe('SPEC-EVENT-002');
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus({ target: new EventTarget() });
    const handler = jest.fn();
    const unsubscribe = bus.subscribe('cart:changed', handler);
    unsubscribe();
    bus.publish('cart:changed', { totalItems: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('carries each analytics event with its own params and refuses one outside the map', () => {
    const errors: SpecifyError[] = [];
    const bus = createEventBus({ target: new EventTarget(), onError: (e) => errors.push(e) });
    const handler = jest.fn();
    bus.subscribe('analytics:event', handler);
    const play = { event: 'video_play', params: { video_id: 'abc', video_title: 'Pan' } } as const;
    expect(bus.publish('analytics:event', play)).toBe(true);
    expect(handler).toHaveBeenCalledWith(play);
    const unknown = { event: 'made_up', params: {} };
    // @ts-expect-error the event is not in the analytics map
    expect(bus.publish('analytics:event', unknown)).toBe(false);
    const untyped = { event: 'add_to_project', params: { item_id: 'A' } };
    // @ts-expect-error add to project names its quantity
    expect(bus.publish('analytics:event', untyped)).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => e.code)).toEqual(['SPEC-EVENT-001', 'SPEC-EVENT-001']);
  });
});
