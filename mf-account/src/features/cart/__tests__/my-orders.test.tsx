import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@specify/contracts';
import {
  session,
  setUpAccountServer,
  signedInAs,
  withAddress,
} from '../../../testing/account-server';
import { withPlacedOrder } from '../../../testing/commerce-handlers';
import { renderAt } from '../../../testing/render-account';

setUpAccountServer();

/** The trade account with its Sydney address, which its orders ship to. */
function tradeWithAddress(): Address {
  signedInAs('trade@example.com');
  withAddress({
    firstName: 'Tessa',
    lastName: 'Example',
    streetNumber: '1',
    streetName: 'George Street',
    city: 'Sydney',
    state: 'NSW',
    postalCode: '2000',
    country: 'AU',
  });
  const address = session.account?.addresses[0];
  if (!address) throw new Error('no address');
  return address;
}

describe('My orders', () => {
  it('is linked from My Account', async () => {
    signedInAs('trade@example.com');
    renderAt('/au/my-account');
    const section = await screen.findByRole('region', { name: 'My orders' });
    await userEvent.click(within(section).getByRole('link', { name: 'View your orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/au/my-account/orders');
  });

  it('says when there are no orders yet', async () => {
    signedInAs('trade@example.com');
    renderAt('/au/my-account/orders');
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('lists the orders newest first with number, date, status, count and total', async () => {
    const address = tradeWithAddress();
    withPlacedOrder({ 'BM-100': 1 }, 'standard', address);
    withPlacedOrder({ 'BM-100': 2, 'BT-300': 1 }, 'express', address);
    renderAt('/au/my-account/orders');
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const [newest, oldest] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByRole('link', { name: 'Order AU-000002' })).toHaveAttribute(
      'href',
      '/au/my-account/orders/order-2',
    );
    expect(newest).toHaveTextContent('Placed 21 Nov 2026');
    expect(newest).toHaveTextContent('To be confirmed');
    expect(newest).toHaveTextContent('3 items');
    expect(newest).toHaveTextContent('$773.00');
    expect(within(oldest!).getByRole('link', { name: 'Order AU-000001' })).toBeInTheDocument();
  });

  it('opens an order with its address, method, lines and totals', async () => {
    const address = tradeWithAddress();
    withPlacedOrder({ 'BM-100': 2 }, 'express', address);
    renderAt('/au/my-account/orders');
    await userEvent.click(await screen.findByRole('link', { name: 'Order AU-000001' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order AU-000001' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Order AU-000001 | Specify');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('To be confirmed');
    expect(screen.getByText('Shipping method', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Express delivery',
    );
    expect(screen.getByText('Shipping address', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'Tessa Example1 George StreetSydney NSW 2000',
    );
    const lines = screen.getByRole('list', { name: 'Items in this order' });
    expect(lines).toHaveTextContent('Basin mixer · Code BM-100 · 2 items$498.00');
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$35.00',
    );
    expect(screen.getByText(/^Total/, { selector: 'dt' }).closest('div')).toHaveTextContent(
      '$533.00',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Back to My orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
  });

  it("names an order it cannot find (another account's reads the same)", async () => {
    signedInAs('trade@example.com');
    renderAt('/au/my-account/orders/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('That order does not exist.');
  });

  it('asks a visitor to sign in', async () => {
    const { published } = renderAt('/au/my-account/orders');
    expect(await screen.findByText('Please sign in to see your orders.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published['auth:login-requested']).toEqual([{ returnTo: '/au/my-account/orders' }]);
  });
});
