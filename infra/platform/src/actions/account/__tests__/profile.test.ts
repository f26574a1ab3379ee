import { MARKET_STORE_KEYS } from '@specify/contracts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { eq } from 'drizzle-orm';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';
import { accounts } from '../../../db/schema';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const base64 = (text: string) => Buffer.from(text).toString('base64');

async function register(email: string, password = 'Start#2026') {
  const client = new TestClient(platform.app);
  await client.action('account/register', {
    Username: email,
    Password: base64(password),
    ConfirmPassword: base64(password),
    website: 'http://localhost:3000',
    stores: [...MARKET_STORE_KEYS],
  });
  const mail = (await client.request('GET', `/dev/outbox?to=${email}`)).json().messages[0];
  await client.action('account/confirm', {
    token: new URL(mail.links[0]).searchParams.get('token'),
  });
  await client.login(email, password);
  return client;
}

async function latestLink(client: TestClient, email: string): Promise<string> {
  return (await client.request('GET', `/dev/outbox?to=${email}`)).json().messages[0].links[0];
}

describe('account/update', () => {
  it('completes a profile and derives customerType from the upper-cased email domain', async () => {
    const client = await register('pat@plumbing.co.nz');
    const response = await client.action('account/update', {
      firstName: 'Pat',
      lastName: 'Plumber',
      role: 'Plumber',
      phone: '021555123',
      companyName: 'Pat Plumbing',
      companyType: 'Plumber',
      country: 'Australia',
      state: 'NSW',
      customer_marketing_consent: 'yes',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Pat',
      companyName: 'Pat Plumbing',
      company_type: 'Plumber',
      customerType: 'PLUMBING.CO.NZ',
      customer_marketing_consent: 'yes',
    });
  });

  it('refuses values the profile form rules reject, changing nothing', async () => {
    const client = await register('rules@example.com');
    const cases: [Record<string, string>, string][] = [
      [{ phone: '12ab' }, 'phone number must be of 12 digits'],
      [{ phone: '1234567890123' }, 'Invalid request: phone: must be at most 12 characters'],
      [{ role: '' }, 'Role is required.'],
      [{ firstName: 'Pat*' }, 'firstName is required.'],
      [{ firstName: 'x'.repeat(51) }, 'Invalid request: firstName: must be at most 50 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await client.action('account/update', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const account = (await client.request('GET', '/action/account/getAccount')).json().account;
    expect(account).toMatchObject({ firstName: '', role: '', phone: '' });
  });

  it('keeps company fields read-only outside the market of the legal entity, and country once set', async () => {
    const client = await register('entity@example.com');
    await client.action('account/update', { companyName: 'Au Co', country: 'Australia' });
    client.market = 'nz';
    const locked = await client.action('account/update', { companyName: 'Nz Co' });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('error.profile.readonly');
    expect((await client.action('account/update', { firstName: 'Kiri' })).statusCode).toBe(200);
    client.market = 'au';
    expect((await client.action('account/update', { country: 'New Zealand' })).json().message).toBe(
      'Country cannot be changed.',
    );
  });

  it('owns the legal entity: a body naming another market neither moves it nor unlocks the company fields', async () => {
    const client = await register('entity-owner@example.com');
    const moved = await client.action('account/update', {
      companyName: 'Au Co',
      legal_entity: 'nz',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ companyName: 'Au Co', legal_entity: 'au' });
    client.market = 'nz';
    const locked = await client.action('account/update', {
      companyName: 'Nz Co',
      legal_entity: 'nz',
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('error.profile.readonly');
    const account = (await client.request('GET', '/action/account/getAccount')).json().account;
    expect(account).toMatchObject({ companyName: 'Au Co', legal_entity: 'au' });
  });

  it('gives an account without a legal entity the market of its first profile save, whatever the body says', async () => {
    const client = await register('no-entity@example.com');
    await platform.services.db
      .update(accounts)
      .set({ legalEntity: '' })
      .where(eq(accounts.email, 'no-entity@example.com'));
    client.market = 'nz';
    const saved = await client.action('account/update', {
      companyName: 'Kiwi Co',
      legal_entity: 'au',
    });
    expect(saved.json()).toMatchObject({ companyName: 'Kiwi Co', legal_entity: 'nz' });
    client.market = 'au';
    expect((await client.action('account/update', { companyName: 'Aussie Co' })).statusCode).toBe(
      403,
    );
  });

  it('needs a signed-in user', async () => {
    const client = new TestClient(platform.app);
    const response = await client.action('account/update', { firstName: 'Nobody' });
    expect(response.statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('changes the password after checking the old one, signing out other devices', async () => {
    const client = await register('change@example.com', 'Before#2026');
    const otherDevice = new TestClient(platform.app);
    await otherDevice.login('change@example.com', 'Before#2026');
    expect(
      (
        await client.action('account/changePassword', {
          oldPassword: 'Wrong#2026',
          newPassword: 'After#2026',
        })
      ).json().code,
    ).toBe('error.password.old.wrong');
    expect(
      (
        await client.action('account/changePassword', {
          oldPassword: 'Before#2026',
          newPassword: 'weak',
        })
      ).json().code,
    ).toBe('error.auth.password.wrong');
    expect(
      (
        await client.action('account/changePassword', {
          oldPassword: 'Before#2026',
          newPassword: 'After#2026',
        })
      ).statusCode,
    ).toBe(200);
    expect((await client.request('GET', '/action/account/getAccount')).json().loggedIn).toBe(true);
    expect((await otherDevice.request('GET', '/action/account/getAccount')).json()).toEqual({
      loggedIn: false,
    });
    expect(
      (await new TestClient(platform.app).login('change@example.com', 'After#2026')).json()
        .loginStatusCode,
    ).toBe('OK');
  });

  it('resets a password through a single-use mailed link', async () => {
    const client = new TestClient(platform.app);
    expect((await client.action('account/requestResetPassword', { email: '' })).json().code).toBe(
      'error.auth.email.wrong',
    );
    expect(
      (await client.action('account/requestResetPassword', { email: 'nobody@example.com' })).json(),
    ).toEqual({ statusCode: 200 });
    expect(
      (await client.action('account/requestResetPassword', { email: 'trade@example.com' })).json(),
    ).toEqual({ statusCode: 200 });
    const link = await latestLink(client, 'trade@example.com');
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token');
    expect(
      (await client.action('account/resetPassword', { token, newPassword: 'weak' })).json().code,
    ).toBe('error.auth.password.wrong');
    expect(
      (await client.action('account/resetPassword', { token, newPassword: 'Reset#2026' })).json(),
    ).toEqual({ statusCode: 200 });
    const reused = await client.action('account/resetPassword', {
      token,
      newPassword: 'Again#2026',
    });
    expect(reused.json()).toMatchObject({
      code: 'error.link.already.used',
      message: 'This URL can be used only once',
    });
    expect((await client.login('trade@example.com', 'Reset#2026')).json().loginStatusCode).toBe(
      'OK',
    );
    await client.action('account/changePassword', {
      oldPassword: 'Reset#2026',
      newPassword: DEV_PASSWORD,
    });
  });

  it('answers an expired reset link with Access expired.', async () => {
    const client = new TestClient(platform.app);
    await client.action('account/requestResetPassword', { email: 'incomplete@example.com' });
    const token = new URL(await latestLink(client, 'incomplete@example.com')).searchParams.get(
      'token',
    );
    platform.advanceClock(61 * 60_000);
    const expired = await client.action('account/resetPassword', {
      token,
      newPassword: 'Late#2026x',
    });
    expect(expired.json()).toMatchObject({
      code: 'error.link.expired',
      message: 'Access expired.',
    });
    expect(
      (
        await client.action('account/resetPassword', {
          token: 'made-up',
          newPassword: 'Late#2026x',
        })
      ).json().code,
    ).toBe('error.link.invalid');
  });
});

describe('addresses and deletion', () => {
  it('adds, updates, defaults and removes addresses, one default of each kind', async () => {
    const client = await register('addresses@example.com');
    const first = (
      await client.action('account/addAddress', {
        address: { streetName: 'George St', city: 'Sydney', isDefaultBillingAddress: true },
      })
    ).json();
    const firstId = first.addresses[0].addressId;
    const second = (
      await client.action('account/addShippingAddress', {
        account: {},
        address: { streetName: 'Queen St', city: 'Auckland' },
      })
    ).json();
    const secondId = second.addresses.find(
      (address: { addressId: string }) => address.addressId !== firstId,
    ).addressId;
    expect(
      second.addresses.find((address: { addressId: string }) => address.addressId === secondId)
        .isShippingAddress,
    ).toBe(true);

    const billing = (
      await client.action('account/setDefaultBillingAddress', { addressId: secondId })
    ).json();
    expect(
      billing.addresses
        .filter((address: { isDefaultBillingAddress: boolean }) => address.isDefaultBillingAddress)
        .map((address: { addressId: string }) => address.addressId),
    ).toEqual([secondId]);
    const shipping = (
      await client.action('account/setDefaultShippingAddress', { addressId: firstId })
    ).json();
    expect(
      shipping.addresses.find((address: { addressId: string }) => address.addressId === firstId)
        .isDefaultShippingAddress,
    ).toBe(true);

    const updated = (
      await client.action('account/updateAddress', {
        address: { addressId: firstId, city: 'Parramatta' },
      })
    ).json();
    expect(
      updated.addresses.find((address: { addressId: string }) => address.addressId === firstId)
        .city,
    ).toBe('Parramatta');
    const removed = (await client.action('account/removeAddress', { addressId: firstId })).json();
    expect(removed.addresses.map((address: { addressId: string }) => address.addressId)).toEqual([
      secondId,
    ]);

    const stranger = await register('stranger@example.com');
    expect(
      (await stranger.action('account/removeAddress', { addressId: secondId })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.action('account/setDefaultBillingAddress', { addressId: secondId }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes an account only with its password, and signs it out', async () => {
    const client = await register('leaving@example.com', 'Leave#2026');
    expect(
      (await client.action('account/deleteAccount', { password: 'Wrong#2026' })).json().code,
    ).toBe('error.password.wrong');
    expect(
      (await client.action('account/deleteAccount', { password: 'Leave#2026' })).json(),
    ).toEqual({ deleted: true });
    expect((await client.request('GET', '/action/account/getAccount')).json()).toEqual({
      loggedIn: false,
    });
    expect((await client.login('leaving@example.com', 'Leave#2026')).statusCode).toBe(401);
  });
});
