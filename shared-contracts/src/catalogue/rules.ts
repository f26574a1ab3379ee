import type { Market } from '../markets';
import { MARKET_DEFINITIONS } from '@specify/contracts';
import type { Money } from '../money';
import type { SessionKind } from '../session';
import type { CataloguePrice } from './product';

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
