import {
  GST_LABEL,
  formatMoney,
  itemsTotalOf,
  type Cart,
  type Market,
  type Money,
} from '@specify/contracts';
import { useMessages } from '../../../i18n/messages';

/**
 * The server's totals (storefront §9) on the basis every price on the site is shown, GST
 * included: the items at list price, discount, shipping (flagged when it is an estimate), any tax
 * added on top, the total, and then the GST the total contains. The lines add up to the total; a
 * subtotal without GST above a total with it did not.
 */
export function CartTotals({ totals, market }: { totals: Cart['totals']; market: Market }) {
  const t = useMessages();
  const money = (amount: Money) => formatMoney(amount, { market, context: 'page' });
  return (
    <dl className="cart-totals">
      <div>
        <dt>
          {t('totals.subtotal')}
          {totals.tax.centAmount === 0 && (
            <>
              {' '}
              <span className="cart-totals__gst">{GST_LABEL}</span>
            </>
          )}
        </dt>
        <dd>{money(itemsTotalOf(totals))}</dd>
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
      <div className="cart-totals__total">
        <dt>
          {t('totals.total')} <span className="cart-totals__gst">{GST_LABEL}</span>
        </dt>
        <dd>{money(totals.total)}</dd>
      </div>
      <div className="cart-totals__note">
        <dt>{t('totals.includedTax')}</dt>
        <dd>{money(totals.includedTax)}</dd>
      </div>
    </dl>
  );
}
