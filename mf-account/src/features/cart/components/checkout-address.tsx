import { useState, type FormEvent } from 'react';
import { MARKET_DEFINITIONS, type Address, type Market } from '@specify/contracts';
import { deliveryProblem } from '@specify/contracts/account/delivery';
import { Button, RadioGroup } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { PostalAddress } from '../../../lib/postal-address';

/** What the server delivers to (the rule `cart/checkout` applies): complete, in the market. */
export function isDeliverable(address: Address, market: Market): boolean {
  return deliveryProblem(address, market) === undefined;
}

export interface CheckoutAddressProps {
  addresses: readonly Address[];
  market: Market;
  chosen: string | undefined;
  onChoose: (addressId: string) => void;
  /** Opens the address form; the new address is then chosen. */
  onAdd: () => void;
  onContinue: () => void;
}

/** Step 1: one of the account's deliverable addresses, or a new one. */
export function CheckoutAddress({
  addresses,
  market,
  chosen,
  onChoose,
  onAdd,
  onContinue,
}: CheckoutAddressProps) {
  const t = useMessages();
  const [submitted, setSubmitted] = useState(false);
  const deliverable = addresses.filter((address) => isDeliverable(address, market));
  const elsewhere = addresses.length - deliverable.length;
  const valid = deliverable.some((address) => address.addressId === chosen);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (valid) onContinue();
  }

  return (
    <form noValidate onSubmit={submit} className="checkout-step">
      {deliverable.length === 0 ? (
        <p className="account-form__intro">{t('checkout.address.none')}</p>
      ) : (
        <RadioGroup
          legend={t('checkout.address.legend')}
          value={chosen}
          error={submitted && !valid ? t('checkout.address.required') : undefined}
          options={deliverable.map((address) => ({
            value: address.addressId,
            label: <PostalAddress address={address} as="span" />,
          }))}
          onChange={onChoose}
        />
      )}
      {elsewhere > 0 && (
        <p className="account-form__intro">
          {t('checkout.address.elsewhere', { region: MARKET_DEFINITIONS[market].region })}
        </p>
      )}
      {submitted && !valid && deliverable.length === 0 && (
        <p role="alert" className="account-form__alert">
          {t('checkout.address.required')}
        </p>
      )}
      <div className="checkout-step__actions">
        <Button type="button" variant="secondary" onClick={onAdd}>
          {t('checkout.address.add')}
        </Button>
        <Button type="submit">{t('checkout.continue')}</Button>
      </div>
    </form>
  );
}
