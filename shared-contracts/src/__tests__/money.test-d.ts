// Type tests: a call site names where money is shown (storefront §3 "Money"), never a digit count.
import { expectTypeOf } from 'expect-type';
import { formatMoney, formatRrp, type Money, type MoneyContext } from '../money';
import type { MarketPrice } from '../catalogue/rules';
import type { Variant } from '../catalogue/product';

const money: Money = { centAmount: 100, currencyCode: 'AUD', fractionDigits: 2 };

expectTypeOf<MoneyContext>().toEqualTypeOf<'header' | 'dialog' | 'page' | 'facet-bound'>();
formatMoney(money, { context: 'header' });
formatRrp(money, { market: 'nz', context: 'page' });

// @ts-expect-error a context is required
formatMoney(money, {});
// @ts-expect-error digits are not chosen by number
formatMoney(money, { context: 'page', fractionDigits: 0 });
// @ts-expect-error the RRP names its market and context
formatRrp(money, 'au');

// A market price's discount always comes with its percent.
expectTypeOf<NonNullable<MarketPrice['discounted']>>().toEqualTypeOf<{
  price: Money;
  percent: number;
}>();
// The storefront's variant price fields are optional: only the platform's answers carry them.
expectTypeOf<Variant['discountedPrice']>().toEqualTypeOf<Money | undefined>();
