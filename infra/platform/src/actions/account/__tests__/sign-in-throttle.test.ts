import { MARKET_STORE_KEYS } from '@specify/contracts';
import crypto from 'node:crypto';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { TEST_ENGINES } from '../../../testing/test-databases';
import { signInWaitMs } from '../../../accounts';

/**
 * The sign-in throttle, per email and client address: five free failed password checks, then each
 * further one from that address waits twice as long as the last; other addresses are not held up.
 */
describe.each(TEST_ENGINES)('the sign-in throttle on %s', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ engine });
  });
  afterAll(() => platform.close());
  afterEach(() => jest.restoreAllMocks());

  const base64 = (text: string) => Buffer.from(text).toString('base64');
  const PASSWORD = 'Throttle#2026';

  /** A verified account of its own per test, so one test's lock never touches another. */
  async function verifiedAccount(email: string): Promise<void> {
    const client = new TestClient(platform.app);
    await client.action('account/register', {
      Username: email,
      Password: base64(PASSWORD),
      ConfirmPassword: base64(PASSWORD),
      website: 'http://localhost:3000',
      stores: [...MARKET_STORE_KEYS],
    });
    const outbox = await client.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const link: string = outbox.json().messages[0].links[0];
    const token = new URL(link).searchParams.get('token');
    expect((await client.action('account/confirm', { token })).statusCode).toBe(200);
  }

  /** Counts scrypt derivations (password hashes and checks) while `run` runs; scrypt still runs. */
  async function passwordChecksDuring(run: () => Promise<unknown>): Promise<number> {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    await run();
    const calls = scrypt.mock.calls.length;
    scrypt.mockRestore();
    return calls;
  }

  it('reserves each attempt before the password check: parallel wrong sign-ins check at most five passwords, then the account is locked', async () => {
    const email = 'race@example.com';
    await verifiedAccount(email);
    const client = new TestClient(platform.app);
    await client.request('GET', '/action/account/getAccount');
    let statuses: number[] = [];
    const checks = await passwordChecksDuring(async () => {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => client.login(email, 'Wrong#Guess1')),
      );
      statuses = responses.map((response) => response.statusCode);
    });
    expect(checks).toBe(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);

    const locked = await client.login(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'error.auth.throttled' });
    platform.advanceClock(16 * 60_000);
    expect((await client.login(email, PASSWORD)).json()).toMatchObject({ loginStatusCode: 'OK' });
  });

  it('slows an address down progressively, and lets the owner in from another address', async () => {
    const email = 'progressive@example.com';
    await verifiedAccount(email);
    const guesser = new TestClient(platform.app, 'au', '203.0.113.66');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await guesser.login(email, 'Wrong#Guess1')).statusCode).toBe(401);
    for (const waitMs of [30_000, 60_000, 120_000, 240_000]) {
      const early = await guesser.login(email, 'Wrong#Guess1');
      expect(early.statusCode).toBe(429);
      expect(early.json().message).toBe(
        `Too many failed sign-in attempts. Please try again in ${Math.ceil(waitMs / 60_000)} minute${waitMs <= 60_000 ? '' : 's'}.`,
      );
      platform.advanceClock(waitMs - 1_000);
      expect((await guesser.login(email, 'Wrong#Guess1')).statusCode).toBe(429);
      platform.advanceClock(1_000);
      expect((await guesser.login(email, 'Wrong#Guess1')).statusCode).toBe(401);
    }
    expect(signInWaitMs(20)).toBe(15 * 60_000);

    // The owner, from home, while the guesser is held back.
    const owner = new TestClient(platform.app, 'au', '198.51.100.20');
    expect((await owner.login(email, PASSWORD)).json()).toMatchObject({ loginStatusCode: 'OK' });
    expect((await guesser.login(email, PASSWORD)).statusCode).toBe(429);
  });

  it('forgets the reserved attempts of a sign-in that succeeds', async () => {
    const email = 'release@example.com';
    await verifiedAccount(email);
    const client = new TestClient(platform.app);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await client.login(email, 'Wrong#Guess1')).statusCode).toBe(401);
    expect((await client.login(email, PASSWORD)).json()).toMatchObject({ loginStatusCode: 'OK' });
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await client.login(email, 'Wrong#Guess1')).statusCode).toBe(401);
    expect((await client.login(email, PASSWORD)).json()).toMatchObject({ loginStatusCode: 'OK' });
  });

  describe('account/requestConfirmationEmail', () => {
    const request = (client: TestClient, email: string, password: string) =>
      client.action('account/requestConfirmationEmail', { email, password });

    it('counts its wrong passwords with the sign-in failures and is locked with sign-in', async () => {
      const email = 'confirm-guess@example.com';
      await verifiedAccount(email);
      const client = new TestClient(platform.app);
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await request(client, email, 'Wrong#Guess1')).statusCode).toBe(401);
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await client.login(email, 'Wrong#Guess1')).statusCode).toBe(401);

      const guess = await request(client, email, PASSWORD);
      expect(guess.statusCode).toBe(429);
      expect(guess.json()).toMatchObject({
        isError: true,
        code: 'error.auth.throttled',
        message: expect.stringMatching(/^Too many failed sign-in attempts\./),
      });
      expect((await client.login(email, PASSWORD)).statusCode).toBe(429);
    });

    it('answers an unknown email as a wrong password, after the same password work, and locks it the same way', async () => {
      const known = 'confirm-known@example.com';
      await verifiedAccount(known);
      const client = new TestClient(platform.app);
      await client.request('GET', '/action/account/getAccount');

      let knownAnswer: unknown;
      let unknownAnswer: unknown;
      const knownChecks = await passwordChecksDuring(async () => {
        knownAnswer = (await request(client, known, 'Wrong#Guess1')).json();
      });
      const unknownChecks = await passwordChecksDuring(async () => {
        unknownAnswer = (await request(client, 'ghost@example.com', 'Wrong#Guess1')).json();
      });
      expect(knownChecks).toBe(1);
      expect(unknownChecks).toBe(knownChecks);
      expect(unknownAnswer).toEqual(knownAnswer);

      for (let attempt = 1; attempt < 5; attempt += 1) {
        expect((await request(client, known, 'Wrong#Guess1')).statusCode).toBe(401);
        expect((await request(client, 'ghost@example.com', 'Wrong#Guess1')).statusCode).toBe(401);
      }
      const lockedKnown = await request(client, known, 'Wrong#Guess1');
      const lockedUnknown = await request(client, 'ghost@example.com', 'Wrong#Guess1');
      expect(lockedKnown.statusCode).toBe(429);
      expect(lockedUnknown.json()).toEqual(lockedKnown.json());
    });
  });
});
