import { useState, type FormEvent } from 'react';
import type { Cart, Market } from '@specify/contracts';
import { Button, RadioGroup } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { shippingOptions } from './shipping-choice';

export interface CheckoutShippingProps {
  cart: Cart;
  market: Market;
  busy: boolean;
  /** Sets the method on the cart; settles once the server has answered, either way. */
  onContinue: (shippingMethodId: string) => Promise<void>;
  onBack: () => void;
}

/** Step 2: the market's shipping methods with their prices; the cart's own choice comes first. */
export function CheckoutShipping({
  cart,
  market,
  busy,
  onContinue,
  onBack,
}: CheckoutShippingProps) {
  const t = useMessages();
  const [chosen, setChosen] = useState(cart.shippingInfo?.shippingMethodId);
  const [submitted, setSubmitted] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (chosen) void onContinue(chosen);
  }

  return (
    <form noValidate onSubmit={submit} className="checkout-step">
      <RadioGroup
        legend={t('shipping.legend')}
        value={chosen}
        error={submitted && !chosen ? t('checkout.shipping.required') : undefined}
        options={shippingOptions(cart, market, t)}
        onChange={setChosen}
      />
      <div className="checkout-step__actions">
        <Button type="button" variant="secondary" onClick={onBack} disabled={busy}>
          {t('checkout.back')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('checkout.continue')}
        </Button>
      </div>
    </form>
  );
}
