import { useEffect, useRef, useState } from 'react';
import { ActionCallError, cartFlags, href, type EventBus, type Market } from '@specify/contracts';
import { Button, navigateTo, PageLink, requestSignIn, Spinner } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { AddressFormDialog } from '../features/addresses/components/address-form-dialog';
import { CheckoutAddress, isDeliverable } from '../features/cart/components/checkout-address';
import { CheckoutReview } from '../features/cart/components/checkout-review';
import { CheckoutShipping } from '../features/cart/components/checkout-shipping';
import {
  CHECKOUT_STEPS,
  CheckoutSteps,
  type CheckoutStep,
} from '../features/cart/components/checkout-steps';
import { useMessages, type MessageId } from '../i18n/messages';
import { useActionMessage } from '../lib/action-message';
import { useAccount, useAddresses } from '../lib/api/account';
import { CheckoutSessionExpiredError, useCart, useCartActions } from '../lib/api/cart';
import { useCartPending } from '../lib/cart-pending';

const STEP_TITLES: Record<CheckoutStep, MessageId> = {
  address: 'checkout.address.legend',
  shipping: 'shipping.legend',
  review: 'checkout.review.title',
};

/** Where a refused order sends the user back to, by the refusal's code. */
function stepFor(error: unknown): CheckoutStep {
  if (!(error instanceof ActionCallError)) return 'review';
  if (error.code === 'error.address.unknown' || error.code === 'error.address.incomplete')
    return 'address';
  if (error.code === 'error.cart.shippingMethod') return 'shipping';
  return 'review';
}

/**
 * `/{locale}/checkout`: the signed-in account's cart, step by step — a shipping address (saved or
 * new), the shipping method, a review with the final totals — then the order, placed to be
 * confirmed (there is no payment step) and shown on its own page. A visitor is asked to sign in.
 */
export function CheckoutPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('checkout.title')), undefined);
  const { data: session } = useAccount();
  const { data: cart, error } = useCart();
  return (
    <section aria-labelledby="checkout-title" className="account-page account-page--checkout">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      {error ? (
        <p role="alert" className="account-form__alert">
          {t('cart.loadFailed')}
        </p>
      ) : !session || !cart ? (
        <Spinner label={t('cart.loading')} />
      ) : !session.loggedIn ? (
        <div className="checkout-step">
          <p>{t('checkout.signedOut')}</p>
          <Button onClick={() => requestSignIn(bus)}>{t('checkout.signIn')}</Button>
        </div>
      ) : cartFlags(cart).isEmpty ? (
        <div className="checkout-step">
          <p>{t('checkout.empty')}</p>
          <PageLink to={href('cart', market)}>{t('checkout.backToCart')}</PageLink>
        </div>
      ) : (
        <CheckoutFlow bus={bus} market={market} />
      )}
    </section>
  );
}

function CheckoutFlow({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const { data: session } = useAccount();
  const { data: cart } = useCart();
  const actions = useCartActions(bus);
  const addressBook = useAddresses(bus);
  const pending = useCartPending();
  const addresses = session?.loggedIn ? session.account.addresses : [];
  const [step, setStep] = useState<CheckoutStep>('address');
  const [addressId, setAddressId] = useState<string | undefined>(
    () =>
      (
        addresses.find(
          (address) => address.isDefaultShippingAddress && isDeliverable(address, market),
        ) ?? addresses.find((address) => isDeliverable(address, market))
      )?.addressId,
  );
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step is announced by moving focus to its heading (not on first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  if (!cart) return null;
  const address = addresses.find((candidate) => candidate.addressId === addressId);
  const go = (next: CheckoutStep) => {
    setFailure(undefined);
    setStep(next);
  };

  async function chooseMethod(id: string) {
    setFailure(undefined);
    try {
      await actions.setShippingMethod(id);
      go('review');
    } catch (thrown) {
      setFailure(actionMessage(thrown, t('error.generic')));
    }
  }

  async function place() {
    const method = cart?.shippingInfo?.shippingMethodId;
    if (!cart || !address || !method) return;
    setFailure(undefined);
    try {
      const order = await actions.checkout({
        shippingAddress: { addressId: address.addressId },
        shippingMethod: { id: method },
        total: { centAmount: cart.totals.total.centAmount },
      });
      navigateTo(href('myOrder', market, { orderId: order.orderId }, { placed: 1 }));
    } catch (thrown) {
      const back = stepFor(thrown);
      if (back !== 'review') setStep(back);
      setFailure(
        thrown instanceof CheckoutSessionExpiredError
          ? t('cart.sessionExpired')
          : thrown instanceof ActionCallError && thrown.code === 'error.cart.changed'
            ? t('checkout.changed')
            : actionMessage(thrown, t('error.generic')),
      );
    }
  }

  const index = CHECKOUT_STEPS.indexOf(step);
  return (
    <>
      <CheckoutSteps current={step} />
      <h2 ref={heading} tabIndex={-1} className="checkout-step__title">
        {t('checkout.stepOf', { step: index + 3, count: 5, name: t(STEP_TITLES[step]) })}
      </h2>
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
      {step === 'address' && (
        <CheckoutAddress
          addresses={addresses}
          market={market}
          chosen={addressId}
          onChoose={setAddressId}
          onAdd={() => setAdding(true)}
          onContinue={() => go('shipping')}
        />
      )}
      {step === 'shipping' && (
        <CheckoutShipping
          cart={cart}
          market={market}
          busy={pending === 'shipping'}
          onContinue={chooseMethod}
          onBack={() => go('address')}
        />
      )}
      {step === 'review' && address && (
        <CheckoutReview
          cart={cart}
          market={market}
          address={address}
          busy={pending === 'checkout'}
          onChangeAddress={() => go('address')}
          onChangeMethod={() => go('shipping')}
          onPlace={() => void place()}
        />
      )}
      {adding && (
        <AddressFormDialog
          market={market}
          onSave={async (fields) => {
            const before = new Set(addresses.map((known) => known.addressId));
            const account = await addressBook.add(fields);
            const added = account.addresses.find((known) => !before.has(known.addressId));
            if (added) setAddressId(added.addressId);
          }}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
