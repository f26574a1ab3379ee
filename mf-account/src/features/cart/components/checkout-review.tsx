import type { Address, Cart, Market } from '@specify/contracts';
import { Button } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { PostalAddress } from '../../../lib/postal-address';
import { CartTotals } from './cart-totals';
import { OrderLines } from './order-summary';

export interface CheckoutReviewProps {
  cart: Cart;
  market: Market;
  address: Address;
  busy: boolean;
  onChangeAddress: () => void;
  onChangeMethod: () => void;
  onPlace: () => void;
}

/**
 * Step 3: what will be ordered, where it ships, how, and the final totals as the server priced
 * them with the chosen method; then the order is placed, to be confirmed (no payment is taken).
 */
export function CheckoutReview({
  cart,
  market,
  address,
  busy,
  onChangeAddress,
  onChangeMethod,
  onPlace,
}: CheckoutReviewProps) {
  const t = useMessages();
  return (
    <div className="checkout-step">
      <div className="checkout-review__facts">
        <section aria-labelledby="review-address" className="checkout-review__fact">
          <h3 id="review-address">{t('checkout.review.address')}</h3>
          <PostalAddress address={address} />
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t('checkout.review.changeAddress')}
            onClick={onChangeAddress}
          >
            {t('checkout.review.change')}
          </Button>
        </section>
        <section aria-labelledby="review-method" className="checkout-review__fact">
          <h3 id="review-method">{t('checkout.review.method')}</h3>
          <p>{cart.shippingInfo?.name}</p>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t('checkout.review.changeMethod')}
            onClick={onChangeMethod}
          >
            {t('checkout.review.change')}
          </Button>
        </section>
      </div>
      <OrderLines order={{ items: cart.lineItems }} market={market} />
      <CartTotals totals={cart.totals} market={market} />
      <p className="checkout-review__note">{t('checkout.review.noPayment')}</p>
      <Button block busy={busy} onClick={onPlace}>
        {t('checkout.place')}
      </Button>
    </div>
  );
}
