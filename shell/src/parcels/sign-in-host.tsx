import { useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import {
  PARCELS,
  type EventBus,
  type Market,
  type RuntimeConfig,
  type SignInParcelProps,
} from '@specify/contracts';
import { loadRemoteLifecycles } from '../federation/load-remote-app';
import { useMessages } from '../i18n/intl';

export type SignInConfig = ParcelConfig<SignInParcelProps>;

let loaded: Promise<SignInConfig> | undefined;

/** mf-account's sign-in parcel, fetched the first time anyone asks to sign in. */
function loadSignIn(config: RuntimeConfig): Promise<SignInConfig> {
  loaded ??= loadRemoteLifecycles<SignInConfig>(
    PARCELS.signIn.remote,
    PARCELS.signIn.expose,
    config,
  ).catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * Answers `auth:login-requested` from anywhere (the header, a card's Add to project, `login=true`)
 * by mounting mf-account's sign-in dialog as a parcel. A first visit that never asks pays nothing
 * for it; if mf-account cannot be loaded the visitor is told so and the page carries on.
 */
export function SignInHost({
  bus,
  market,
  config,
  load = loadSignIn,
}: {
  bus: EventBus;
  market: Market;
  config: RuntimeConfig;
  /** Where the parcel comes from: mf-account through Module Federation. */
  load?: (config: RuntimeConfig) => Promise<SignInConfig>;
}) {
  const t = useMessages();
  const [request, setRequest] = useState<{ returnTo?: string; parcel: SignInConfig }>();

  useEffect(
    () =>
      bus.subscribe('auth:login-requested', ({ returnTo }) => {
        load(config).then(
          (parcel) => setRequest({ parcel, ...(returnTo ? { returnTo } : {}) }),
          (error: unknown) => {
            console.error(error);
            bus.publish('toast:show', { tone: 'error', message: t('signIn.unavailable') });
          },
        );
      }),
    // `t` changes with the market; the subscription need not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bus, config, load],
  );

  if (!request) return null;
  return (
    <Parcel<SignInParcelProps>
      config={request.parcel}
      mountParcel={mountRootParcel}
      wrapWith="div"
      market={market}
      bus={bus}
      runtimeConfig={config}
      returnTo={request.returnTo}
      onClose={() => setRequest(undefined)}
      handleError={(error: Error) => {
        console.error(error);
        setRequest(undefined);
        bus.publish('toast:show', { tone: 'error', message: t('signIn.unavailable') });
      }}
    />
  );
}
