import { discountPercent, formatMoney, formatRrp } from '../money';

describe('money', () => {
  it('shows cents divided by 100 with 2 decimals', () => {
    expect(formatMoney({ centAmount: 123450, currencyCode: 'AUD' })).toBe('$1,234.50');
    expect(formatMoney({ centAmount: 99, currencyCode: 'NZD' }, { market: 'nz' })).toBe('$0.99');
  });

  it('uses 0 digits where the header and dialogs ask for them', () => {
    expect(formatMoney({ centAmount: 123450, currencyCode: 'AUD' }, { fractionDigits: 0 })).toBe(
      '$1,235',
    );
  });

  it('prefixes RRP', () => {
    expect(formatRrp({ centAmount: 5000, currencyCode: 'AUD' }, 'au')).toBe('RRP $50.00');
  });

  it('returns empty and reports a non-numeric amount', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatMoney({ centAmount: 'abc' as unknown as number, currencyCode: 'AUD' })).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('abc'));
    error.mockRestore();
  });

  it('rounds the discount percent', () => {
    expect(discountPercent(3000, 2000)).toBe(33);
    expect(discountPercent(3000, 3000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
