import { formatMoney, type Market, type Order } from '@specify/contracts';
import { ProductImage } from '@specify/ui';
import { useMessages } from '../../../i18n/messages';
import { PostalAddress } from '../../../lib/postal-address';
import { CartTotals } from './cart-totals';

/** An order as placed: its date and status, where and how it ships, its lines and its totals. */
export function OrderSummary({ order, market }: { order: Order; market: Market }) {
  const t = useMessages();
  return (
    <div className="cart-order">
      <dl className="cart-order__facts">
        <div>
          <dt>{t('order.status')}</dt>
          <dd>{t(`order.status.${order.status}`)}</dd>
        </div>
        <div>
          <dt>{t('order.placedLabel')}</dt>
          <dd>{t('order.date', { date: new Date(order.createdAt) })}</dd>
        </div>
        {order.shippingInfo && (
          <div>
            <dt>{t('order.shippingMethod')}</dt>
            <dd>{order.shippingInfo.name}</dd>
          </div>
        )}
        {order.shippingAddress && (
          <div>
            <dt>{t('order.shippingAddress')}</dt>
            <dd>
              <PostalAddress address={order.shippingAddress} />
            </dd>
          </div>
        )}
      </dl>
      <OrderLines order={order} market={market} />
      <h3 className="cart-order__heading">{t('order.totals')}</h3>
      <CartTotals totals={order.totals} market={market} />
    </div>
  );
}

/** The lines of an order (or of a cart under review): picture, name, code, count, line total. */
export function OrderLines({ order, market }: { order: Pick<Order, 'items'>; market: Market }) {
  const t = useMessages();
  return (
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
  );
}
