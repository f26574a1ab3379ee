import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '../../../testing/fixture-http';
import { requests, server, setUpAccountServer } from '../../../testing/account-server';
import { withWishlist } from '../../../testing/commerce-handlers';
import { renderAt } from '../../../testing/render-account';

setUpAccountServer();

const saved = () => screen.findByRole('list', { name: 'Saved products' });

/** Holds the next answer to `path` until the test lets it go. */
function held(path: string, answer: () => Response | Promise<Response>) {
  const gate: { release?: () => void } = {};
  server.use(
    http.post(
      path,
      () => new Promise<Response>((resolve) => (gate.release = () => resolve(answer()))),
    ),
  );
  return gate;
}

describe('wishlist', () => {
  it('says so when empty', async () => {
    renderAt('/au/wishlist');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your wishlist is empty.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(
      screen.getByText('Save a product with the heart on its card or page to find it here again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/au');
  });

  it('removes an item at once, and keeps it removed when the server agrees', async () => {
    withWishlist({ 'BM-100': 1, 'SR-200': 2 });
    const { published } = renderAt('/au/wishlist');
    const list = await saved();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove Shower rail from the wishlist' }),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(published['analytics:event']).toEqual([
        { event: 'remove_from_wishlist', params: { item_id: 'SR-200' } },
      ]),
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('rolls a refused change back and says why', async () => {
    withWishlist({ 'BM-100': 1 });
    const gate = held('/action/wishlist/updateItem', () =>
      fail(404, 'error.wishlist.lineItem', 'That item is not in your wishlist.'),
    );
    const { published } = renderAt('/au/wishlist');
    const list = await saved();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Increase: Quantity of Basin mixer' }),
    );
    // Shown at once ...
    expect(within(list).getByRole('textbox', { name: 'Quantity of Basin mixer' })).toHaveValue('2');
    gate.release?.();
    // ... and put back when refused.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That item is not in your wishlist.',
    );
    expect(within(list).getByRole('textbox', { name: 'Quantity of Basin mixer' })).toHaveValue('1');
    expect(published['analytics:event']).toEqual([]);
  });

  it('moves an item to the cart: added there, gone from here, the header told', async () => {
    withWishlist({ 'BM-100': 2 });
    const { published } = renderAt('/au/wishlist');
    const list = await saved();
    await userEvent.click(within(list).getByRole('button', { name: 'Move to cart: Basin mixer' }));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(requests.map((request) => request.name)).toEqual([
      'cart/addItem',
      'wishlist/removeItem',
    ]);
    expect(published['cart:changed']).toEqual([{ totalItems: 2 }]);
    expect(published['toast:show']).toEqual([
      {
        tone: 'success',
        message: 'Basin mixer was moved to your cart.',
        action: { label: 'View cart', href: '/au/cart' },
      },
    ]);
  });

  it('cannot move an out-of-stock item', async () => {
    withWishlist({ 'SR-200': 1 });
    renderAt('/au/wishlist');
    const list = await saved();
    expect(within(list).getByRole('button', { name: 'Move to cart: Shower rail' })).toBeDisabled();
    expect(list).toHaveTextContent('Out of stock');
  });
});
