import { useState } from 'react';
import { cartFlags, href, type EventBus, type Market } from '@specify/contracts';
import {
  Button,
  ButtonLink,
  navigateTo,
  requestSignIn,
  Spinner,
  VisuallyHidden,
} from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { MessagePanel } from '@specify/ui/message-panel';
import { CartLine } from '../features/cart/components/cart-line';
import { CartTotals } from '../features/cart/components/cart-totals';
import { DiscountCodes } from '../features/cart/components/discount-codes';
import { ShippingChoice } from '../features/cart/components/shipping-choice';
import { useMessages } from '../i18n/messages';
import { useActionMessage } from '../lib/action-message';
import { useAccount } from '../lib/api/account';
import { useCartActions, useCart } from '../lib/api/cart';
import { useCartPending } from '../lib/cart-pending';

/**
 * `/{locale}/cart` (storefront §2, §4, §9): the lines with their counts, stock and totals, discount
 * codes, the shipping method, and Check out: on to the checkout's steps, or first the sign-in
 * dialog for a visitor (who comes back here, signed in, with the same cart).
 */
export function CartPage({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  useDocumentMeta(pageTitle(t('cart.title')), undefined);
  return (
    <section aria-labelledby="cart-title" className="account-page account-page--cart">
      <CartContents bus={bus} market={market} />
    </section>
  );
}

function CartContents({ bus, market }: { bus: EventBus; market: Market }) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const { data: cart, error } = useCart();
  const actions = useCartActions(bus);
  const pending = useCartPending();
  const { data: session } = useAccount();
  const signedIn = session?.loggedIn === true;
  const [failure, setFailure] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  if (error)
    return (
      <>
        <h1 id="cart-title">{t('cart.title')}</h1>
        <p role="alert" className="account-form__alert">
          {actionMessage(error, t('cart.loadFailed'))}
        </p>
      </>
    );
  if (!cart) return <Spinner label={t('cart.loading')} />;

  const flags = cartFlags(cart);
  const busy = pending !== undefined;

  async function run(task: () => Promise<unknown>, done: string) {
    setFailure(undefined);
    try {
      await task();
      setAnnouncement(done);
    } catch (thrown) {
      setFailure(actionMessage(thrown, t('error.generic')));
    }
  }

  function checkout() {
    if (signedIn) navigateTo(href('checkout', market));
    else requestSignIn(bus);
  }

  return (
    <>
      <h1 id="cart-title">{t('cart.title')}</h1>
      <VisuallyHidden as="p" role="status">
        {announcement}
      </VisuallyHidden>
      {failure && (
        <p role="alert" className="account-form__alert">
          {failure}
        </p>
      )}
      {flags.isEmpty ? (
        <MessagePanel
          icon="cart"
          title={t('cart.empty')}
          actions={<ButtonLink href={href('home', market)}>{t('cart.browse')}</ButtonLink>}
        >
          <p>{t('cart.emptyHint')}</p>
        </MessagePanel>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label={t('cart.lines', { count: flags.totalItems })}>
            {cart.lineItems.map((line) => (
              <CartLine
                key={line.id}
                line={line}
                market={market}
                onCount={(count) =>
                  void run(
                    () => actions.updateItem(line, count),
                    t('cart.updated', { name: line.variant.name, count }),
                  )
                }
                onRemove={() =>
                  void run(
                    () => actions.removeItem(line),
                    t('cart.removed', { name: line.variant.name }),
                  )
                }
              />
            ))}
          </ul>
          <aside className="cart-summary" aria-labelledby="summary-title">
            <h2 id="summary-title">{t('cart.summary')}</h2>
            <ShippingChoice
              cart={cart}
              market={market}
              onChoose={(id) => run(() => actions.setShippingMethod(id), t('shipping.updated'))}
            />
            <DiscountCodes
              codes={cart.discountCodes}
              onRedeem={async (code) => {
                const next = await actions.redeemDiscountCode(code);
                if (next.cartId) setAnnouncement(t('discount.redeemed', { code }));
                return next.cartId !== null;
              }}
              onRemove={async (applied) => {
                await actions.removeDiscountCode(applied);
                setAnnouncement(t('discount.removed', { code: applied.code }));
              }}
            />
            <CartTotals totals={cart.totals} market={market} />
            {flags.hasOutOfStockItems && (
              <p className="account-form__alert">{t('cart.outOfStockNotice')}</p>
            )}
            {!signedIn && <p className="cart-summary__note">{t('cart.signInToCheckOut')}</p>}
            <Button
              block
              disabled={flags.hasOutOfStockItems || busy || !session}
              onClick={checkout}
            >
              {t('cart.checkout')}
            </Button>
          </aside>
        </div>
      )}
    </>
  );
}
