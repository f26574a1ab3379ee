import { formatMoney, type Market, type Order } from '@specify/contracts';
import { ProductImage } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { CartTotals } from './cart-totals';

/** An order as placed: its number and date, its lines and its totals. */
export function OrderSummary({ order, market }: { order: Order; market: Market }) {
  const t = useMessages();
  return (
    <div className="cart-order">
      <p className="cart-order__meta">
        {t('order.number', { orderId: order.orderId })} ·{' '}
        {t('order.placedOn', { date: new Date(order.createdAt) })}
      </p>
      <ul className="cart-order__lines" aria-label={t('order.items')}>
        {order.items.map((line) => (
          <li key={line.id}>
            <ProductImage src={line.variant.images[0]} alt="" width={64} height={48} />
            <span>
              {line.variant.name}
              <span className="cart-line__meta">
                {' '}
                ·{' '}
                {t('cart.code', {
                  code: line.variant.attributes['item-code'] || line.variant.sku,
                })}{' '}
                · {t('order.count', { count: line.count })}
              </span>
            </span>
            <span>{formatMoney(line.totalPrice, { market, context: 'page' })}</span>
          </li>
        ))}
      </ul>
      <CartTotals totals={order.totals} market={market} />
    </div>
  );
}
