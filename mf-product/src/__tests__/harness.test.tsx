import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { setUpProductServer } from '../testing/product-server';
import { LUNA_PATH } from '../testing/product-fixtures';

setUpProductServer();

describe('mf-product in its standalone harness', () => {
  beforeEach(() => window.history.pushState(null, '', `/au/product/${LUNA_PATH}/`));

  it('renders the product page of the URL, in the market of the URL', async () => {
    render(<StandaloneHarness remote="mf-product" lifecycles={lifecycles} links={[]} />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
    expect(within(heading.closest('header')!).getByText('RRP $349.00')).toBeInTheDocument();
  });

  it('remounts with the other market when the market switch changes', async () => {
    render(<StandaloneHarness remote="mf-product" lifecycles={lifecycles} links={[]} />);
    await screen.findByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'nz');
    await waitFor(() => {
      const heading = screen.getByRole('heading', { level: 1, name: 'Luna Basin Mixer' });
      expect(within(heading.closest('header')!).getByText('RRP $389.00')).toBeInTheDocument();
    });
    expect(window.location.pathname.startsWith('/nz')).toBe(true);
  });
});
