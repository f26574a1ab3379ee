import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@specify/contracts';
import { requests, setUpAccountServer } from '../../testing/account-server';
import { HarnessParcels } from '../harness-parcels';

setUpAccountServer();
beforeEach(() => window.history.pushState(null, '', '/nz/wishlist'));

function renderParcels() {
  render(
    <HarnessParcels
      bus={createEventBus()}
      config={{ environment: 'standalone', remotes: {}, loadTimeoutMs: 5000 }}
    />,
  );
}

it('opens the add-to-cart dialog for the fixture product, as the shell would', async () => {
  renderParcels();
  const count = screen.getByRole('spinbutton', { name: 'Count' });
  await userEvent.clear(count);
  await userEvent.type(count, '2');
  await userEvent.click(screen.getByRole('button', { name: 'Publish cart:add-requested' }));
  const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
  expect(dialog).toHaveTextContent('Basin mixer');
  expect(dialog).toHaveTextContent('Quantity: 2');
  expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute(
    'href',
    '/nz/cart',
  );
  expect(requests).toEqual([
    { name: 'cart/addItem', body: { variant: { sku: 'BM-100', count: 2 } } },
  ]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue browsing' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('answers a sign-in request from the app with the sign-in dialog', async () => {
  renderParcels();
  // The mounted app publishes on its own bus; events are window CustomEvents, so any bus hears them.
  createEventBus().publish('auth:login-requested', {});
  expect(
    await screen.findByRole('dialog', { name: 'Sign in or create an account' }),
  ).toBeInTheDocument();
});
