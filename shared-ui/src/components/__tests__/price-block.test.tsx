import { render, screen } from '@testing-library/react';
import { PriceBlock } from '../price-block';

const words = { was: 'Was', percentOff: (percent: number) => `${percent}% off` };
const aud = (centAmount: number) =>
  ({ centAmount, currencyCode: 'AUD', fractionDigits: 2 }) as const;

it('shows the RRP with 2 decimals and the GST label when there is no discount', () => {
  render(<PriceBlock price={{ price: aud(34900) }} market="au" words={words} />);
  expect(screen.getByText('RRP $349.00')).toBeInTheDocument();
  expect(screen.getByText('(inc. GST)')).toBeInTheDocument();
  expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
});

it('shows the discounted price beside the struck-through RRP and the percent', () => {
  render(
    <PriceBlock
      price={{ price: aud(30000), discounted: { price: aud(20000), percent: 33 } }}
      market="au"
      words={words}
    />,
  );
  expect(screen.getByText('$200.00')).toBeInTheDocument();
  const rrp = screen.getByText('RRP $300.00');
  expect(rrp.tagName).toBe('DEL');
  // 'Was' is read before the struck-through RRP; the RRP keeps its own text, as unsold ones do.
  expect(rrp.closest('p')).toHaveTextContent('$200.00 Was RRP $300.00 (inc. GST) 33% off');
  expect(rrp).toHaveTextContent(/^RRP \$300\.00$/);
  expect(screen.getByText('33% off')).toBeInTheDocument();
});

it('formats in the market: NZD on nz', () => {
  const nzd = { centAmount: 4550, currencyCode: 'NZD', fractionDigits: 2 } as const;
  render(<PriceBlock price={{ price: nzd }} market="nz" words={words} />);
  expect(screen.getByText('RRP $45.50')).toBeInTheDocument();
});
