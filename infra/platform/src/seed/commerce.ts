import type { Database } from '../db/client';
import { discountCodes, shippingMethods } from '../db/schema';

export const SHIPPING_METHODS = [
  {
    shippingMethodId: 'standard',
    name: 'Standard delivery',
    description: '5–10 business days',
    sortOrder: 1,
    rates: [
      { currencyCode: 'AUD' as const, centAmount: 1500 },
      { currencyCode: 'NZD' as const, centAmount: 1800 },
    ],
  },
  {
    shippingMethodId: 'express',
    name: 'Express delivery',
    description: '1–3 business days',
    sortOrder: 2,
    rates: [
      { currencyCode: 'AUD' as const, centAmount: 3500 },
      { currencyCode: 'NZD' as const, centAmount: 4000 },
    ],
  },
  {
    shippingMethodId: 'click-collect',
    name: 'Click & collect',
    description: 'Collect from a trade centre',
    sortOrder: 3,
    rates: [
      { currencyCode: 'AUD' as const, centAmount: 0 },
      { currencyCode: 'NZD' as const, centAmount: 0 },
    ],
  },
];

export const DISCOUNT_CODES = [
  { discountId: 'trade10', code: 'TRADE10', percentOff: 10, active: true },
  { discountId: 'welcome5', code: 'WELCOME5', percentOff: 5, active: true },
  { discountId: 'expired20', code: 'EXPIRED20', percentOff: 20, active: false },
];

/** Shipping methods and discount codes: reference data every environment has. */
export async function seedCommerce(db: Database): Promise<void> {
  await db.insert(shippingMethods).values(SHIPPING_METHODS).onConflictDoNothing();
  await db.insert(discountCodes).values(DISCOUNT_CODES).onConflictDoNothing();
}
