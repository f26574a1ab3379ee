import type { Cart, Money, CartTotals, CurrencyCode } from '@specify/contracts';

export type TotalsInput = Pick<
  Cart,
  'lineItems' | 'sum' | 'shippingInfo' | 'availableShippingMethods'
>;

function money(centAmount: number, currencyCode: CurrencyCode): Money {
  return { centAmount, currencyCode, fractionDigits: 2 };
}

/**
 * The cart totals rule of storefront §9, on the cart as the client receives it:
 * subtotal excludes included tax; discount is list price times count minus line total; tax sums
 * only tax added on top of prices; shipping falls back to the first available method's first rate
 * when none is chosen (flagged as an estimate); total is sum plus estimated shipping plus added
 * tax; an empty cart gives zeros.
 */
export function computeCartTotals(cart: TotalsInput): CartTotals {
  const currencyCode = cart.sum.currencyCode;
  const zero = money(0, currencyCode);
  if (cart.lineItems.length === 0) {
    return {
      subtotal: zero,
      discount: zero,
      tax: zero,
      includedTax: zero,
      shipping: zero,
      isEstimatedShipping: false,
      total: zero,
    };
  }

  let subtotal = 0;
  let discount = 0;
  let addedTax = 0;
  let includedTax = 0;
  for (const lineItem of cart.lineItems) {
    const listTotal = lineItem.price.centAmount * lineItem.count;
    const lineTax = lineItem.taxed.taxAmount.centAmount;
    subtotal += listTotal - (lineItem.taxRate.includedInPrice ? lineTax : 0);
    discount += listTotal - lineItem.totalPrice.centAmount;
    if (lineItem.taxRate.includedInPrice) includedTax += lineTax;
    else addedTax += lineTax;
  }

  const { shippingInfo } = cart;
  if (shippingInfo) {
    const shippingTax = shippingInfo.taxed.taxAmount.centAmount;
    if (shippingInfo.taxIncludedInPrice) includedTax += shippingTax;
    else addedTax += shippingTax;
  }
  const isEstimatedShipping = shippingInfo === undefined;
  const shipping =
    shippingInfo?.price.centAmount ??
    cart.availableShippingMethods[0]?.rates[0]?.price.centAmount ??
    0;
  const total = cart.sum.centAmount + (isEstimatedShipping ? shipping : 0) + addedTax;

  return {
    subtotal: money(subtotal, currencyCode),
    discount: money(discount, currencyCode),
    tax: money(addedTax, currencyCode),
    includedTax: money(includedTax, currencyCode),
    shipping: money(shipping, currencyCode),
    isEstimatedShipping,
    total: money(total, currencyCode),
  };
}
