import { GST_LABEL, formatMoney, formatRrp, type Market } from '@specify/contracts';
import type { MarketPrice } from '@specify/contracts/catalogue/rules';
import { VisuallyHidden } from './visually-hidden';

/** The price block's words, from the remote's message catalogue. */
export interface PriceWords {
  /** Read before the RRP a discounted price replaces: 'Was'. */
  was: string;
  /** The discount as shown: '33% off'. */
  percentOff: (percent: number) => string;
}

export interface PriceBlockProps {
  /** The market's price, from `marketPrice()` in the contracts' catalogue rules. */
  price: MarketPrice;
  market: Market;
  words: PriceWords;
  className?: string;
}

/**
 * A price as cards, the product page and the cart show it (storefront §9): 'RRP $349.00 (inc.
 * GST)', or, on sale, the discounted price beside the struck-through RRP and the rounded percent.
 */
export function PriceBlock({ price, market, words, className }: PriceBlockProps) {
  const rrp = formatRrp(price.price, { market, context: 'page' });
  if (!rrp) return null;
  const { discounted } = price;
  const classes = ['spec-price', className].filter(Boolean).join(' ');
  if (!discounted) {
    return (
      <p className={classes}>
        <span className="spec-price__amount">{rrp}</span> <span>{GST_LABEL}</span>
      </p>
    );
  }
  return (
    <p className={classes}>
      <span className="spec-price__amount">
        {formatMoney(discounted.price, { market, context: 'page' })}
      </span>{' '}
      <VisuallyHidden>{words.was}</VisuallyHidden> <del className="spec-price__rrp">{rrp}</del>{' '}
      <span>{GST_LABEL}</span>{' '}
      <span className="spec-price__off">{words.percentOff(discounted.percent)}</span>
    </p>
  );
}
