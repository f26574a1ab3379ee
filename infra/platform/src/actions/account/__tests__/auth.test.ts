import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { TEST_ENGINES } from '../../../testing/test-databases';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';

describe.each(TEST_ENGINES)('account sign-in flows on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ engine });
  });
  afterAll(() => platform.close());

  const base64 = (text: string) => Buffer.from(text).toString('base64');

  async function outbox(client: TestClient, to: string) {
    const response = await client.request('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
    return response.json() as { messages: { subject: string; links: string[] }[] };
  }

  function tokenFrom(link: string): string {
    return new URL(link).searchParams.get('token')!;
  }

  describe('login', () => {
    it('signs a verified user in with a base64 password and lowercased email, in a fresh httpOnly session', async () => {
      const client = new TestClient(platform.app);
      const anonymous = await client.request('GET', '/action/account/getAccount');
      expect(anonymous.json()).toEqual({ loggedIn: false });
      const csrfBefore = client.cookies.get('specify_csrf');

      const response = await client.action('account/login', {
        email: 'Trade@Example.com',
        password: base64(DEV_PASSWORD),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        loginStatusCode: 'OK',
        firstName: 'Tessa',
        companyName: 'Harbour Architects',
      });
      const sessionCookie = response.cookies.find((cookie) => cookie.name === 'specify_session')!;
      expect(sessionCookie.httpOnly).toBe(true);
      expect(sessionCookie.sameSite).toBe('Lax');
      expect(sessionCookie.maxAge).toBeUndefined();
      expect(client.cookies.get('specify_csrf')).not.toBe(csrfBefore);

      const account = (await client.request('GET', '/action/account/getAccount')).json();
      expect(account).toMatchObject({
        loggedIn: true,
        account: { email: 'trade@example.com', isInternalUser: false },
      });
    });

    it('rotates the session id at login', async () => {
      const client = new TestClient(platform.app);
      await client.login('trade@example.com', DEV_PASSWORD);
      const first = client.cookies.get('specify_session');
      await client.login('trade@example.com', DEV_PASSWORD);
      const second = client.cookies.get('specify_session');
      expect(second).not.toBe(first);
      const stale = new TestClient(platform.app);
      stale.cookies.set('specify_session', first!);
      expect((await stale.request('GET', '/action/account/getAccount')).json()).toEqual({
        loggedIn: false,
      });
    });

    it('sets a persistent remember-me cookie when asked, and removes it at logout', async () => {
      const client = new TestClient(platform.app);
      const response = await client.login('trade@example.com', DEV_PASSWORD, true);
      expect(response.cookies.find((cookie) => cookie.name === 'specify_session')!.maxAge).toBe(
        30 * 86_400,
      );
      const logout = await client.action('account/logout');
      expect(logout.json()).toEqual({ loggedIn: false });
      expect(client.cookies.has('specify_session')).toBe(false);
      expect((await client.request('GET', '/action/account/getAccount')).json()).toEqual({
        loggedIn: false,
      });
    });

    it('answers a wrong password with the spec message, and auth0login with Login failed', async () => {
      const client = new TestClient(platform.app);
      const wrong = await client.action('account/login', {
        email: 'trade@example.com',
        password: base64('Nope#2026x'),
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({
        isError: true,
        code: 'error.wrong.email',
        message: 'Error logging in user. Please check your email/password.',
      });
      const auth0 = await client.action('account/auth0login', {
        Username: 'nobody@example.com',
        Password: base64('x'),
        storeKey: 'specify-au',
      });
      expect(auth0.json()).toMatchObject({ code: 'error.wrong.email', message: 'Login failed' });
      // Storefront §7: auth0login names its store as {prefix}-{locale}.
      for (const storeKey of [undefined, 'specify', 'other-au']) {
        const refused = await client.action('account/auth0login', {
          Username: 'trade@example.com',
          Password: base64(DEV_PASSWORD),
          ...(storeKey === undefined ? {} : { storeKey }),
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'INVALID_BODY' });
      }
      const empty = await client.action('account/login', { email: '', password: '' });
      expect(empty.json()).toMatchObject({ code: 'error.auth.wrong' });
    });

    it('tells an unverified user so, with the reminder count, and does not sign them in', async () => {
      const client = new TestClient(platform.app);
      const response = await client.action('account/auth0login', {
        Username: 'unverified@example.com',
        Password: base64(DEV_PASSWORD),
        storeKey: 'specify-au',
      });
      expect(response.json()).toEqual({
        loginStatusCode: 'EMAIL_NOT_VERIFIED',
        firstName: 'Una',
        companyName: 'Harbour Architects',
        emailRemainderCount: 0,
      });
      expect((await client.request('GET', '/action/account/getAccount')).json()).toEqual({
        loggedIn: false,
      });
    });

    it('slows an address after five failed attempts for an email, even with the right password', async () => {
      const client = new TestClient(platform.app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await client.login('internal@example.com', 'Wrong#Pass1')).statusCode).toBe(401);
      }
      const locked = await client.login('internal@example.com', DEV_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        'Too many failed sign-in attempts. Please try again in 1 minute.',
      );
      platform.advanceClock(31_000);
      expect((await client.login('internal@example.com', DEV_PASSWORD)).json()).toMatchObject({
        loginStatusCode: 'OK',
      });
    });
  });

  describe('registration and verification', () => {
    it('validates sign-up with the spec rules and writes nothing on bad input', async () => {
      const client = new TestClient(platform.app);
      // Storefront §7: sign-up always names the site and the stores of both markets.
      const site = { website: 'http://localhost:3000', stores: ['specify-au', 'specify-nz'] };
      const cases: [Record<string, unknown>, string][] = [
        [{ Username: '', Password: '', ConfirmPassword: '', ...site }, 'error.auth.wrong.details'],
        [
          {
            Username: 'new@example.com',
            Password: base64('Specify#2026'),
            ConfirmPassword: base64('Specify#2027'),
            ...site,
          },
          'error.password.notConfirmed',
        ],
        [
          {
            Username: 'new@example.com',
            Password: base64('weakpass'),
            ConfirmPassword: base64('weakpass'),
            ...site,
          },
          'error.auth.password.wrong',
        ],
        [
          {
            Username: 'new example.com',
            Password: base64('Specify#2026'),
            ConfirmPassword: base64('Specify#2026'),
            ...site,
          },
          'error.auth.email.wrong',
        ],
      ];
      for (const [body, code] of cases) {
        const response = await client.action('account/register', body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          isError: true,
          code,
          details: { errorMessage: expect.any(String) },
        });
      }
      expect((await outbox(client, 'new@example.com')).messages).toEqual([]);
    });

    it('refuses a sign-up that leaves out the site or either market store', async () => {
      const client = new TestClient(platform.app);
      const body = {
        Username: 'storeless@example.com',
        Password: base64('Specify#2026'),
        ConfirmPassword: base64('Specify#2026'),
        website: 'http://localhost:3000',
        stores: ['specify-au', 'specify-nz'],
      };
      const without = (key: keyof typeof body) =>
        Object.fromEntries(Object.entries(body).filter(([name]) => name !== key));
      for (const bad of [
        without('website'),
        without('stores'),
        { ...body, website: '' },
        { ...body, stores: ['specify-au'] },
        { ...body, stores: ['specify-au', 'elsewhere-nz'] },
      ]) {
        const response = await client.action('account/register', bad);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ isError: true, code: 'INVALID_BODY' });
      }
      expect((await outbox(client, 'storeless@example.com')).messages).toEqual([]);
    });

    it('answers a sign-up with a taken address as a new one, and mails its owner instead', async () => {
      const client = new TestClient(platform.app);
      const body = (Username: string) => ({
        Username,
        Password: base64('Other#2026'),
        ConfirmPassword: base64('Other#2026'),
        website: 'http://localhost:3000',
        stores: ['specify-au', 'specify-nz'],
      });
      const taken = await client.action('account/register', body('Trade@Example.com'));
      const fresh = await client.action('account/register', body('unprobed@example.com'));
      expect([taken.statusCode, fresh.statusCode]).toEqual([200, 200]);
      expect(taken.json()).toEqual({ status: 'OK', statusCode: 200, email: 'trade@example.com' });
      expect(fresh.json()).toEqual({
        status: 'OK',
        statusCode: 200,
        email: 'unprobed@example.com',
      });
      const [mail] = (await outbox(client, 'trade@example.com')).messages;
      expect(mail?.subject).toBe('You already have a Specify account');
      expect(mail?.links).toEqual(['http://localhost:3000/login']);
      // The owner's password is unchanged.
      expect((await client.login('trade@example.com', 'Specify#2026')).json()).toMatchObject({
        loginStatusCode: 'OK',
      });
    });

    it('registers, mails a single-use verification link, and then signs in', async () => {
      const client = new TestClient(platform.app);
      const email = 'Fresh.User@Example.com';
      const registered = await client.action('account/register', {
        Username: email,
        Password: base64('Fresh#2026'),
        ConfirmPassword: base64('Fresh#2026'),
        website: 'http://localhost:3000',
        stores: ['specify-au', 'specify-nz'],
      });
      expect(registered.json()).toMatchObject({ status: 'OK' });
      const [mail] = (await outbox(client, 'fresh.user@example.com')).messages;
      expect(mail!.subject).toBe('Verify your email address');
      const link = mail!.links[0]!;
      expect(link).toMatch(/^http:\/\/localhost:3000\/confirm-email\?token=/);

      expect((await client.login(email, 'Fresh#2026')).json()).toMatchObject({
        loginStatusCode: 'EMAIL_NOT_VERIFIED',
      });
      expect(
        (await client.action('account/confirm', { token: tokenFrom(link) })).json(),
      ).toMatchObject({ status: 'OK' });
      const again = await client.action('account/confirm', { token: tokenFrom(link) });
      expect(again.json()).toMatchObject({
        code: 'error.link.already.used',
        message: 'This URL can be used only once',
      });

      const login = await client.login(email, 'Fresh#2026');
      expect(login.json()).toMatchObject({ loginStatusCode: 'OK', firstName: '', companyName: '' });
      const account = (await client.request('GET', '/action/account/getAccount')).json();
      expect(account.account).toMatchObject({
        email: 'fresh.user@example.com',
        customerType: 'EXAMPLE.COM',
        legal_entity: 'au',
      });
    });

    it('resends verification mail and counts the reminders, without revealing unknown emails', async () => {
      const client = new TestClient(platform.app);
      expect(
        (
          await client.action('account/resendEmailVerification', {
            email: 'unverified@example.com',
          })
        ).json(),
      ).toEqual({ status: 'OK', statusCode: 200 });
      expect(
        (
          await client.action('account/resendEmailVerification', { email: 'ghost@example.com' })
        ).json(),
      ).toEqual({ status: 'OK', statusCode: 200 });
      expect((await outbox(client, 'unverified@example.com')).messages).toHaveLength(1);
      expect((await outbox(client, 'ghost@example.com')).messages).toHaveLength(0);
      const confirmation = await client.action('account/requestConfirmationEmail', {
        email: 'unverified@example.com',
        password: DEV_PASSWORD,
      });
      expect(confirmation.json()).toEqual({ status: 'OK', statusCode: 200 });
      const login = await client.login('unverified@example.com', DEV_PASSWORD);
      expect(login.json()).toMatchObject({
        loginStatusCode: 'EMAIL_NOT_VERIFIED',
        emailRemainderCount: 2,
      });
      const wrong = await client.action('account/requestConfirmationEmail', {
        email: 'unverified@example.com',
        password: 'bad',
      });
      expect(wrong.json()).toMatchObject({ isError: true, message: 'Wrong email or password.' });
    });
  });
});
