import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_REFUSED,
  sessionFromAccountResponse,
} from '@specify/contracts';
import { fail } from '../../../testing/fixture-http';
import { requests, server, setUpAccountServer, signedInAs } from '../../../testing/account-server';
import { withCart } from '../../../testing/commerce-handlers';
import { renderAt } from '../../../testing/render-account';

setUpAccountServer();

const lines = () => screen.findByRole('list', { name: /^Cart items/ });
const summary = () => screen.getByRole('complementary', { name: 'Order summary' });
/** Holds a cart action until released; then the fixture answers it as usual. */
function hold(action: string, method: 'get' | 'post' = 'post') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // A resolver that returns nothing falls through to the fixture's handler.
  server.use(http[method](`/action/${action}`, () => held.then(() => undefined)));
  return () => release();
}

const total = () =>
  within(summary())
    .getByText(/^Total/)
    .closest('div')
    ?.querySelector('dd')?.textContent;

describe('cart', () => {
  it('says so when empty, with a way back to the products', async () => {
    renderAt('/au/cart');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your cart is empty.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Add products from any listing or product page, and they wait here for you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/au');
  });

  it('shows each line with its code, stock, price and count, and the server totals', async () => {
    withCart({ 'BM-100': 2, 'SR-200': 1 });
    renderAt('/au/cart');
    const list = await lines();
    expect(list).toHaveAccessibleName('Cart items (3 items)');
    const mixer = within(list).getAllByRole('listitem')[0]!;
    expect(within(mixer).getByRole('link', { name: 'Basin mixer' })).toHaveAttribute(
      'href',
      '/au/product/bm-100',
    );
    expect(mixer).toHaveTextContent('Code BM-100 · Chrome');
    expect(mixer).toHaveTextContent('In stock');
    expect(mixer).toHaveTextContent('$249.00 each');
    expect(within(mixer).getByRole('textbox', { name: 'Quantity of Basin mixer' })).toHaveValue(
      '2',
    );
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Out of stock');
    // No method chosen: the first method's rate, flagged as an estimate (storefront §9).
    expect(within(summary()).getByText('Shipping (estimate)')).toBeInTheDocument();
    expect(total()).toBe('$963.00');
    expect(summary()).toHaveTextContent('Some items are out of stock. Remove them to check out.');
    expect(within(summary()).getByRole('button', { name: 'Check out' })).toBeDisabled();
  });

  it('shows the totals on one basis, GST included, so the lines add up to the total', async () => {
    withCart({ 'BM-100': 2, 'SR-200': 1 });
    renderAt('/au/cart');
    await lines();
    const amount = (label: RegExp) =>
      within(summary()).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    // 2 × $249 + $450 at list price, GST included; $15 estimated shipping; $963 in all.
    expect(within(summary()).getByText(/^Subtotal/)).toHaveTextContent('Subtotal (inc. GST)');
    expect(amount(/^Subtotal/)).toBe('$948.00');
    expect(amount(/^Shipping \(estimate\)/)).toBe('$15.00');
    expect(total()).toBe('$963.00');
    expect(amount(/^GST included/)).toBe('$86.18');
  });

  it('shows a sale price beside the struck-through list price with the rounded percent', async () => {
    withCart({ 'BT-300': 1, 'BM-100': 1 });
    renderAt('/au/cart');
    const [tap, mixer] = within(await lines()).getAllByRole('listitem');
    const was = within(tap!).getByLabelText('Was $300.00');
    expect(was.tagName).toBe('S');
    expect(tap).toHaveTextContent('$240.00 each 20% off');
    expect(mixer).not.toHaveTextContent('% off');
    expect(within(summary()).getByText('Discount').nextSibling).toHaveTextContent('−$60.00');
  });

  it('updates a count and removes a line, telling the header each time', async () => {
    withCart({ 'BM-100': 1, 'SR-200': 1 });
    const { published } = renderAt('/au/cart');
    const list = await lines();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Increase: Quantity of Basin mixer' }),
    );
    await waitFor(() => expect(published['cart:changed']).toEqual([{ totalItems: 3 }]));
    expect(screen.getByRole('status')).toHaveTextContent('Basin mixer: quantity 2.');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Shower rail' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(published['cart:changed']).toEqual([{ totalItems: 3 }, { totalItems: 2 }]);
    expect(published['analytics:event'].map((e) => e.event)).toEqual([
      'update_cart_item',
      'remove_from_cart',
    ]);
    expect(requests.map((r) => r.name)).toEqual(['cart/updateItem', 'cart/removeItem']);
    expect(within(summary()).getByRole('button', { name: 'Check out' })).toBeEnabled();
  });

  it('shows a failed change and keeps the cart as it was', async () => {
    withCart({ 'BM-100': 1 });
    server.use(
      http.post('/action/cart/updateItem', () =>
        fail(404, 'error.cart.lineItem', 'That line is not in your cart.'),
      ),
    );
    const { published } = renderAt('/au/cart');
    const list = await lines();
    await userEvent.click(
      within(list).getByRole('button', { name: 'Increase: Quantity of Basin mixer' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That line is not in your cart.');
    expect(within(list).getByRole('textbox', { name: 'Quantity of Basin mixer' })).toHaveValue('1');
    expect(published['cart:changed']).toEqual([]);
  });

  it('redeems a discount code, refuses an unknown one, and removes it again', async () => {
    withCart({ 'BM-100': 1 });
    renderAt('/au/cart');
    await lines();
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription('Enter a discount code.');
    await userEvent.type(field, 'NOPE{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(DISCOUNT_CODE_REFUSED));
    await userEvent.clear(field);
    await userEvent.type(field, 'trade10{Enter}');
    const applied = await screen.findByRole('list', { name: 'Applied discount codes' });
    expect(applied).toHaveTextContent('TRADE10 (10% off)');
    expect(field).toHaveValue('');
    expect(within(summary()).getByText('Discount').nextSibling).toHaveTextContent('−$24.90');
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove TRADE10' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Applied discount codes' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('refuses a code when the answer has no cart, with the spec message', async () => {
    withCart({ 'BM-100': 1 });
    renderAt('/au/cart');
    await lines();
    server.use(
      http.post('/action/cart/redeemDiscountCode', async () => {
        const { HttpResponse } = await import('msw');
        const empty = await (await fetch('/action/cart/getCart')).json();
        return HttpResponse.json({ ...empty, cartId: null });
      }),
    );
    const field = screen.getByRole('textbox', { name: 'Discount code' });
    await userEvent.type(field, 'TRADE10{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(DISCOUNT_CODE_INVALID));
  });

  it('sets the shipping method, so shipping is no longer an estimate', async () => {
    withCart({ 'BM-100': 1 });
    renderAt('/au/cart');
    await lines();
    await userEvent.click(screen.getByRole('radio', { name: /Express delivery/ }));
    await waitFor(() => expect(within(summary()).getByText('Shipping')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
    expect(total()).toBe('$284.00');
  });

  it("shows a shipping choice at once, and puts the cart's back when the server refuses it", async () => {
    withCart({ 'BM-100': 1 });
    let refuse: (() => void) | undefined;
    server.use(
      http.post(
        '/action/cart/setShippingMethod',
        () =>
          new Promise<Response>((resolve) => {
            refuse = () =>
              resolve(
                fail(400, 'error.cart.shippingMethod', 'That shipping method is not available.'),
              );
          }),
      ),
    );
    renderAt('/au/cart');
    await lines();
    const express = screen.getByRole('radio', { name: /Express delivery/ });
    await userEvent.click(express);
    expect(express).toBeChecked();
    await waitFor(() => expect(refuse).toBeDefined());
    refuse?.();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That shipping method is not available.',
    );
    expect(express).not.toBeChecked();
  });

  it('asks a visitor to sign in on Check out, coming back to the cart', async () => {
    withCart({ 'BM-100': 2 });
    const { published } = renderAt('/au/cart');
    await lines();
    expect(summary()).toHaveTextContent('Sign in to check out. Your cart stays as it is.');
    await userEvent.click(within(summary()).getByRole('button', { name: 'Check out' }));
    expect(published['auth:login-requested']).toEqual([{ returnTo: '/au/cart' }]);
    expect(window.location.pathname).toBe('/au/cart');
    expect(requests.map((r) => r.name)).not.toContain('cart/checkout');
  });

  it('follows a sign-in made in the dialog: Check out then goes on to the checkout', async () => {
    withCart({ 'BM-100': 2 });
    const { bus, published } = renderAt('/au/cart');
    await lines();
    const account = signedInAs('trade@example.com');
    // What the sign-in dialog (its own mount) publishes once the account is signed in.
    act(() =>
      bus.publish('auth:changed', {
        session: sessionFromAccountResponse({ loggedIn: true, account }),
      }),
    );
    await waitFor(() => expect(summary()).not.toHaveTextContent('Sign in to check out'));
    await userEvent.click(within(summary()).getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(published['auth:login-requested']).toEqual([]);
  });

  it('does not ask again when Check out is clicked the moment the sign-in lands', async () => {
    withCart({ 'BM-100': 2 });
    const { bus, published } = renderAt('/au/cart');
    await lines();
    const account = signedInAs('trade@example.com');
    const release = hold('account/getAccount', 'get');
    act(() =>
      bus.publish('auth:changed', {
        session: sessionFromAccountResponse({ loggedIn: true, account }),
      }),
    );
    // Until the account is read again, the button waits rather than acting on the old visitor.
    const checkOut = within(summary()).getByRole('button', { name: 'Check out' });
    await userEvent.click(checkOut);
    expect(published['auth:login-requested']).toEqual([]);
    release();
    await waitFor(() => expect(checkOut).toBeEnabled());
    await userEvent.click(checkOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(published['auth:login-requested']).toEqual([]);
  });

  it('takes a signed-in user from Check out to the checkout steps', async () => {
    signedInAs('trade@example.com');
    withCart({ 'BM-100': 2 });
    const { published } = renderAt('/au/cart');
    await lines();
    expect(summary()).not.toHaveTextContent('Sign in to check out');
    await userEvent.click(within(summary()).getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/au/checkout');
    expect(published['auth:login-requested']).toEqual([]);
  });

  it('marks only the line being changed busy, and holds every other control until it is done', async () => {
    withCart({ 'BM-100': 1, 'SR-200': 1 });
    const release = hold('cart/updateItem');
    renderAt('/au/cart');
    const [mixer, rail] = within(await lines()).getAllByRole('listitem');
    await userEvent.click(
      within(mixer!).getByRole('button', { name: 'Increase: Quantity of Basin mixer' }),
    );
    await waitFor(() => expect(mixer).toHaveAttribute('aria-busy', 'true'));
    expect(rail).not.toHaveAttribute('aria-busy');
    expect(within(rail!).getByRole('button', { name: 'Remove Shower rail' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-busy');
    release();
    await waitFor(() => expect(mixer).not.toHaveAttribute('aria-busy'));
    expect(within(rail!).getByRole('button', { name: 'Remove Shower rail' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('shows the discount code in flight on Apply, and holds the lines meanwhile', async () => {
    withCart({ 'BM-100': 1 });
    const release = hold('cart/redeemDiscountCode');
    renderAt('/au/cart');
    const list = await lines();
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'TRADE10{Enter}');
    const apply = screen.getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveAttribute('aria-busy', 'true'));
    expect(within(list).getByRole('listitem')).not.toHaveAttribute('aria-busy');
    expect(within(list).getByRole('button', { name: 'Remove Basin mixer' })).toBeDisabled();
    release();
    expect(await screen.findByRole('list', { name: 'Applied discount codes' })).toHaveTextContent(
      'TRADE10 (10% off)',
    );
    expect(apply).not.toHaveAttribute('aria-busy');
    expect(within(list).getByRole('button', { name: 'Remove Basin mixer' })).toBeEnabled();
  });

  it('two mounts of the app keep their own change in flight', async () => {
    withCart({ 'BM-100': 1 });
    const release = hold('cart/updateItem');
    renderAt('/au/cart');
    renderAt('/au/cart');
    const [first, second] = await screen.findAllByRole('list', { name: /^Cart items/ });
    await userEvent.click(
      within(first!).getByRole('button', { name: 'Increase: Quantity of Basin mixer' }),
    );
    await waitFor(() =>
      expect(within(first!).getByRole('listitem')).toHaveAttribute('aria-busy', 'true'),
    );
    expect(within(second!).getByRole('listitem')).not.toHaveAttribute('aria-busy');
    expect(
      within(second!).getByRole('button', { name: 'Increase: Quantity of Basin mixer' }),
    ).toBeEnabled();
    release();
    await waitFor(() =>
      expect(within(first!).getByRole('listitem')).not.toHaveAttribute('aria-busy'),
    );
  });
});
