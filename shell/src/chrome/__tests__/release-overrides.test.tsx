import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeIntl } from '../../i18n/intl';
import { ReleaseOverrides } from '../release-overrides/release-overrides';
import { TEST_CONFIG, renderChrome, setUpChromeServer } from '../../testing/render-chrome';

setUpChromeServer();

const OVERRIDES = [
  { remote: 'mf-product', version: '0.3.0-1a2b3c4d5e' },
  { remote: 'mf-content', version: '0.2.1-ffee0011' },
] as const;

it('the chrome shows the session’s overrides from the runtime config in an always-visible badge', async () => {
  renderChrome({
    path: '/nz/products/tapware/',
    config: { ...TEST_CONFIG, overrides: [...OVERRIDES] },
  });
  const badge = await screen.findByRole('complementary', {
    name: 'Overrides: mf-product@0.3.0-1a2b3c4d5e, mf-content@0.2.1-ffee0011',
  });
  expect(within(badge).getByRole('button', { name: 'Clear overrides' })).toBeInTheDocument();
});

it('without overrides there is no badge', async () => {
  renderChrome({ path: '/au' });
  // The footer's document arrives over the network, long after a lazy badge would have shown.
  const footer = await screen.findByRole('contentinfo');
  await within(footer).findByRole('link', { name: 'Privacy policy' });
  expect(screen.queryByRole('complementary', { name: /Overrides/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear overrides' })).not.toBeInTheDocument();
});

it('a refused override is an alert with the platform’s message, until dismissed', async () => {
  renderChrome({
    path: '/au',
    config: { ...TEST_CONFIG, overrideRefused: 'mf-product@9.9.9 is not published.' },
  });
  const message = await screen.findByText('Override refused: mf-product@9.9.9 is not published.');
  const notice = message.closest('[role="alert"]');
  expect(notice).not.toBeNull();
  await userEvent.click(within(notice as HTMLElement).getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/Override refused/)).not.toBeInTheDocument();
});

it('Clear overrides loads the same page with ?remote-override=clear, keeping its other parameters', async () => {
  const reload = jest.fn();
  window.history.replaceState(
    null,
    '',
    '/au/products/tapware/?page=2&remote-override=mf-product%400.3.0-1a2b3c4d5e',
  );
  render(
    <ChromeIntl market="au">
      <ReleaseOverrides config={{ overrides: [OVERRIDES[0]] }} reload={reload} />
    </ChromeIntl>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Clear overrides' }));
  expect(reload).toHaveBeenCalledWith('/au/products/tapware/?page=2&remote-override=clear');
});
