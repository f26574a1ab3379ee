import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '../../../testing/fixture-http';
import {
  requests,
  server,
  setUpAccountServer,
  signedInAs,
  withAddress,
} from '../../../testing/account-server';
import { withCart } from '../../../testing/commerce-handlers';
import { renderAt } from '../../../testing/render-account';

setUpAccountServer();

const SYDNEY = {
  firstName: 'Tessa',
  lastName: 'Example',
  streetNumber: '1',
  streetName: 'George Street',
  city: 'Sydney',
  state: 'NSW',
  postalCode: '2000',
  country: 'AU',
};

const step = (name: RegExp | string) => screen.findByRole('heading', { level: 2, name });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** Signed in with a cart and the Sydney address saved as the default shipping address. */
function readyToCheckOut() {
  signedInAs('trade@example.com');
  withAddress({ ...SYDNEY, isDefaultShippingAddress: true });
  withCart({ 'BM-100': 2 });
}

/** From the address step to the review, with the method named. */
async function toReview(method: RegExp) {
  await step('Step 3 of 5: Ship to');
  await userEvent.click(continueButton());
  await step('Step 4 of 5: Shipping method');
  await userEvent.click(screen.getByRole('radio', { name: method }));
  await userEvent.click(continueButton());
  await step('Step 5 of 5: Review your order');
}

describe('checkout', () => {
  it('asks a visitor to sign in, coming back to the checkout', async () => {
    withCart({ 'BM-100': 1 });
    const { published } = renderAt('/au/checkout');
    expect(await screen.findByText('Please sign in to check out.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(published['auth:login-requested']).toEqual([{ returnTo: '/au/checkout' }]);
  });

  it('has nothing to check out with an empty cart, and links back to it', async () => {
    signedInAs('trade@example.com');
    renderAt('/au/checkout');
    expect(
      await screen.findByText('Your cart is empty, so there is nothing to check out.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/au/cart',
    );
  });

  it('shows the steps, the current one marked, and starts on the default shipping address', async () => {
    readyToCheckOut();
    withAddress({ ...SYDNEY, firstName: 'Nina', city: 'Auckland', country: 'NZ' });
    renderAt('/au/checkout');
    await step('Step 3 of 5: Ship to');
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Cart', '2Sign in', '3Address', '4Shipping', '5Review']);
    expect(within(steps).getByText('Address').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    const choices = within(screen.getByRole('group', { name: 'Ship to' })).getAllByRole('radio');
    // The New Zealand address is not offered on the au site.
    expect(choices).toHaveLength(1);
    expect(choices[0]).toBeChecked();
    expect(choices[0]).toHaveAccessibleName(/Tessa Example.*1 George Street.*Sydney NSW 2000/);
    expect(
      screen.getByText('We deliver within Australia only: this address cannot be chosen.'),
    ).toBeInTheDocument();
  });

  it('needs an address: without one it says so and stays on the step', async () => {
    signedInAs('trade@example.com');
    withCart({ 'BM-100': 1 });
    renderAt('/au/checkout');
    expect(
      await screen.findByText('You have no saved addresses yet. Add the address to ship to.'),
    ).toBeInTheDocument();
    await userEvent.click(continueButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose an address to ship to.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 3 of 5: Ship to');
  });

  it('adds a new address with the address book form, and chooses it', async () => {
    signedInAs('trade@example.com');
    withCart({ 'BM-100': 1 });
    const { published } = renderAt('/au/checkout');
    await step('Step 3 of 5: Ship to');
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Tessa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Example');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Street' }), 'George Street');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Suburb or city' }), 'Sydney');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'State or region' }),
      'NSW',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), '2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const chosen = within(screen.getByRole('group', { name: 'Ship to' })).getByRole('radio');
    expect(chosen).toBeChecked();
    expect(chosen).toHaveAccessibleName(/George Street/);
    expect(published['analytics:event']).toContainEqual({ event: 'address_add' });
    await userEvent.click(continueButton());
    expect(await step('Step 4 of 5: Shipping method')).toHaveFocus();
  });

  it('sets the chosen shipping method on the cart, then reviews the final totals without an estimate', async () => {
    readyToCheckOut();
    const { published } = renderAt('/au/checkout');
    await step('Step 3 of 5: Ship to');
    await userEvent.click(continueButton());
    await step('Step 4 of 5: Shipping method');
    await userEvent.click(continueButton());
    expect(await screen.findByText('Choose a shipping method.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Express delivery/ }));
    await userEvent.click(continueButton());
    const review = await step('Step 5 of 5: Review your order');
    expect(review).toHaveFocus();
    expect(requests).toContainEqual({
      name: 'cart/setShippingMethod',
      body: { shippingMethod: { id: 'express' } },
    });
    expect(published['analytics:event']).toContainEqual({
      event: 'add_shipping_info',
      params: { shipping_tier: 'express' },
    });
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      'Tessa Example1 George StreetSydney NSW 2000',
    );
    expect(screen.getByRole('region', { name: 'Shipping method' })).toHaveTextContent(
      'Express delivery',
    );
    expect(screen.getByRole('list', { name: 'Items in this order' })).toHaveTextContent(
      'Basin mixer',
    );
    expect(screen.queryByText('Shipping (estimate)')).not.toBeInTheDocument();
    expect(screen.getByText('Shipping', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$35.00',
    );
    expect(screen.getByText(/^Total/, { selector: 'dt' }).closest('div')).toHaveTextContent(
      '$533.00',
    );
    expect(screen.getByText(/No payment is taken now/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change the shipping method' }));
    expect(await step('Step 4 of 5: Shipping method')).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
  });

  it('places the order to be confirmed, shows it with its number, and empties the header count', async () => {
    readyToCheckOut();
    const { published } = renderAt('/au/checkout');
    await toReview(/Standard delivery/);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order placed' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/au/my-account/orders/order-1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Your order AU-000001 has been placed and will be confirmed by our team.',
    );
    expect(screen.getByText('To be confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Shipping (estimate)')).not.toBeInTheDocument();
    expect(screen.getByText(/^Total/, { selector: 'dt' }).closest('div')).toHaveTextContent(
      '$513.00',
    );
    const placed = requests.find((request) => request.name === 'cart/checkout');
    expect(placed?.body).toEqual({
      shippingAddress: { addressId: expect.any(String) },
      shippingMethod: { id: 'standard' },
      total: { centAmount: 51300 },
    });
    expect(published['cart:changed']).toContainEqual({ totalItems: 0 });
    expect(published['analytics:event']).toContainEqual({
      event: 'purchase',
      params: { transaction_id: 'order-1', value: 513, currency: 'AUD' },
    });
  });

  it('keeps the review when the cart changed meanwhile, and says to check the totals again', async () => {
    readyToCheckOut();
    server.use(
      http.post('/action/cart/checkout', () =>
        fail(409, 'error.cart.changed', 'Your cart changed while checking out.'),
      ),
    );
    const { published } = renderAt('/au/checkout');
    await toReview(/Standard delivery/);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart changed. Please check the totals and place the order again.',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Review your order');
    expect(published['analytics:event'].map((event) => event.event)).not.toContain('purchase');
  });

  it('goes back to the address step when the server refuses the address', async () => {
    readyToCheckOut();
    server.use(
      http.post('/action/cart/checkout', () =>
        fail(
          400,
          'error.address.incomplete',
          'That address is missing details needed for delivery.',
        ),
      ),
    );
    renderAt('/au/checkout');
    await toReview(/Standard delivery/);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That address is missing details needed for delivery.',
    );
    expect(await step('Step 3 of 5: Ship to')).toHaveFocus();
  });

  it('says the session has expired when the checkout session cannot be opened, and places no order', async () => {
    readyToCheckOut();
    server.use(
      http.post('/action/cart/getCheckoutSessionToken', () =>
        fail(401, 'error.session.expired', 'Unauthorized'),
      ),
    );
    renderAt('/au/checkout');
    await toReview(/Standard delivery/);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has expired. Please sign in again to check out.',
    );
    expect(requests.map((r) => r.name)).not.toContain('cart/checkout');
  });
});
