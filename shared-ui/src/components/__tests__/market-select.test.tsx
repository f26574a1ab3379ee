import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarketSelect } from '../market-select';

describe('MarketSelect', () => {
  it('switches market by region name, its arrow drawn beside the select and silent', async () => {
    const changes: string[] = [];
    render(<MarketSelect value="au" onChange={(market) => changes.push(market)} />);
    const select = screen.getByRole('combobox', { name: 'Market' });
    expect(select).toHaveDisplayValue('Australia');
    await userEvent.selectOptions(select, 'New Zealand');
    expect(changes).toEqual(['nz']);
    const label = select.closest('label');
    const chevron = label?.querySelector('svg');
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    expect(chevron?.parentElement).toBe(label);
  });
});
