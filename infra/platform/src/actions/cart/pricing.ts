import {
  MARKET_DEFINITIONS,
  productHref,
  type Cart,
  type CartDiscountCode,
  type CartLineItem,
  type Money,
  type CartTaxRate,
  type Market,
  type ShippingInfo,
  type ShippingMethod,
} from '@specify/contracts';
import { marketPrice } from '@specify/contracts/catalogue/rules';
import type { VariantMatch } from '../../catalogue';
import type { discountCodes, shippingMethods } from '../../db/schema';
import { computeCartTotals } from './totals';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export interface StoredLine {
  lineItemId: string;
  sku: string;
  count: number;
}

export interface PricingInput {
  cartId: string | null;
  market: Market;
  lines: StoredLine[];
  /** The viewer's visible variants: a line without one is left out. */
  variants: VariantMatch[];
  /** Active codes on the cart, in the order they were redeemed. */
  discounts: DiscountCodeRow[];
  shippingMethodId: string | null;
  /** Every method, in display order. */
  methods: ShippingMethodRow[];
}

export function taxRateOf(market: Market): CartTaxRate {
  return {
    name: 'GST',
    amount: MARKET_DEFINITIONS[market].gstRate,
    includedInPrice: true,
    country: MARKET_DEFINITIONS[market].country,
  };
}

/** The tax contained in a tax-inclusive amount. */
export function includedTax(centAmount: number, ratePercent: number): number {
  return Math.round((centAmount * ratePercent) / (100 + ratePercent));
}

/** Unit price after the codes, applied one after another, rounded once. */
export function discountedUnit(unit: number, percents: readonly number[]): number {
  const factor = percents.reduce((product, percent) => product * (100 - percent), 1);
  return Math.round((unit * factor) / 100 ** percents.length);
}

export function availableShippingMethods(
  methods: ShippingMethodRow[],
  market: Market,
): ShippingMethod[] {
  const currencyCode = MARKET_DEFINITIONS[market].currencyCode;
  return methods.flatMap((method) => {
    const rates = method.rates
      .filter((rate) => rate.currencyCode === currencyCode)
      .map((rate) => ({ price: { centAmount: rate.centAmount, currencyCode, fractionDigits: 2 } }));
    return rates.length === 0
      ? []
      : [
          {
            shippingMethodId: method.shippingMethodId,
            name: method.name,
            description: method.description,
            rates,
          },
        ];
  });
}

/** The cart as storefront §3 describes it, priced now from the catalogue. */
export function priceCart(input: PricingInput): Cart {
  const { market } = input;
  const currencyCode = MARKET_DEFINITIONS[market].currencyCode;
  const languageTag = MARKET_DEFINITIONS[market].languageTag;
  const money = (centAmount: number): Money => ({
    centAmount,
    currencyCode,
    fractionDigits: 2,
  });
  const taxRate = taxRateOf(market);
  const percents = input.discounts.map((discount) => discount.percentOff);
  const bySku = new Map(input.variants.map((match) => [match.variant.sku, match]));

  const lineItems: CartLineItem[] = input.lines.flatMap((line) => {
    const match = bySku.get(line.sku);
    const inMarket = match && marketPrice(match.variant.prices, market);
    if (!match || !inMarket) return [];
    const { product, variant } = match;
    const unit = inMarket.price.centAmount;
    // A catalogue sale lowers the unit first; the codes then apply to the sale price.
    const discounted = discountedUnit(inMarket.discounted?.price.centAmount ?? unit, percents);
    const discountedPrice = discounted < unit ? money(discounted) : undefined;
    const total = (discountedPrice?.centAmount ?? unit) * line.count;
    return [
      {
        id: line.lineItemId,
        count: line.count,
        price: money(unit),
        ...(discountedPrice ? { discountedPrice } : {}),
        taxRate,
        taxed: { taxAmount: money(includedTax(total, taxRate.amount)) },
        totalPrice: money(total),
        variant: {
          id: variant.id,
          sku: variant.sku,
          productId: product.productId,
          productSlug: product.slug,
          name: product.name[languageTag],
          isOnStock: variant.isOnStock,
          images: variant.images,
          attributes: {
            colour: variant.attributes.colour,
            'item-code': variant.attributes['item-code'],
            'item-name': variant.attributes['item-name'],
            'product-code': variant.attributes['product-code'],
          },
          price: money(unit),
          ...(discountedPrice ? { discountedPrice } : {}),
        },
        _url: productHref({
          market,
          slug: product.slug,
          colour: variant.attributes.colour,
          sku: variant.sku,
        }),
      },
    ];
  });

  const available = availableShippingMethods(input.methods, market);
  const chosen = available.find((method) => method.shippingMethodId === input.shippingMethodId);
  const chosenRate = chosen?.rates[0];
  const shippingInfo: ShippingInfo | undefined =
    chosen && chosenRate
      ? {
          shippingMethodId: chosen.shippingMethodId,
          name: chosen.name,
          price: chosenRate.price,
          taxIncludedInPrice: true,
          taxRate,
          taxed: { taxAmount: money(includedTax(chosenRate.price.centAmount, taxRate.amount)) },
        }
      : undefined;

  // Shipping is charged only on a cart with something in it (an empty cart totals zero).
  const charged = lineItems.length > 0 ? shippingInfo : undefined;
  const sum =
    lineItems.reduce((total, lineItem) => total + lineItem.totalPrice.centAmount, 0) +
    (charged?.price.centAmount ?? 0);
  const tax =
    lineItems.reduce((total, lineItem) => total + lineItem.taxed.taxAmount.centAmount, 0) +
    (charged?.taxed.taxAmount.centAmount ?? 0);

  const discountCodes: CartDiscountCode[] = input.discounts.map((discount) => ({
    discountId: discount.discountId,
    code: discount.code,
    percentOff: discount.percentOff,
  }));
  const cart = {
    cartId: input.cartId,
    market,
    lineItems,
    sum: money(sum),
    taxed: { taxAmount: money(tax) },
    ...(shippingInfo ? { shippingInfo } : {}),
    availableShippingMethods: available,
    discountCodes,
  };
  return { ...cart, totals: computeCartTotals(cart) };
}
