import { href, type EventBus, type Market } from '@specify/contracts';
import { PageLink, Spinner, usePageLocation } from '@specify/ui';
import { useDocumentMeta } from '@specify/ui/document-meta';
import { pageTitle } from '@specify/contracts/composition/page-head';
import { OrderSummary } from '../features/cart/components/order-summary';
import { useMessages } from '../i18n/messages';
import { useActionMessage } from '../lib/action-message';
import { useAccount } from '../lib/api/account';
import { useOrder } from '../lib/api/cart';
import { SignInPrompt } from './my-orders-page';

/**
 * `/{locale}/my-account/orders/{orderId}`: one order of the account with its lines and totals.
 * Straight after checkout (`?placed=1`) it thanks the user and says the order will be confirmed.
 */
export function MyOrderPage({
  bus,
  market,
  orderId,
}: {
  bus: EventBus;
  market: Market;
  orderId: string;
}) {
  const t = useMessages();
  const { data: session } = useAccount();
  const params = new URLSearchParams(usePageLocation().search);
  return (
    <section aria-labelledby="order-title" className="account-page account-page--wide">
      <p className="account-page__back">
        <PageLink to={href('myOrders', market)}>{t('order.backToOrders')}</PageLink>
      </p>
      {!session ? (
        <Spinner label={t('order.loading')} />
      ) : session.loggedIn ? (
        <OrderDetail market={market} orderId={orderId} placed={params.get('placed') === '1'} />
      ) : (
        <>
          <OrderHeading title={t('order.unknownTitle')} />
          <SignInPrompt bus={bus} />
        </>
      )}
    </section>
  );
}

function OrderDetail({
  market,
  orderId,
  placed,
}: {
  market: Market;
  orderId: string;
  placed: boolean;
}) {
  const t = useMessages();
  const actionMessage = useActionMessage();
  const { data: order, error } = useOrder(orderId);
  if (error)
    return (
      <>
        <OrderHeading title={t('order.unknownTitle')} />
        <p role="alert" className="account-form__alert">
          {actionMessage(error, t('order.unknown'))}
        </p>
      </>
    );
  if (!order)
    return (
      <>
        <OrderHeading title={t('order.unknownTitle')} />
        <Spinner label={t('order.loading')} />
      </>
    );
  return (
    <>
      <OrderHeading
        title={
          placed
            ? t('order.placedTitle')
            : t('order.titleNumbered', { orderNumber: order.orderNumber })
        }
      />
      {placed && (
        <p className="account-form__ok" role="status">
          {t('order.placed', { orderNumber: order.orderNumber })}
        </p>
      )}
      <OrderSummary order={order} market={market} />
    </>
  );
}

/** The page's heading, which names its tab too. */
function OrderHeading({ title }: { title: string }) {
  useDocumentMeta(pageTitle(title), undefined);
  return <h1 id="order-title">{title}</h1>;
}
