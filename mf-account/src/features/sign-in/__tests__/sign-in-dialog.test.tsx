import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import {
  NO_INTERNET_MESSAGE,
  VALIDATION_MESSAGES,
  createEventBus,
  decodePassword,
  type EventBus,
} from '@specify/contracts';
import { SignInParcelRoot } from '../../../sign-in/parcel';
import { signInEmailAtom, signInViewAtom } from '../model/sign-in-state';
import { PASSWORD, requests, server, setUpAccountServer } from '../../../testing/account-server';

setUpAccountServer();
beforeEach(() => window.history.pushState(null, '', '/au/products/baths/'));

// Example: how the shell mounts the parcel (here rendered directly, with the same props).
function open({ returnTo, view }: { returnTo?: string; view?: 'sign-in' | 'sign-up' } = {}) {
  const bus: EventBus = createEventBus();
  const events: { name: string; payload: unknown }[] = [];
  for (const name of ['auth:changed', 'toast:show', 'analytics:event'] as const)
    bus.subscribe(name, (payload) => events.push({ name, payload }));
  const onClose = jest.fn();
  mount({ bus, returnTo, view, onClose });
  const dialog = screen.getByRole('dialog', { name: 'Sign in or create an account' });
  return { dialog, events, onClose };
}

function mount({
  bus = createEventBus(),
  returnTo,
  view,
  onClose = jest.fn(),
}: {
  bus?: EventBus;
  returnTo?: string;
  view?: 'sign-in' | 'sign-up';
  onClose?: () => void;
} = {}) {
  render(
    <SignInParcelRoot
      market="au"
      bus={bus}
      runtimeConfig={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      returnTo={returnTo}
      view={view}
      onClose={onClose}
    />,
  );
}

async function signIn(dialog: HTMLElement, email: string, password = PASSWORD) {
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), email);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('asks for both fields, then for a real email, before sending anything', async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      VALIDATION_MESSAGES['error.auth.wrong'],
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES['error.auth.wrong'],
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'tessa@example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      VALIDATION_MESSAGES['error.auth.email.wrong'],
    );
    expect(requests).toEqual([]);
  });

  it('signs a trade user in: the session goes out, the dialog closes, the page stays', async () => {
    const { dialog, events, onClose } = open({ returnTo: '/au/products/baths/' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await signIn(dialog, 'Trade@Example.com');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [login] = requests;
    expect(login?.body).toMatchObject({ email: 'trade@example.com', remember: true });
    expect(decodePassword((login?.body as { password: string }).password)).toBe(PASSWORD);
    expect(events).toContainEqual({
      name: 'auth:changed',
      payload: {
        session: {
          status: 'authenticated',
          account: expect.objectContaining({ firstName: 'Tessa', companyName: 'Acme Plumbing' }),
        },
      },
    });
    expect(window.location.pathname).toBe('/au/products/baths/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pushes the login analytics event on a sign-in, and none for an unverified email', async () => {
    const signedIn = open();
    await signIn(signedIn.dialog, 'trade@example.com');
    await waitFor(() => expect(signedIn.onClose).toHaveBeenCalled());
    expect(signedIn.events).toContainEqual({
      name: 'analytics:event',
      payload: { event: 'login', params: { method: 'email' } },
    });
    cleanup();
    const unverified = open();
    await signIn(unverified.dialog, 'unverified@example.com');
    await within(unverified.dialog).findByRole('alert');
    expect(unverified.events.filter((event) => event.name === 'analytics:event')).toEqual([]);
  });

  it('an incomplete profile goes on to its returnTo once the details are saved', async () => {
    const { dialog } = open({ returnTo: '/au/project-builder' });
    await signIn(dialog, 'incomplete@example.com');
    await waitFor(() => expect(window.location.pathname).toBe('/company-registration'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/au/project-builder');
  });

  it('opens on Sign in, or on Sign up when a Sign up button asked for it', () => {
    const signIn = open();
    expect(within(signIn.dialog).getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    cleanup();
    const signUp = open({ view: 'sign-up' });
    expect(within(signUp.dialog).getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('honours returnTo after signing in', async () => {
    const { dialog, onClose } = open({ returnTo: '/au/project-builder' });
    await signIn(dialog, 'trade@example.com');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/au/project-builder');
  });

  it.each(['//evil.example/phish', '/\\evil.example/phish', '/\t/evil.example'])(
    'never returns to another site: %s',
    async (returnTo) => {
      const { dialog, onClose } = open({ returnTo });
      await signIn(dialog, 'trade@example.com');
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(window.location.pathname).toBe('/au/products/baths/');
    },
  );

  it('sends an incomplete profile to /company-registration, to come back here after', async () => {
    const { dialog, events } = open();
    await signIn(dialog, 'incomplete@example.com');
    await waitFor(() => expect(window.location.pathname).toBe('/company-registration'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/au/products/baths/');
    expect(events).toContainEqual({
      name: 'toast:show',
      payload: {
        tone: 'info',
        message: 'Please complete your company details to use every feature.',
      },
    });
  });

  it('wrong credentials: the server’s message, and the form keeps what was typed', async () => {
    const { dialog, onClose } = open();
    await signIn(dialog, 'trade@example.com', 'Wrong#2026');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error logging in user. Please check your email/password.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('trade@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offline: the no-internet message', async () => {
    server.use(http.post('/action/account/login', () => HttpResponse.error()));
    const { dialog } = open();
    await signIn(dialog, 'trade@example.com');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_INTERNET_MESSAGE);
  });

  it('unverified: the reminder with a working resend', async () => {
    const { dialog, onClose } = open();
    await signIn(dialog, 'unverified@example.com');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Your email is not verified. Please click here to resend the verification link.',
    );
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Resend the verification link' }),
    );
    expect(await within(alert).findByRole('status')).toHaveTextContent(
      'We have sent you a new verification link.',
    );
    expect(requests.at(-1)).toEqual({
      name: 'account/resendEmailVerification',
      body: { email: 'unverified@example.com' },
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('sign up', () => {
  async function fill(dialog: HTMLElement, email: string, password: string, confirmation: string) {
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sign up' }));
    const form = within(dialog).getByRole('form', { name: 'Sign up' });
    if (email) await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), email);
    if (password) await userEvent.type(within(form).getByLabelText('Password'), password);
    if (confirmation)
      await userEvent.type(within(form).getByLabelText('Confirm password'), confirmation);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    return form;
  }

  it.each([
    ['', '', '', 'Email', VALIDATION_MESSAGES['error.auth.wrong.details']],
    [
      'new@example.com',
      'weakpass',
      'weakpass',
      'Password',
      VALIDATION_MESSAGES['error.auth.password.wrong'],
    ],
    [
      'new@example.com',
      PASSWORD,
      'Other#2026',
      'Confirm password',
      VALIDATION_MESSAGES['error.password.notConfirmed'],
    ],
  ])(
    'refuses %s / %s / %s with the §5 message on %s',
    async (email, password, confirmation, field, message) => {
      const { dialog } = open();
      const form = await fill(dialog, email, password, confirmation);
      expect(within(form).getByLabelText(field)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(requests).toEqual([]);
    },
  );

  it('shows the server’s message as is', async () => {
    server.use(
      http.post('/action/account/register', () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 502,
            code: 'error.verification.send',
            message: 'Error in sending verification email',
            details: { errorMessage: 'Error in sending verification email' },
          },
          { status: 502 },
        ),
      ),
    );
    const { dialog } = open();
    const form = await fill(dialog, 'new@example.com', PASSWORD, PASSWORD);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Error in sending verification email',
    );
  });

  it('goes on to the verify page for an address that has an account, as for a new one', async () => {
    const { dialog } = open();
    await fill(dialog, 'trade@example.com', PASSWORD, PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/verify'));
  });

  it('success: both stores, a sign-up analytics event, and the verify page', async () => {
    const { dialog, events, onClose } = open();
    await fill(dialog, 'new@example.com', PASSWORD, PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/verify'));
    expect(window.location.search).toBe('?email=new%40example.com');
    expect(onClose).toHaveBeenCalled();
    expect(requests[0]?.body).toMatchObject({
      Username: 'new@example.com',
      stores: ['specify-au', 'specify-nz'],
      website: window.location.origin,
    });
    expect(events).toContainEqual({
      name: 'analytics:event',
      payload: { event: 'sign_up', params: { method: 'email' } },
    });
  });
});

describe('forgot password', () => {
  it('asks for a valid email, sends the link, and goes to the confirmation page', async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const form = within(dialog).getByRole('form', { name: 'Reset your password' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      VALIDATION_MESSAGES['error.auth.email.wrong'],
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'trade@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(window.location.pathname).toBe('/password-reset-confirm'));
    expect(window.location.search).toBe('?email=trade%40example.com');
  });

  it('Back to sign in returns to the tabs', async () => {
    const { dialog } = open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(within(dialog).getByRole('tab', { name: 'Sign in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('moving between steps', () => {
  const email = (scope: HTMLElement) => within(scope).getByRole('textbox', { name: 'Email' });

  it('keeps the email typed on Sign in through Sign up and back, but never a password', async () => {
    const { dialog } = open();
    await userEvent.type(email(dialog), 'tessa@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sign up' }));
    const signUp = within(dialog).getByRole('form', { name: 'Sign up' });
    expect(email(signUp)).toHaveValue('tessa@example.com');
    expect(within(signUp).getByLabelText('Password')).toHaveValue('');
    await userEvent.type(email(signUp), '.au');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sign in' }));
    const signIn = within(dialog).getByRole('form', { name: 'Sign in' });
    expect(email(signIn)).toHaveValue('tessa@example.com.au');
    expect(within(signIn).getByLabelText('Password')).toHaveValue('');
  });

  it('starts the reset from the email typed on Sign in, and brings it back', async () => {
    const { dialog } = open();
    await userEvent.type(email(dialog), 'Trade@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const reset = within(dialog).getByRole('form', { name: 'Reset your password' });
    expect(email(reset)).toHaveValue('Trade@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    expect(email(dialog)).toHaveValue('Trade@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(window.location.pathname).toBe('/password-reset-confirm'));
    expect(window.location.search).toBe('?email=trade%40example.com');
  });

  it('two dialogs mounted at once share neither the step nor the email', async () => {
    mount();
    mount();
    const [first, second] = screen.getAllByRole('dialog', {
      name: 'Sign in or create an account',
    });
    await userEvent.type(email(first!), 'tessa@example.com');
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

  it('keeps its state in its own store, never in the page-wide default one', async () => {
    const { dialog } = open();
    await userEvent.type(email(dialog), 'tessa@example.com');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Sign up' }));
    expect(getDefaultStore().get(signInViewAtom)).toBe('sign-in');
    expect(getDefaultStore().get(signInEmailAtom)).toBe('');
  });
});
