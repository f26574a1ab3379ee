import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { setUpAccountServer } from '../testing/account-server';

setUpAccountServer();

describe('mf-account in its standalone harness', () => {
  beforeEach(() => window.history.pushState(null, '', '/nz/cart'));

  it('renders the screen of the route it owns, for the market in the URL', async () => {
    render(<StandaloneHarness remote="mf-account" lifecycles={lifecycles} links={[]} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/nz',
    );
  });

  it('remounts with the other market when the market switch changes', async () => {
    render(<StandaloneHarness remote="mf-account" lifecycles={lifecycles} links={[]} />);
    await screen.findByRole('link', { name: 'Browse products' });
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'au');
    expect(window.location.pathname.startsWith('/au')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/au',
    );
  });
});
