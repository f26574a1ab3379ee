import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneHarness } from '@specify/ui/harness';
import * as lifecycles from '../app';
import { setUpContentServer } from '../testing/content-server';

setUpContentServer();

describe('mf-content in its standalone harness', () => {
  beforeEach(() => window.history.pushState(null, '', '/nz/warranty'));

  it('renders the page of the URL, in the market of the URL, and remounts on a market switch', async () => {
    render(<StandaloneHarness remote="mf-content" lifecycles={lifecycles} links={[]} />);
    expect(
      await screen.findByText('Every product sold in New Zealand carries a warranty.'),
    ).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Market'), 'au');
    expect(
      await screen.findByText('Every product sold in Australia carries a warranty.'),
    ).toBeVisible();
    expect(window.location.pathname.startsWith('/au')).toBe(true);
  });
});
