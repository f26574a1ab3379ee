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

/**
 * Where an amount is shown decides its digits (storefront §3 "Money"): whole currency in the
 * header and in dialogs (the add-to-cart confirmation), 2 digits everywhere else. The price
 * facet's bounds are whole-currency amounts by configuration, so they read as whole currency too.
 */
export const MONEY_CONTEXT_DIGITS = {
  header: 0,
  dialog: 0,
  page: 2,
  'facet-bound': 0,
} as const;
export type MoneyContext = keyof typeof MONEY_CONTEXT_DIGITS;

export interface FormatMoneyOptions {
  context: MoneyContext;
  market?: Market;
}

/**
 * One formatter per language, currency and digits: building an Intl.NumberFormat costs far more
 * than formatting with one, and a listing formats a price per card.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(languageTag: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${languageTag} ${currency} ${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Formats cents as currency (spec §3, §9): divided by 100, with the digits of the context it is
 * shown in. A non-numeric amount is reported and formats as an empty string, as the spec requires.
 */
export function formatMoney(money: Money, options: FormatMoneyOptions): string {
  const amount = Number(money.centAmount);
  if (!Number.isFinite(amount)) {
    console.error(`formatMoney: "${String(money.centAmount)}" is not a number of cents`);
    return '';
  }
  const digits = MONEY_CONTEXT_DIGITS[options.context];
  const languageTag = MARKET_DEFINITIONS[options.market ?? 'au'].languageTag;
  return numberFormat(languageTag, money.currencyCode, digits).format(amount / 100);
}

/** The RRP line of a price block: 'RRP $1,234.50' (the '(inc. GST)' label is rendered beside it). */
export function formatRrp(money: Money, options: Required<FormatMoneyOptions>): string {
  const formatted = formatMoney(money, options);
  return formatted ? `RRP ${formatted}` : '';
}

export const GST_LABEL = '(inc. GST)';

/** Discount percent from list and discounted price, rounded (spec §9). */
export function discountPercent(price: number, discountedPrice: number): number {
  if (!(price > 0) || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 100);
}
