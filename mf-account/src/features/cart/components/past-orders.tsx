import { Link } from 'react-router-dom';
import { formatMoney, type Market } from '@specify/contracts';
import { Spinner } from '@specify/ui';
import { useOrders } from '../../../lib/api/cart';
import { useMessages } from '../../../i18n/messages';

/** Orders placed from this cart's owner, newest first, each opening its summary. */
export function PastOrders({ market }: { market: Market }) {
  const t = useMessages();
  const { data: orders, error } = useOrders();
  if (error) return <p role="alert">{t('orders.failed')}</p>;
  if (!orders) return <Spinner label={t('orders.loading')} />;
  if (orders.length === 0) return <p className="account-form__intro">{t('orders.none')}</p>;
  return (
    <ul className="cart-orders">
      {[...orders]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((order) => (
          <li key={order.orderId}>
            <Link to={{ search: `?order=${encodeURIComponent(order.orderId)}` }}>
              {t('order.number', { orderId: order.orderId })}
            </Link>
            <span>{t('order.placedOn', { date: new Date(order.createdAt) })}</span>
            <span>
              {t('order.count', { count: order.items.reduce((n, line) => n + line.count, 0) })}
            </span>
            <span>{formatMoney(order.totals.total, { market, context: 'page' })}</span>
          </li>
        ))}
    </ul>
  );
}
