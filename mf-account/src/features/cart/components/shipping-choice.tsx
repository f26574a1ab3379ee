import { useState } from 'react';
import { formatMoney, type Cart, type Market } from '@specify/contracts';
import { RadioGroup } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useCartPending } from '../../../lib/cart-pending';

/** The cart's shipping methods as radio options: name, description and price (or Free). */
export function shippingOptions(cart: Cart, market: Market, t: ReturnType<typeof useMessages>) {
  return cart.availableShippingMethods.map((method) => {
    const rate = method.rates[0];
    return {
      value: method.shippingMethodId,
      label: (
        <span>
          {method.name}
          <span className="cart-shipping__description">
            {method.description} ·{' '}
            {rate && rate.price.centAmount > 0
              ? formatMoney(rate.price, { market, context: 'page' })
              : t('shipping.free')}
          </span>
        </span>
      ),
    };
  });
}

export interface ShippingChoiceProps {
  cart: Cart;
  market: Market;
  /** Settles once the server has answered, either way. */
  onChoose: (shippingMethodId: string) => Promise<void>;
}

/**
 * The cart's available shipping methods, each with its price; choosing one sets it on the cart.
 * The choice shows at once and falls back to the cart's own if the server refuses it.
 */
export function ShippingChoice({ cart, market, onChoose }: ShippingChoiceProps) {
  const t = useMessages();
  const pending = useCartPending();
  const [asked, setAsked] = useState<string>();
  if (cart.availableShippingMethods.length === 0) return null;
  return (
    <div aria-busy={pending === 'shipping' || undefined}>
      <RadioGroup
        legend={t('shipping.legend')}
        value={asked ?? cart.shippingInfo?.shippingMethodId}
        options={shippingOptions(cart, market, t)}
        onChange={(id) => {
          if (pending !== undefined) return;
          setAsked(id);
          void onChoose(id).finally(() => setAsked(undefined));
        }}
      />
    </div>
  );
}
