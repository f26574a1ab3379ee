import * as v from 'valibot';
import { discountPercent, formatMoney, formatRrp, moneySchema } from '../money';

describe('money', () => {
  it('builds one number format per language, currency and digits, however many prices it formats', () => {
    const NumberFormat = jest.spyOn(Intl, 'NumberFormat');
    try {
      const prices = Array.from({ length: 50 }, (_, index) =>
        formatMoney(
          { centAmount: 1000 + index, currencyCode: 'NZD', fractionDigits: 2 },
          { market: 'nz', context: 'page' },
        ),
      );
      expect(prices[49]).toBe('$10.49');
      expect(
        formatMoney(
          { centAmount: 1049, currencyCode: 'NZD', fractionDigits: 2 },
          { market: 'nz', context: 'header' },
        ),
      ).toBe('$10');
      expect(NumberFormat.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      NumberFormat.mockRestore();
    }
  });

  it('shows cents divided by 100 with 2 decimals', () => {
    expect(
      formatMoney(
        { centAmount: 123450, currencyCode: 'AUD', fractionDigits: 2 },
        { context: 'page' },
      ),
    ).toBe('$1,234.50');
    expect(
      formatMoney(
        { centAmount: 99, currencyCode: 'NZD', fractionDigits: 2 },
        { market: 'nz', context: 'page' },
      ),
    ).toBe('$0.99');
  });

  it.each(['header', 'dialog'] as const)('uses 0 digits in the %s', (context) => {
    expect(
      formatMoney({ centAmount: 123450, currencyCode: 'AUD', fractionDigits: 2 }, { context }),
    ).toBe('$1,235');
  });

  it('prefixes RRP', () => {
    expect(
      formatRrp(
        { centAmount: 5000, currencyCode: 'AUD', fractionDigits: 2 },
        { market: 'au', context: 'page' },
      ),
    ).toBe('RRP $50.00');
  });

  it('returns empty and reports a non-numeric amount', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      formatMoney(
        {
          centAmount: 'abc' as unknown as number,
          currencyCode: 'AUD',
          fractionDigits: 2,
        },
        { context: 'page' },
      ),
    ).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('abc'));
    error.mockRestore();
  });

  it('shows 2 digits on a page even for money that carries none', () => {
    expect(
      formatMoney(
        { centAmount: 123450, currencyCode: 'AUD', fractionDigits: 0 },
        { context: 'page' },
      ),
    ).toBe('$1,234.50');
  });

  it('validates money with one schema: cents, a market currency and its digits', () => {
    expect(v.is(moneySchema, { centAmount: 100, currencyCode: 'NZD', fractionDigits: 2 })).toBe(
      true,
    );
    expect(v.is(moneySchema, { centAmount: 100, currencyCode: 'USD', fractionDigits: 2 })).toBe(
      false,
    );
    expect(v.is(moneySchema, { centAmount: '100', currencyCode: 'AUD', fractionDigits: 2 })).toBe(
      false,
    );
  });

  it('rounds the discount percent', () => {
    expect(discountPercent(3000, 2000)).toBe(33);
    expect(discountPercent(3000, 3000)).toBe(0);
    expect(discountPercent(3000, 2985)).toBe(1);
    expect(discountPercent(3000, 2990)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
