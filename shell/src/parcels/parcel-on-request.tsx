import { useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import {
  PARCELS,
  type EventBus,
  type EventName,
  type EventPayload,
  type RuntimeConfig,
} from '@specify/contracts';
import { loadRemoteLifecycles } from '../federation/load-remote-app';

type ParcelName = keyof typeof PARCELS;

const loaded = new Map<ParcelName, Promise<ParcelConfig>>();

/** A remote's parcel, fetched the first time it is asked for; a failed fetch is tried again next time. */
export function loadParcel<P>(name: ParcelName, config: RuntimeConfig): Promise<ParcelConfig<P>> {
  let parcel = loaded.get(name);
  if (!parcel) {
    parcel = loadRemoteLifecycles<ParcelConfig>(
      PARCELS[name].remote,
      PARCELS[name].expose,
      config,
    ).catch((error: unknown) => {
      loaded.delete(name);
      throw error;
    });
    loaded.set(name, parcel);
  }
  return parcel as Promise<ParcelConfig<P>>;
}

export interface ParcelOnRequestProps<N extends EventName, P extends { onClose: () => void }> {
  bus: EventBus;
  config: RuntimeConfig;
  /** The event that asks for the parcel; each one mounts it afresh with its payload. */
  event: N;
  load: (config: RuntimeConfig) => Promise<ParcelConfig<P>>;
  /** The parcel's props for a request (all but onClose, which the host supplies). */
  propsFor: (payload: EventPayload<N>) => Omit<P, 'onClose'>;
  /** Told to the visitor when the parcel cannot be loaded or crashes; the page carries on. */
  unavailable: string;
}

/**
 * Mounts a remote's parcel whenever `event` is published and unmounts it when it closes. Nothing
 * is fetched until the first request, so a visit that never asks pays nothing for it.
 */
export function ParcelOnRequest<N extends EventName, P extends { onClose: () => void }>({
  bus,
  config,
  event,
  load,
  propsFor,
  unavailable,
}: ParcelOnRequestProps<N, P>) {
  const [request, setRequest] = useState<{
    parcel: ParcelConfig<P>;
    payload: EventPayload<N>;
    id: number;
  }>();

  useEffect(
    () =>
      bus.subscribe(event, (payload) => {
        load(config).then(
          (parcel) => setRequest((last) => ({ parcel, payload, id: (last?.id ?? 0) + 1 })),
          (error: unknown) => {
            console.error(error);
            bus.publish('toast:show', { tone: 'error', message: unavailable });
          },
        );
      }),
    // The message changes with the market; the subscription need not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bus, config, event, load],
  );

  if (!request) return null;
  const props = {
    ...propsFor(request.payload),
    onClose: () => setRequest(undefined),
  } as P;
  return (
    <Parcel<P>
      key={request.id}
      config={request.parcel}
      mountParcel={mountRootParcel}
      wrapWith="div"
      {...props}
      handleError={(error: Error) => {
        console.error(error);
        setRequest(undefined);
        bus.publish('toast:show', { tone: 'error', message: unavailable });
      }}
    />
  );
}
