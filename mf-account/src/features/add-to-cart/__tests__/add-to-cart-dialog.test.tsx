import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http } from 'msw';
import { StrictMode } from 'react';
import { createEventBus, type EventPayload } from '@specify/contracts';
import { AddToCartParcelRoot } from '../../../add-to-cart/parcel';
import { cartPendingAtom } from '../../../lib/cart-pending';
import { requests, server, setUpAccountServer } from '../../../testing/account-server';

setUpAccountServer();

function open(request: EventPayload<'cart:add-requested'>) {
  const bus = createEventBus();
  const changes: unknown[] = [];
  bus.subscribe('cart:changed', (change) => changes.push(change));
  const onClose = jest.fn();
  render(
    <StrictMode>
      <AddToCartParcelRoot
        market="au"
        bus={bus}
        runtimeConfig={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
        request={request}
        onClose={onClose}
      />
    </StrictMode>,
  );
  return { changes, onClose };
}

it('adds the product once, then confirms it with its details and count', async () => {
  const { changes, onClose } = open({
    sku: 'BM-100',
    count: 2,
    name: 'Basin mixer',
    details: 'Chrome · BM-100',
  });
  expect(screen.getByRole('dialog', { name: 'Adding to your cart…' })).toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
  expect(dialog).toHaveTextContent('Basin mixer');
  expect(dialog).toHaveTextContent('Chrome · BM-100');
  expect(dialog).toHaveTextContent('Quantity: 2');
  expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/au/cart');
  expect(changes).toEqual([{ totalItems: 2 }]);
  expect(requests).toEqual([
    { name: 'cart/addItem', body: { variant: { sku: 'BM-100', count: 2 } } },
  ]);
  expect(document.body.style.overflow).toBe('hidden');
  await userEvent.click(screen.getByRole('button', { name: 'Continue browsing' }));
  expect(onClose).toHaveBeenCalled();
});

it('says why when the product cannot be added, and offers no way to the cart', async () => {
  const { changes } = open({ sku: 'GONE-1', count: 1, name: 'Old mixer' });
  const dialog = await screen.findByRole('dialog', { name: 'Not added to your cart' });
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('This product is not available.'),
  );
  expect(dialog).toHaveTextContent('Old mixer');
  expect(screen.queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
  expect(changes).toEqual([]);
});

it('keeps the add in flight to its own mount, never in the page-wide default store', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  // Held, then answered by the fixture (a resolver that returns nothing falls through).
  server.use(
    http.post('/action/cart/addItem', () => {
      asked = true;
      return held.then(() => undefined);
    }),
  );
  open({ sku: 'BM-100', count: 1, name: 'Basin mixer' });
  await waitFor(() => expect(asked).toBe(true));
  expect(getDefaultStore().get(cartPendingAtom)).toBeUndefined();
  release();
  expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
});
