import { createEventBus, type RuntimeConfig } from '@specify/contracts';
import type { RegionProps } from '../regions/remote-region';

/** What single-spa hands a region of mf-content, with a fresh element in the page. */
export function regionProps(config: RuntimeConfig): RegionProps {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return {
    name: 'mf-content',
    singleSpa: {},
    mountParcel: () => {
      throw new Error('no parcels in these tests');
    },
    remote: 'mf-content',
    market: 'au',
    session: { status: 'anonymous' },
    bus: createEventBus({ target: new EventTarget() }),
    config,
    domElement,
  };
}
