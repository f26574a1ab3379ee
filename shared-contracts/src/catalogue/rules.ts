import type { Market } from '../markets';
import { MARKET_DEFINITIONS, discountPercent } from '@specify/contracts';
import type { Money } from '../money';
import type { SessionKind } from '../session';
import type { CataloguePrice, Variant } from './product';

/** The two flags of a variant the price rule reads. */
export interface PriceFlags {
  /** IsGWAInternal: only internal users may see the price. */
  internalOnly: boolean;
  /** builder-range 'YES'. */
  builderRange: boolean;
}

/**
 * Price block (storefront §5 "Price block", §6): a contact-us button instead of the RRP when the
 * viewer is not an internal user and the variant is internal-only, or, on au, builder range. The
 * listing's cards and the product page both ask this one rule.
 */
export function showsContactUs(flags: PriceFlags, market: Market, viewer: SessionKind): boolean {
  if (viewer === 'internal') return false;
  if (flags.internalOnly) return true;
  return market === 'au' && flags.builderRange;
}

/** Lead Free mark: the item code ends in AF or LF (storefront §5 "Listing regions"). */
export function isLeadFree(itemCode: string): boolean {
  return /(AF|LF)$/i.test(itemCode.trim());
}

/** The price in the market's country (storefront §9: prices are chosen by the country). */
export function priceInMarket(
  prices: readonly CataloguePrice[],
  market: Market,
): Money | undefined {
  const country = MARKET_DEFINITIONS[market].country;
  return prices.find((price) => price.country === country)?.value;
}

/** What a price block shows in one market: the RRP and, on sale, the discounted price and percent. */
export interface MarketPrice {
  price: Money;
  discounted?: { price: Money; percent: number };
}

/**
 * The market's price with its discount (storefront §9): a discounted price counts only when it is
 * below the list price, and its percent is `discountPercent` of the two.
 */
export function marketPrice(
  prices: readonly CataloguePrice[],
  market: Market,
): MarketPrice | undefined {
  const country = MARKET_DEFINITIONS[market].country;
  const entry = prices.find((candidate) => candidate.country === country);
  if (!entry) return undefined;
  const percent = entry.discounted
    ? discountPercent(entry.value.centAmount, entry.discounted.centAmount)
    : 0;
  return entry.discounted && percent > 0
    ? { price: entry.value, discounted: { price: entry.discounted, percent } }
    : { price: entry.value };
}

/**
 * A variant as the platform answers it to a viewer in `market` (storefront §3 "Variant"): the
 * stored per-country `prices` plus that market's `price` and `discountedPrice` and the list price
 * per currency as `priceValues`.
 */
export function presentVariant<V extends Pick<Variant, 'prices'>>(
  variant: V,
  market: Market,
): V & Pick<Variant, 'price' | 'discountedPrice' | 'priceValues'> {
  const inMarket = marketPrice(variant.prices, market);
  return {
    ...variant,
    price: inMarket?.price,
    discountedPrice: inMarket?.discounted?.price,
    priceValues: variant.prices.map((entry) => ({
      currencyCode: entry.value.currencyCode,
      value: entry.value.centAmount,
    })),
  };
}
