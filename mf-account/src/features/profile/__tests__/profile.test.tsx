import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { ANONYMOUS_SESSION, NO_INTERNET_MESSAGE, createEventBus } from '@specify/contracts';
import { PROFILE_MESSAGES } from '@specify/contracts/account/profile';
import { AccountRoot } from '../../../root';
import {
  PASSWORD,
  requests,
  server,
  setUpAccountServer,
  signedInAs,
} from '../../../testing/account-server';

setUpAccountServer();

function renderAt(path: string) {
  window.history.pushState(null, '', path);
  const bus = createEventBus();
  const sessions: unknown[] = [];
  const analytics: unknown[] = [];
  bus.subscribe('auth:changed', ({ session: next }) => sessions.push(next));
  bus.subscribe('analytics:event', (event) => analytics.push(event));
  const toasts: unknown[] = [];
  bus.subscribe('toast:show', (toast) => toasts.push(toast));
  render(
    // A fresh SWR cache per test, so one test's account is not another's.
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccountRoot
        remote="mf-account"
        market={path.startsWith('/nz') ? 'nz' : 'au'}
        session={ANONYMOUS_SESSION}
        bus={bus}
        config={{ environment: 'test', remotes: {}, loadTimeoutMs: 5000 }}
      />
    </SWRConfig>,
  );
  return { sessions, analytics, toasts };
}

async function form() {
  return screen.findByRole('form', { name: 'Your details' });
}

describe('My Account', () => {
  it('sends a visitor home', async () => {
    renderAt('/au/my-account');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('sends a user without a first name to /company-registration', async () => {
    signedInAs('incomplete@example.com', { firstName: '' });
    renderAt('/au/my-account');
    await waitFor(() => expect(window.location.pathname).toBe('/company-registration'));
    expect(
      await screen.findByRole('heading', { name: 'Complete your company details' }),
    ).toBeInTheDocument();
  });

  it('sends a user without a company name to /company-registration', async () => {
    signedInAs('incomplete@example.com');
    renderAt('/au/my-account');
    await waitFor(() => expect(window.location.pathname).toBe('/company-registration'));
  });

  it('checks each rule on blur and change, and refuses to send until all hold', async () => {
    signedInAs('trade@example.com', { phone: '' });
    renderAt('/au/my-account');
    const details = await form();
    const phone = within(details).getByRole('textbox', { name: 'Phone' });
    await userEvent.click(phone);
    await userEvent.tab();
    expect(phone).toHaveAccessibleDescription(PROFILE_MESSAGES.phoneRequired);
    await userEvent.type(phone, '04a');
    expect(phone).toHaveAccessibleDescription(PROFILE_MESSAGES.phonePattern);
    await userEvent.clear(phone);
    await userEvent.type(phone, '041234567890');
    expect(phone).toHaveAccessibleDescription('');
    const first = within(details).getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Tess*');
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(first).toHaveAccessibleDescription('First name is required.');
    expect(requests.filter((request) => request.name === 'account/update')).toEqual([]);
  });

  it('email and country are read-only; company fields too outside the account’s market', async () => {
    signedInAs('trade@example.com', { legal_entity: 'au' });
    renderAt('/nz/my-account');
    const details = await form();
    expect(within(details).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(within(details).getByRole('textbox', { name: 'Country' })).toHaveAttribute('readonly');
    expect(within(details).getByRole('textbox', { name: 'Company name' })).toHaveAttribute(
      'readonly',
    );
    expect(within(details).getByRole('combobox', { name: 'Region' })).toBeDisabled();
    expect(within(details).getByRole('combobox', { name: 'Role' })).toBeEnabled();
  });

  it('saves, says so for a moment, and announces the new name', async () => {
    signedInAs('trade@example.com', {
      state: 'NSW',
      company_type: 'Merchant',
      phone: '0400000000',
    });
    const { sessions } = renderAt('/au/my-account');
    const details = await form();
    const first = within(details).getByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Tessa-Jane');
    await userEvent.click(within(details).getByRole('checkbox', { name: /news/ }));
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('status')).toHaveTextContent(PROFILE_MESSAGES.success);
    expect(requests.find((request) => request.name === 'account/update')?.body).toMatchObject({
      firstName: 'Tessa-Jane',
      legal_entity: 'au',
      customer_marketing_consent: 'yes',
      state: 'NSW',
    });
    expect(sessions).toContainEqual(
      expect.objectContaining({ account: expect.objectContaining({ firstName: 'Tessa-Jane' }) }),
    );
  });

  it('shows the server’s message when the save is refused, and keeps the form', async () => {
    server.use(
      http.post('/action/account/update', () =>
        HttpResponse.json(
          {
            isError: true,
            statusCode: 403,
            code: 'error.profile.readonly',
            message: 'Country cannot be changed.',
          },
          { status: 403 },
        ),
      ),
    );
    signedInAs('trade@example.com', {
      state: 'NSW',
      company_type: 'Merchant',
      phone: '0400000000',
    });
    renderAt('/au/my-account');
    const details = await form();
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'Country cannot be changed.',
    );
    expect(within(details).getByRole('textbox', { name: 'First name' })).toHaveValue('Tessa');
  });

  it('offline: the no-internet message', async () => {
    server.use(http.post('/action/account/update', () => HttpResponse.error()));
    signedInAs('trade@example.com', {
      state: 'NSW',
      company_type: 'Merchant',
      phone: '0400000000',
    });
    renderAt('/au/my-account');
    const details = await form();
    await userEvent.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('alert')).toHaveTextContent(NO_INTERNET_MESSAGE);
  });

  it('changes the password with the current one, and says when it is wrong', async () => {
    signedInAs('trade@example.com');
    const { analytics } = renderAt('/au/my-account');
    const change = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(change).getByLabelText('Current password'), 'Nope#2026');
    await userEvent.type(within(change).getByLabelText('New password'), 'Brand#New2026');
    await userEvent.type(within(change).getByLabelText('Confirm password'), 'Brand#New2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByRole('alert')).toHaveTextContent(
      'The current password is not correct.',
    );
    expect(analytics).toEqual([]);
    await userEvent.clear(within(change).getByLabelText('Current password'));
    await userEvent.type(within(change).getByLabelText('Current password'), PASSWORD);
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(await within(change).findByRole('status')).toHaveTextContent(
      'Your password has been changed.',
    );
    expect(analytics).toEqual([{ event: 'password_change' }]);
  });

  it('deletes the account only with the password and a second yes', async () => {
    signedInAs('trade@example.com');
    const { sessions } = renderAt('/au/my-account');
    const remove = await screen.findByRole('button', { name: 'Delete my account' });
    await userEvent.click(remove);
    expect(screen.getByText('Enter your password to delete your account.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Delete account' });
    await userEvent.type(within(section).getByLabelText('Password'), PASSWORD);
    await userEvent.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sessions).toEqual([ANONYMOUS_SESSION]);
  });
});

describe('Company registration', () => {
  // The shell starts single-spa, whose patched history tells the routers of every pushState with a
  // popstate event (navigateToUrl); rendered without the shell, this does it.
  let pushState: jest.SpyInstance;
  beforeAll(() => {
    const push = window.history.pushState.bind(window.history);
    pushState = jest.spyOn(window.history, 'pushState').mockImplementation((...args) => {
      push(...args);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
  });
  afterAll(() => pushState.mockRestore());

  async function completeDetails() {
    const details = await form();
    await userEvent.type(within(details).getByRole('textbox', { name: 'First name' }), 'Ivan');
    await userEvent.type(within(details).getByRole('textbox', { name: 'Phone' }), '0400000000');
    await userEvent.type(
      within(details).getByRole('textbox', { name: 'Company name' }),
      'Harbour Plumbing',
    );
    await userEvent.selectOptions(
      within(details).getByRole('combobox', { name: 'Company type' }),
      'Merchant',
    );
    await userEvent.click(within(details).getByRole('button', { name: /Save/ }));
  }

  it('saved, goes to My Account showing the saved details, and says they were saved', async () => {
    signedInAs('incomplete@example.com', { firstName: '' });
    const { toasts } = renderAt('/company-registration');
    await completeDetails();
    await waitFor(() => expect(window.location.pathname).toBe('/au/my-account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    const details = await form();
    expect(within(details).getByRole('textbox', { name: 'First name' })).toHaveValue('Ivan');
    expect(within(details).getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Harbour Plumbing',
    );
    expect(toasts).toContainEqual({ tone: 'success', message: PROFILE_MESSAGES.success });
  });

  it("fills a country not set yet with the market's, by its name", async () => {
    signedInAs('incomplete@example.com', { firstName: '', country: '' });
    renderAt('/company-registration');
    const details = await form();
    expect(within(details).getByRole('textbox', { name: 'Country' })).toHaveValue('Australia');
  });

  it('goes on to the page the user was going to, a page of this site only', async () => {
    signedInAs('incomplete@example.com', { firstName: '' });
    renderAt('/company-registration?returnTo=%2Fau%2Fproject-builder');
    await completeDetails();
    await waitFor(() => expect(window.location.pathname).toBe('/au/project-builder'));
  });

  it('never goes on to another site', async () => {
    signedInAs('incomplete@example.com', { firstName: '' });
    renderAt('/company-registration?returnTo=%2F%5Cevil.example%2Fphish');
    await completeDetails();
    await waitFor(() => expect(window.location.pathname).toBe('/au/my-account'));
  });
});
