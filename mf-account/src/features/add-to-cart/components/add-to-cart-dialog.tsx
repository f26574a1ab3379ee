import { useEffect, useRef, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import { href, type EventBus, type EventPayload, type Market } from '@specify/contracts';
import { Button, ButtonLink, Dialog, ProductImage, Spinner } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { useActionMessage } from '../../../lib/action-message';
import { useCartActions } from '../../../lib/api/cart';

export interface AddToCartDialogProps {
  bus: EventBus;
  market: Market;
  request: EventPayload<'cart:add-requested'>;
  onClose: () => void;
}

type Outcome = { status: 'adding' } | { status: 'added' } | { status: 'failed'; message: string };

/**
 * The add-to-cart confirmation (storefront §2): adds the product once, then names it with its
 * details and count, and offers the cart or going on browsing. Page scroll is blocked while open.
 */
export function AddToCartDialog({ bus, market, request, onClose }: AddToCartDialogProps) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const [outcome, setOutcome] = useState<Outcome>({ status: 'adding' });
  const { addItem } = useCartActions(bus);
  const sent = useRef(false);

  useEffect(() => {
    // Once per request, even if React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    addItem(request.sku, request.count).then(
      () => setOutcome({ status: 'added' }),
      (error: unknown) =>
        setOutcome({ status: 'failed', message: actionMessage(error, t('error.generic')) }),
    );
  }, [addItem, request, t, actionMessage]);

  const cartHref = href('cart', market);
  const title =
    outcome.status === 'adding'
      ? t('addToCart.adding')
      : outcome.status === 'added'
        ? t('addToCart.added')
        : t('addToCart.failed');

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('addToCart.continue')}
          </Button>
          {outcome.status === 'added' && (
            <ButtonLink
              href={cartHref}
              onClick={(event) => {
                navigateToUrl(event);
                onClose();
              }}
            >
              {t('wishlist.viewCart')}
            </ButtonLink>
          )}
        </>
      }
    >
      <div className="add-to-cart">
        <ProductImage src={request.image} alt="" width={96} height={72} />
        <div>
          <p className="add-to-cart__name">{request.name}</p>
          {request.details && <p className="cart-line__meta">{request.details}</p>}
          <p className="cart-line__meta">{t('addToCart.count', { count: request.count })}</p>
        </div>
      </div>
      {outcome.status === 'adding' && <Spinner label={t('addToCart.adding')} />}
      {outcome.status === 'failed' && (
        <p role="alert" className="account-form__alert">
          {outcome.message}
        </p>
      )}
    </Dialog>
  );
}
