import { MARKET_STORE_KEYS } from '@specify/contracts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { TEST_ENGINES } from '../../../testing/test-databases';

/** Mailed links (verification, password reset) die when the password or the email they serve is settled. */
describe.each(TEST_ENGINES)('account links on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ engine });
  });
  afterAll(() => platform.close());

  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const PASSWORD = 'Links#2026';
  const INVALID = { code: 'error.link.invalid', message: 'This link is not valid.' };

  /** The tokens of the links mailed to the address, oldest first. */
  async function mailedTokens(email: string, path: string): Promise<string[]> {
    const client = new TestClient(platform.app);
    const response = await client.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const messages: { links: string[] }[] = response.json().messages;
    return messages
      .flatMap((message) => message.links)
      .filter((link) => new URL(link).pathname === path)
      .map((link) => new URL(link).searchParams.get('token')!)
      .reverse();
  }

  async function register(email: string): Promise<TestClient> {
    const client = new TestClient(platform.app);
    const response = await client.action('account/register', {
      Username: email,
      Password: base64(PASSWORD),
      ConfirmPassword: base64(PASSWORD),
      website: 'http://localhost:3000',
      stores: [...MARKET_STORE_KEYS],
    });
    expect(response.statusCode).toBe(200);
    return client;
  }

  async function verified(email: string): Promise<TestClient> {
    const client = await register(email);
    const [token] = await mailedTokens(email, '/confirm-email');
    expect((await client.action('account/confirm', { token })).statusCode).toBe(200);
    return client;
  }

  async function requestResets(client: TestClient, email: string, count: number) {
    for (let request = 0; request < count; request += 1)
      expect((await client.action('account/requestResetPassword', { email })).statusCode).toBe(200);
    return mailedTokens(email, '/reset-password');
  }

  const reset = (client: TestClient, token: string | undefined, newPassword = 'Reset#2026') =>
    client.action('account/resetPassword', { token, newPassword });

  it('a password reset kills every other reset link of the account', async () => {
    const email = 'two-resets@example.com';
    const client = await verified(email);
    const [first, second, third] = await requestResets(client, email, 3);
    expect((await reset(client, second)).json()).toEqual({ statusCode: 200 });
    for (const token of [first, third])
      expect((await reset(client, token, 'Other#2026')).json()).toMatchObject(INVALID);
    expect((await client.login(email, 'Reset#2026')).json()).toMatchObject({
      loginStatusCode: 'OK',
    });
  });

  it('lets only one of two reset links used at once change the password', async () => {
    const email = 'racing-resets@example.com';
    const client = await verified(email);
    const [first, second] = await requestResets(client, email, 2);
    const answers = await Promise.all([
      reset(client, first, 'First#2026'),
      reset(client, second, 'Second#2026'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'First#2026' : 'Second#2026';
    expect((await client.login(email, winner)).json()).toMatchObject({ loginStatusCode: 'OK' });
  });

  it('a password change kills the outstanding reset links', async () => {
    const email = 'change-after-reset-request@example.com';
    const client = await verified(email);
    const [token] = await requestResets(client, email, 1);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    const changed = await client.action('account/changePassword', {
      oldPassword: PASSWORD,
      newPassword: 'Changed#2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await reset(client, token)).json()).toMatchObject(INVALID);
    expect((await client.login(email, 'Changed#2026')).json()).toMatchObject({
      loginStatusCode: 'OK',
    });
  });

  it('a password reset, which proves the mailbox, kills the outstanding verification links', async () => {
    const email = 'reset-before-verify@example.com';
    const client = await register(email);
    const [verification] = await mailedTokens(email, '/confirm-email');
    const [token] = await requestResets(client, email, 1);
    expect((await reset(client, token)).statusCode).toBe(200);
    expect((await client.action('account/confirm', { token: verification })).json()).toMatchObject(
      INVALID,
    );
  });

  it('a confirmed email kills the other verification links', async () => {
    const email = 'two-verifications@example.com';
    const client = await register(email);
    expect((await client.action('account/resendEmailVerification', { email })).statusCode).toBe(
      200,
    );
    const [first, second] = await mailedTokens(email, '/confirm-email');
    expect((await client.action('account/confirm', { token: second })).statusCode).toBe(200);
    expect((await client.action('account/confirm', { token: first })).json()).toMatchObject(
      INVALID,
    );
    expect((await client.action('account/confirm', { token: second })).json()).toMatchObject({
      code: 'error.link.already.used',
    });
  });
});
