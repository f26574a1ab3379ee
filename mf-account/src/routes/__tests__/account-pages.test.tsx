import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ANONYMOUS_SESSION,
  VALIDATION_MESSAGES,
  createEventBus,
  matchRoute,
} from '@specify/contracts';
import { renderFirstPaint } from '../../first-paint/render-first-paint';
import { AccountRoot } from '../../root';
import { PASSWORD, requests, setUpAccountServer } from '../../testing/account-server';
import { SUCCESS_MESSAGE_MS } from '../password-reset-confirm-page';

setUpAccountServer();

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const bus = createEventBus();
  const requested: unknown[] = [];
  const analytics: unknown[] = [];
  bus.subscribe('auth:login-requested', (request) => requested.push(request));
  bus.subscribe('analytics:event', (event) => analytics.push(event));
  render(
    <AccountRoot
      remote="mf-account"
      market="au"
      session={ANONYMOUS_SESSION}
      bus={bus}
      config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
    />,
  );
  return { requested, analytics };
}

it.each([
  ['/login', 'Sign in | Specify'],
  ['/au/cart', 'Cart | Specify'],
  ['/au/wishlist', 'Wishlist | Specify'],
  ['/au/my-account', 'My account | Specify'],
  ['/au/my-account/orders', 'My orders | Specify'],
  ['/au/checkout', 'Checkout | Specify'],
  ['/company-registration', 'Complete your company details | Specify'],
  ['/verify', 'Verify your email | Specify'],
  ['/password-reset-confirm', 'Check your email | Specify'],
  ['/reset-password', 'Choose a new password | Specify'],
  ['/confirm-email', 'Confirm your email | Specify'],
])(
  'names the tab after the page: %s reads %s, as its first paint names it',
  async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
    // The platform puts the same words into the page it serves.
    const route = matchRoute(path);
    if (!route) throw new Error(`No route for ${path}`);
    const paint = await renderFirstPaint({
      route: route.name,
      market: route.market,
      pathname: path,
      search: '',
      getJson: async () => undefined,
      readAction: async () => undefined,
      searchQueries: async () => undefined,
    });
    expect(paint).toEqual({ title });
  },
);

it('names no head for a page without a fixed name, or one it does not own', async () => {
  for (const route of ['myOrder', 'productFamily'] as const) {
    const paint = await renderFirstPaint({
      route,
      market: 'au',
      pathname: '/au',
      search: '',
      getJson: async () => undefined,
      readAction: async () => undefined,
      searchQueries: async () => undefined,
    });
    expect(paint).toBeUndefined();
  }
});

it('/login signs in on the page and goes to returnTo, else home', async () => {
  renderAt('/login?returnTo=%2Fau%2Fproject-builder');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'trade@example.com');
  await userEvent.type(screen.getByLabelText('Password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(window.location.pathname).toBe('/au/project-builder'));
});

it('/login: two mounts of the app keep their own sign-in step and email', async () => {
  renderAt('/login');
  renderAt('/login');
  const [first, second] = await screen.findAllByRole('region', { name: 'Sign in' });
  await userEvent.type(within(first!).getByRole('textbox', { name: 'Email' }), 'a@example.com');
  await userEvent.click(within(first!).getByRole('tab', { name: 'Sign up' }));
  expect(within(first!).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(second!).getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(within(second!).getAllByRole('textbox')[0]).toHaveValue('');
});

it('/login starts over on Sign in when the visitor comes back to it', async () => {
  renderAt('/login');
  await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'a@example.com');
  await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
  for (const path of ['/verify?email=a%40example.com', '/login']) {
    act(() => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  }
  expect(await screen.findByRole('tab', { name: 'Sign in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

it('/verify names the address and resends the link', async () => {
  renderAt('/verify?email=new%40example.com');
  expect(
    await screen.findByText(
      'We have sent a verification link to new@example.com. Open it to activate your account.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resend the verification link' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'We have sent you a new verification link.',
  );
  expect(requests).toEqual([
    { name: 'account/resendEmailVerification', body: { email: 'new@example.com' } },
  ]);
});

it('/verify opened without an address names none and offers no resend', async () => {
  renderAt('/verify');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verify your email' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText('We have sent you a verification link. Open it to activate your account.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/link to \./)).not.toBeInTheDocument();
  expect(screen.getByText(/look in your spam folder/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend the verification link' })).toBeNull();
});

it('/password-reset-confirm resends, says so for 2 s, and links back to sign in', async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/password-reset-confirm?email=trade%40example.com');
    const resend = await screen.findByRole('button', { name: 'Send the link again' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await user.click(resend);
    expect(await screen.findByText('The link has been sent again.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SUCCESS_MESSAGE_MS - 1));
    expect(screen.getByText('The link has been sent again.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('The link has been sent again.')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('/reset-password checks the new password, then sets it', async () => {
  const { analytics } = renderAt('/reset-password?token=fresh');
  const password = await screen.findByLabelText('New password');
  await userEvent.type(password, 'weak');
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(password).toHaveAccessibleDescription(
    expect.stringContaining(VALIDATION_MESSAGES['error.auth.password.wrong']),
  );
  await userEvent.clear(password);
  await userEvent.type(password, PASSWORD);
  await userEvent.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(requests).toEqual([
    { name: 'account/resetPassword', body: { token: 'fresh', newPassword: PASSWORD } },
  ]);
  expect(analytics).toEqual([{ event: 'password_reset' }]);
});

it('/reset-password with a used link says so, and sends no event', async () => {
  const { analytics } = renderAt('/reset-password?token=used');
  await userEvent.type(await screen.findByLabelText('New password'), PASSWORD);
  await userEvent.type(screen.getByLabelText('Confirm password'), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This URL can be used only once');
  expect(analytics).toEqual([]);
});

it('/confirm-email confirms once and offers to sign in', async () => {
  const { requested, analytics } = renderAt('/confirm-email?token=abc');
  expect(
    await screen.findByText('Your email is confirmed. You can sign in now.'),
  ).toBeInTheDocument();
  expect(requests).toEqual([{ name: 'account/confirm', body: { token: 'abc' } }]);
  expect(analytics).toEqual([{ event: 'email_confirmed' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(requested).toEqual([{}]);
});

it('/confirm-email with an expired link says so', async () => {
  renderAt('/confirm-email?token=expired');
  expect(await screen.findByRole('alert')).toHaveTextContent('Access expired.');
});
