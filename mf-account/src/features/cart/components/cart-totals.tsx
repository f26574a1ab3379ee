import { GST_LABEL, formatMoney, type Cart, type Market, type Money } from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';

/**
 * The server's totals (storefront §9): subtotal without the GST it contains, discount, shipping
 * (flagged when it is an estimate), the GST included, and the total.
 */
export function CartTotals({ totals, market }: { totals: Cart['totals']; market: Market }) {
  const t = useMessages();
  const money = (amount: Money) => formatMoney(amount, { market, context: 'page' });
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t('totals.subtotal')}</dt>
        <dd>{money(totals.subtotal)}</dd>
      </div>
      {totals.discount.centAmount > 0 && (
        <div>
          <dt>{t('totals.discount')}</dt>
          <dd>−{money(totals.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{totals.isEstimatedShipping ? t('totals.shippingEstimate') : t('totals.shipping')}</dt>
        <dd>{money(totals.shipping)}</dd>
      </div>
      {totals.tax.centAmount > 0 && (
        <div>
          <dt>{t('totals.tax')}</dt>
          <dd>{money(totals.tax)}</dd>
        </div>
      )}
      <div>
        <dt>{t('totals.includedTax')}</dt>
        <dd>{money(totals.includedTax)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>
          {t('totals.total')} <span className="cart-totals__gst">{GST_LABEL}</span>
        </dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
