import { mountRootParcel, type Parcel } from 'single-spa';
import type { MountRemoteParcel, RuntimeConfig } from '@specify/contracts';
import { loadParcel } from './parcel-on-request';

/**
 * `mountRemoteParcel` for the remotes' mount props: loads a remote's inline parcel through Module
 * Federation and mounts it into the caller's element. A parcel that cannot load leaves the element
 * empty (the page around it carries on) and is reported; unmount waits for a mount in flight.
 */
export function createMountRemoteParcel(config: RuntimeConfig): MountRemoteParcel {
  return (name, domElement, props) => {
    let parcel: Parcel | undefined;
    let cancelled = false;
    const mounted = loadParcel(name, config)
      .then(async (parcelConfig) => {
        if (cancelled) return;
        parcel = mountRootParcel(parcelConfig, { domElement, ...props });
        await parcel.mountPromise;
      })
      .catch((error: unknown) => console.error(error));
    return {
      async unmount() {
        cancelled = true;
        await mounted;
        if (parcel?.getStatus() === 'MOUNTED') await parcel.unmount();
      },
    };
  };
}
