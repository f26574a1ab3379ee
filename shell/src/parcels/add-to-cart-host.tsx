import type { ParcelConfig } from 'single-spa';
import type { AddToCartParcelProps, EventBus, Market, RuntimeConfig } from '@specify/contracts';
import { useMessages } from '../i18n/intl';
import { ParcelOnRequest, loadParcel } from './parcel-on-request';

export type AddToCartConfig = ParcelConfig<AddToCartParcelProps>;

const loadAddToCart = (config: RuntimeConfig) =>
  loadParcel<AddToCartParcelProps>('addToCart', config);

/**
 * Answers `cart:add-requested` from any remote (a product page, a card) by mounting mf-account's
 * add-to-cart dialog, which adds the product and confirms it.
 */
export function AddToCartHost({
  bus,
  market,
  config,
  load = loadAddToCart,
}: {
  bus: EventBus;
  market: Market;
  config: RuntimeConfig;
  load?: (config: RuntimeConfig) => Promise<AddToCartConfig>;
}) {
  const t = useMessages();
  return (
    <ParcelOnRequest<'cart:add-requested', AddToCartParcelProps>
      bus={bus}
      config={config}
      event="cart:add-requested"
      load={load}
      propsFor={(request) => ({ market, bus, runtimeConfig: config, request })}
      unavailable={t('cart.unavailable')}
    />
  );
}
