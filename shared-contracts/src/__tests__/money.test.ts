import * as v from 'valibot';
import { discountPercent, formatMoney, formatRrp, moneySchema } from '../money';

describe('money', () => {
  it('shows cents divided by 100 with 2 decimals', () => {
    expect(formatMoney({ centAmount: 123450, currencyCode: 'AUD', fractionDigits: 2 })).toBe(
      '$1,234.50',
    );
    expect(
      formatMoney({ centAmount: 99, currencyCode: 'NZD', fractionDigits: 2 }, { market: 'nz' }),
    ).toBe('$0.99');
  });

  it('uses 0 digits where the header and dialogs ask for them', () => {
    expect(
      formatMoney(
        { centAmount: 123450, currencyCode: 'AUD', fractionDigits: 2 },
        { fractionDigits: 0 },
      ),
    ).toBe('$1,235');
  });

  it('prefixes RRP', () => {
    expect(formatRrp({ centAmount: 5000, currencyCode: 'AUD', fractionDigits: 2 }, 'au')).toBe(
      'RRP $50.00',
    );
  });

  it('returns empty and reports a non-numeric amount', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      formatMoney({
        centAmount: 'abc' as unknown as number,
        currencyCode: 'AUD',
        fractionDigits: 2,
      }),
    ).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('abc'));
    error.mockRestore();
  });

  it('uses the digits the money carries unless told otherwise', () => {
    expect(formatMoney({ centAmount: 123450, currencyCode: 'AUD', fractionDigits: 0 })).toBe(
      '$1,235',
    );
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
    expect(discountPercent(0, 0)).toBe(0);
  });
});
