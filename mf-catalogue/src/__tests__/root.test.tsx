import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { setUpFixtureServer } from '../testing/render-catalogue';

// The harness's config has no search section: the remote reads /config.json (MSW here).
setUpFixtureServer();

describe('mf-catalogue in its standalone harness', () => {
  beforeEach(() => window.history.pushState(null, '', '/nz/products/tapware/'));

  it('renders the placeholder of the route it owns, with the market from the URL', async () => {
    render(<StandaloneHarness remote="mf-catalogue" lifecycles={lifecycles} links={[]} />);
    const screenRegion = await screen.findByRole('region', { name: 'Product listing' });
    expect(within(screenRegion).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/nz');
  });

  it('remounts with the other market when the market switch changes', async () => {
    render(<StandaloneHarness remote="mf-catalogue" lifecycles={lifecycles} links={[]} />);
    await screen.findByRole('region', { name: 'Product listing' });
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'au');
    const region = await screen.findByRole('region', { name: 'Product listing' });
    await waitFor(() =>
      expect(within(region).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/au'),
    );
    expect(window.location.pathname.startsWith('/au')).toBe(true);
  });
});
