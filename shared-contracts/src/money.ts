import * as v from 'valibot';
import type { Market } from './markets';
import { CURRENCY_CODES, MARKET_DEFINITIONS } from './markets';

/**
 * The one money shape (catalogue prices, cart amounts, search hits): integer cents, the ISO
 * currency and how many digits its minor unit has.
 */
export const moneySchema = v.object({
  centAmount: v.number(),
  currencyCode: v.picklist(CURRENCY_CODES),
  fractionDigits: v.pipe(v.number(), v.integer()),
});
export type Money = v.InferOutput<typeof moneySchema>;

export interface FormatMoneyOptions {
  /** Digits after the decimal point: 2 for prices on cards and pages, 0 in the header and dialogs. */
  fractionDigits?: number;
  market?: Market;
}

/**
 * Formats cents as currency (spec §3, §9): divided by 100, the money's digits unless the options
 * say otherwise. A non-numeric amount is reported and formats as an empty string, as the spec requires.
 */
export function formatMoney(money: Money, options: FormatMoneyOptions = {}): string {
  const amount = Number(money.centAmount);
  if (!Number.isFinite(amount)) {
    console.error(`formatMoney: "${String(money.centAmount)}" is not a number of cents`);
    return '';
  }
  const digits = options.fractionDigits ?? money.fractionDigits;
  const languageTag = MARKET_DEFINITIONS[options.market ?? 'au'].languageTag;
  return new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency: money.currencyCode,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 100);
}

/** The RRP line of a price block: 'RRP $1,234.50' (the '(inc. GST)' label is rendered beside it). */
export function formatRrp(money: Money, market: Market): string {
  const formatted = formatMoney(money, { market, fractionDigits: 2 });
  return formatted ? `RRP ${formatted}` : '';
}

export const GST_LABEL = '(inc. GST)';

/** Discount percent from list and discounted price, rounded (spec §9). */
export function discountPercent(price: number, discountedPrice: number): number {
  if (!(price > 0) || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 100);
}
