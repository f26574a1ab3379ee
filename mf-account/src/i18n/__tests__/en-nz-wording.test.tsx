import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createEventBus } from '@specify/contracts';
import { SignInParcelRoot } from '../../sign-in/parcel';
import { server, setUpAccountServer, signedInAs } from '../../testing/account-server';
import { withCart } from '../../testing/commerce-handlers';
import { renderAt } from '../../testing/render-account';

// en-NZ holds only what differs from en-AU. Whatever it says must reach the screen: the rules'
// messages are the catalogue's, not constants.
jest.mock('../en-NZ.messages.json', () => ({
  'error.auth.wrong': 'Kia ora: your email and password, please.',
  'error.offline': 'Kia ora: you are offline.',
  'profile.error.phonePattern': 'Kia ora: a phone number is 12 digits.',
  'profile.error.required': 'Kia ora: {field} is needed.',
  'profile.saved': 'Kia ora: saved.',
  'discount.invalid': 'Kia ora: that code is not valid.',
}));

setUpAccountServer();

function openSignIn(market: 'au' | 'nz') {
  render(
    <SignInParcelRoot
      market={market}
      bus={createEventBus()}
      runtimeConfig={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      onClose={jest.fn()}
    />,
  );
  return screen.getByRole('dialog', { name: 'Sign in or create an account' });
}

it('words the sign-in rules and the offline message in the market’s language', async () => {
  server.use(http.post('/action/account/login', () => HttpResponse.error()));
  const dialog = openSignIn('nz');
  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(email).toHaveAccessibleDescription('Kia ora: your email and password, please.');
  await userEvent.type(email, 'trade@example.com');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Specify#2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Kia ora: you are offline.');
});

it('keeps en-AU’s words on au', async () => {
  const dialog = openSignIn('au');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Email and password are required.',
  );
});

it('words the profile rules and the saved message, with the market’s field names', async () => {
  signedInAs('trade@example.com', {
    legal_entity: 'nz',
    country: 'NZ',
    state: '',
    company_type: 'Merchant',
  });
  renderAt('/nz/my-account');
  const details = await screen.findByRole('form', { name: 'Your details' });
  const phone = within(details).getByRole('textbox', { name: 'Phone' });
  await userEvent.type(phone, '04a');
  await userEvent.tab();
  expect(phone).toHaveAccessibleDescription('Kia ora: a phone number is 12 digits.');
  await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
  expect(within(details).getByRole('combobox', { name: 'Region' })).toHaveAccessibleDescription(
    'Kia ora: Region is needed.',
  );
  await userEvent.clear(phone);
  await userEvent.type(phone, '041234567890');
  await userEvent.selectOptions(within(details).getByRole('combobox', { name: 'Region' }), 'Otago');
  await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
  expect(await within(details).findByRole('status')).toHaveTextContent('Kia ora: saved.');
});

it('words a refused discount code', async () => {
  withCart({ 'BM-100': 1 });
  renderAt('/nz/cart');
  await screen.findByRole('list', { name: /^Cart items/ });
  server.use(
    http.post('/action/cart/redeemDiscountCode', async () => {
      const cart = await (await fetch('/action/cart/getCart')).json();
      return HttpResponse.json({ ...cart, cartId: null });
    }),
  );
  const field = screen.getByRole('textbox', { name: 'Discount code' });
  await userEvent.type(field, 'TRADE10{Enter}');
  await waitFor(() =>
    expect(field).toHaveAccessibleDescription('Kia ora: that code is not valid.'),
  );
});
