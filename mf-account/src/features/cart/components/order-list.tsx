import { formatMoney, href, type Market } from '@specify/contracts';
import { PageLink, Spinner } from '@specify/ui';
import { useOrders } from '../../../lib/api/cart';
import { useMessages } from '../../../i18n/messages';

/** The account's orders, newest first: number (opening the order), date, status, count, total. */
export function OrderList({ market }: { market: Market }) {
  const t = useMessages();
  const { data: orders, error } = useOrders();
  if (error) return <p role="alert">{t('orders.failed')}</p>;
  if (!orders) return <Spinner label={t('orders.loading')} />;
  if (orders.length === 0) return <p className="account-form__intro">{t('orders.none')}</p>;
  return (
    <ul className="cart-orders" aria-label={t('orders.list')}>
      {[...orders]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((order) => (
          <li key={order.orderId}>
            <PageLink
              className="cart-orders__number"
              to={href('myOrder', market, { orderId: order.orderId })}
            >
              {t('orders.open', { orderNumber: order.orderNumber })}
            </PageLink>
            <span>{t('order.placedOn', { date: new Date(order.createdAt) })}</span>
            <span>{t(`order.status.${order.status}`)}</span>
            <span>
              {t('order.count', { count: order.items.reduce((n, line) => n + line.count, 0) })}
            </span>
            <span className="cart-orders__total">
              {formatMoney(order.totals.total, { market, context: 'page' })}
            </span>
          </li>
        ))}
    </ul>
  );
}
