import { http, HttpResponse } from 'msw';
import {
  decodePassword,
  type Account,
  type Address,
  type LoginResponse,
  type SessionKind,
} from '@specify/contracts';
import { fail, requests } from './fixture-http';

/**
 * The platform's account actions as the dev accounts answer them (password Specify#2026): the
 * remote's tests and its standalone harness run against these, never the running site.
 */
export const PASSWORD = 'Specify#2026';

function account(email: string, firstName: string, companyName: string): Account {
  return {
    accountId: `acc-${firstName || 'x'}`,
    email,
    firstName,
    lastName: 'Example',
    role: 'Plumber',
    phone: '',
    companyName,
    company_type: '',
    // As the platform stores it (infra/platform seed): the country's name.
    country: 'Australia',
    state: 'NSW',
    postal_code: '',
    customer_marketing_consent: '',
    customerType: 'EXAMPLE.COM',
    legal_entity: 'au',
    isInternalUser: false,
    loggedIn: true,
    addresses: [],
  };
}

const ACCOUNTS: Record<string, { firstName: string; companyName: string; verified: boolean }> = {
  'trade@example.com': { firstName: 'Tessa', companyName: 'Acme Plumbing', verified: true },
  'incomplete@example.com': { firstName: 'Ivan', companyName: '', verified: true },
  'unverified@example.com': { firstName: 'Una', companyName: 'Acme', verified: false },
  'internal@example.com': { firstName: 'Ingrid', companyName: 'Specify', verified: true },
};

/** Who the session belongs to in these handlers; a test sets it (undefined: a visitor). */
export const session: { account?: Account } = {};

export function signedInAs(email: keyof typeof ACCOUNTS, changes: Partial<Account> = {}) {
  const known = ACCOUNTS[email];
  if (!known) throw new Error(`no fixture account ${email}`);
  session.account = {
    ...account(email, known.firstName, known.companyName),
    isInternalUser: email === 'internal@example.com',
    ...changes,
  };
  return session.account;
}

/** The harness's session switch, as the fixtures' signed-in account (none for a visitor). */
export function signInAsHarnessKind(kind: SessionKind) {
  if (kind === 'visitor') session.account = undefined;
  else if (kind === 'incomplete') signedInAs('incomplete@example.com', { firstName: '' });
  else signedInAs(`${kind}@example.com`);
}

let nextAddress = 1;

/** The signed-in fixture account's addresses, changed as the platform would. */
async function changeAddresses(
  name: string,
  request: Request,
  change: (addresses: Address[], body: Record<string, unknown>) => Address[] | undefined,
) {
  const body = (await request.json()) as Record<string, unknown>;
  requests.push({ name, body });
  if (!session.account) return fail(401, 'error.auth.required', 'Please sign in to continue.');
  const addresses = change(session.account.addresses, body);
  if (!addresses) return fail(404, 'error.address.unknown', 'That address does not exist.');
  session.account = { ...session.account, addresses };
  return HttpResponse.json(session.account);
}

function blankAddress(fields: Partial<Address>): Address {
  return {
    addressId: `addr-${nextAddress++}`,
    salutation: '',
    firstName: '',
    lastName: '',
    streetName: '',
    streetNumber: '',
    additionalStreetInfo: '',
    additionalAddressInfo: '',
    city: '',
    state: '',
    country: '',
    postalCode: '',
    phone: '',
    isShippingAddress: false,
    isBillingAddress: false,
    isDefaultBillingAddress: false,
    isDefaultShippingAddress: false,
    ...fields,
  };
}

/** Gives the signed-in fixture account an address. */
export function withAddress(fields: Partial<Address>) {
  if (!session.account) throw new Error('sign a fixture account in first');
  session.account = {
    ...session.account,
    addresses: [...session.account.addresses, blankAddress(fields)],
  };
}

const known = (addresses: Address[], id: unknown) => addresses.some((a) => a.addressId === id);

export const accountHandlers = [
  http.post('/action/account/addAddress', ({ request }) =>
    changeAddresses('account/addAddress', request, (addresses, body) => [
      ...addresses,
      blankAddress(body.address as Partial<Address>),
    ]),
  ),
  http.post('/action/account/updateAddress', ({ request }) =>
    changeAddresses('account/updateAddress', request, (addresses, body) => {
      const { addressId, ...fields } = body.address as Partial<Address>;
      return known(addresses, addressId)
        ? addresses.map((a) => (a.addressId === addressId ? { ...a, ...fields } : a))
        : undefined;
    }),
  ),
  http.post('/action/account/removeAddress', ({ request }) =>
    changeAddresses('account/removeAddress', request, (addresses, body) =>
      known(addresses, body.addressId)
        ? addresses.filter((a) => a.addressId !== body.addressId)
        : undefined,
    ),
  ),
  http.post('/action/account/setDefaultShippingAddress', ({ request }) =>
    changeAddresses('account/setDefaultShippingAddress', request, (addresses, body) =>
      known(addresses, body.addressId)
        ? addresses.map((a) => ({ ...a, isDefaultShippingAddress: a.addressId === body.addressId }))
        : undefined,
    ),
  ),
  http.post('/action/account/setDefaultBillingAddress', ({ request }) =>
    changeAddresses('account/setDefaultBillingAddress', request, (addresses, body) =>
      known(addresses, body.addressId)
        ? addresses.map((a) => ({ ...a, isDefaultBillingAddress: a.addressId === body.addressId }))
        : undefined,
    ),
  ),
  http.get('/action/account/getAccount', () =>
    HttpResponse.json(
      session.account ? { loggedIn: true, account: session.account } : { loggedIn: false },
    ),
  ),
  http.post('/action/account/update', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    requests.push({ name: 'account/update', body });
    if (!session.account) return fail(401, 'error.auth.required', 'Please sign in to continue.');
    if (body.phone && !/^\d{1,12}$/.test(body.phone))
      return fail(400, 'error.profile.phone', 'phone number must be of 12 digits');
    const { companyType, ...rest } = body;
    session.account = { ...session.account, ...rest, company_type: companyType ?? '' } as Account;
    return HttpResponse.json(session.account);
  }),
  http.post('/action/account/changePassword', async ({ request }) => {
    const body = (await request.json()) as { oldPassword: string };
    requests.push({ name: 'account/changePassword', body });
    if (!session.account) return fail(401, 'error.auth.required', 'Please sign in to continue.');
    if (body.oldPassword !== PASSWORD)
      return fail(400, 'error.password.old.wrong', 'The current password is not correct.');
    return HttpResponse.json(session.account);
  }),
  http.post('/action/account/deleteAccount', async ({ request }) => {
    const body = (await request.json()) as { password: string };
    requests.push({ name: 'account/deleteAccount', body });
    if (!session.account) return fail(401, 'error.auth.required', 'Please sign in to continue.');
    if (body.password !== PASSWORD)
      return fail(400, 'error.password.wrong', 'The password is not correct.');
    session.account = undefined;
    return HttpResponse.json({ deleted: true });
  }),
  http.post('/action/account/login', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string; remember?: boolean };
    requests.push({ name: 'account/login', body });
    const known = ACCOUNTS[body.email];
    if (!known || decodePassword(body.password) !== PASSWORD)
      return fail(
        401,
        'error.wrong.email',
        'Error logging in user. Please check your email/password.',
      );
    if (known.verified) signedInAs(body.email);
    const answer: LoginResponse = known.verified
      ? {
          loginStatusCode: 'OK',
          firstName: known.firstName,
          companyName: known.companyName,
          account: account(body.email, known.firstName, known.companyName),
        }
      : {
          loginStatusCode: 'EMAIL_NOT_VERIFIED',
          firstName: known.firstName,
          companyName: known.companyName,
          emailRemainderCount: 1,
        };
    return HttpResponse.json(answer);
  }),
  http.post('/action/account/resendEmailVerification', async ({ request }) => {
    requests.push({ name: 'account/resendEmailVerification', body: await request.json() });
    return HttpResponse.json({ status: 'OK', statusCode: 200 });
  }),
  http.post('/action/account/register', async ({ request }) => {
    const body = (await request.json()) as { Username: string };
    requests.push({ name: 'account/register', body });
    // As the platform: a taken address answers as a new one (its owner is mailed instead).
    return HttpResponse.json({ status: 'OK', statusCode: 200, email: body.Username });
  }),
  http.post('/action/account/requestResetPassword', async ({ request }) => {
    requests.push({ name: 'account/requestResetPassword', body: await request.json() });
    return HttpResponse.json({ statusCode: 200 });
  }),
  http.post('/action/account/resetPassword', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    requests.push({ name: 'account/resetPassword', body });
    if (body.token === 'used')
      return fail(400, 'error.link.already.used', 'This URL can be used only once');
    return HttpResponse.json({ statusCode: 200 });
  }),
  http.post('/action/account/confirm', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    requests.push({ name: 'account/confirm', body });
    if (body.token === 'expired') return fail(400, 'error.link.expired', 'Access expired.');
    return HttpResponse.json({ status: 'OK', statusCode: 200 });
  }),
];
