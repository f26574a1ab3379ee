import type { ParcelConfig } from 'single-spa';
import type { EventBus, Market, RuntimeConfig, SignInParcelProps } from '@specify/contracts';
import { useMessages } from '../i18n/intl';
import { ParcelOnRequest, loadParcel } from './parcel-on-request';

export type SignInConfig = ParcelConfig<SignInParcelProps>;

const loadSignIn = (config: RuntimeConfig) => loadParcel<SignInParcelProps>('signIn', config);

/**
 * Answers `auth:login-requested` from anywhere (the header, a card's Add to project, `login=true`)
 * by mounting mf-account's sign-in dialog as a parcel. If mf-account cannot be loaded the visitor
 * is told so and the page carries on.
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
  return (
    <ParcelOnRequest<'auth:login-requested', SignInParcelProps>
      bus={bus}
      config={config}
      event="auth:login-requested"
      load={load}
      propsFor={({ returnTo, view }) => ({
        market,
        bus,
        runtimeConfig: config,
        returnTo,
        ...(view ? { view } : {}),
      })}
      unavailable={t('signIn.unavailable')}
    />
  );
}
