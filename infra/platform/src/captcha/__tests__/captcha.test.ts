import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AltchaVerifier,
  CHALLENGE_LIFETIME_MS,
  CaptchaUnavailableError,
  RecaptchaVerifier,
  createCaptchaVerifier,
} from '..';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { spentCaptchaNonces } from '../../db/schema';
import { solve } from './solve';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase();
});
afterAll(() => database.close());

describe('AltchaVerifier', () => {
  let nowMs = Date.now();
  let verifier: AltchaVerifier;
  beforeAll(() => {
    verifier = new AltchaVerifier({
      db: database.db,
      secret: 'test-secret-test-secret-test-secret',
      now: () => new Date(nowMs),
    });
  });

  const decode = (token: string) =>
    JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

  it('issues a signed proof-of-work challenge that expires, and accepts its solution once', async () => {
    const issued = await verifier.challenge();
    expect(issued).toMatchObject({
      kind: 'altcha',
      challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1000 } },
    });
    if (issued.kind !== 'altcha') throw new Error('not altcha');
    expect(issued.challenge.parameters.expiresAt! * 1000).toBeCloseTo(
      nowMs + CHALLENGE_LIFETIME_MS,
      -4,
    );
    const token = await solve(issued);
    expect(await verifier.verify(token)).toBe(true);
    expect(await verifier.verify(token)).toBe(false);
  });

  it('refuses a wrong solution, a tampered or unsigned challenge, garbage, and another secret’s', async () => {
    const token = await solve(await verifier.challenge());
    const payload = decode(token);
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: 'ab'.repeat(32) } };
    const cheaper = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, cost: 1 },
      },
    };
    const unsigned = { ...payload, challenge: { parameters: payload.challenge.parameters } };
    for (const forged of [wrongKey, cheaper, unsigned])
      expect(await verifier.verify(encode(forged))).toBe(false);
    const testMode = encode({ challenge: null, solution: null, test: true });
    for (const garbage of ['', 'abc', '%%%', encode('x'), encode({}), testMode])
      expect(await verifier.verify(garbage)).toBe(false);
    const other = new AltchaVerifier({ db: database.db, secret: 'another-secret-another-secret' });
    expect(await other.verify(token)).toBe(false);
    // The genuine answer still counts: the refusals spent nothing.
    expect(await verifier.verify(token)).toBe(true);
  });

  it('refuses an answer after the challenge expired', async () => {
    const token = await solve(await verifier.challenge());
    nowMs += CHALLENGE_LIFETIME_MS + 1000;
    expect(await verifier.verify(token)).toBe(false);
  });

  it('accepts on one instance what another issued, once across both', async () => {
    const [first, second] = [1, 2].map(
      () =>
        new AltchaVerifier({
          db: database.db,
          secret: 'shared-secret-shared-secret-shared',
          now: () => new Date(nowMs),
        }),
    );
    const token = await solve(await first!.challenge());
    expect(await second!.verify(token)).toBe(true);
    expect(await first!.verify(token)).toBe(false);
    expect(await second!.verify(token)).toBe(false);
  });

  it('accepts exactly one of several answers racing with the same challenge', async () => {
    const token = await solve(await verifier.challenge());
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => verifier.verify(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a spent nonce until its challenge would have expired, for the retention job', async () => {
    await database.db.delete(spentCaptchaNonces);
    const issued = await verifier.challenge();
    if (issued.kind !== 'altcha') throw new Error('not altcha');
    expect(await verifier.verify(await solve(issued))).toBe(true);
    const spent = await database.db.select().from(spentCaptchaNonces);
    expect(spent.map((row) => row.expiresAt.getTime())).toEqual([
      issued.challenge.parameters.expiresAt! * 1000,
    ]);
  });
});

describe('RecaptchaVerifier against a local fake siteverify', () => {
  let server: Server;
  let baseUrl: string;
  const received: URLSearchParams[] = [];

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => resolve(body));
    });

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const form = new URLSearchParams(body);
        received.push(form);
        if (request.url === '/broken') {
          response.writeHead(500).end('oops');
          return;
        }
        if (request.url === '/not-json') {
          response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
          return;
        }
        const success = form.get('secret') === 's3cret' && form.get('response') === 'good-token';
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              success
                ? { success: true }
                : { success: false, 'error-codes': ['invalid-input-response'] },
            ),
          );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts secret, response and remote ip, and trusts only success: true', async () => {
    const verifier = new RecaptchaVerifier({
      secret: 's3cret',
      siteKey: 'site-key',
      verifyUrl: `${baseUrl}/siteverify`,
    });
    expect(await verifier.verify('good-token', '203.0.113.9')).toBe(true);
    expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    expect(received.at(-1)?.get('secret')).toBe('s3cret');
    expect(await verifier.verify('bad-token')).toBe(false);
    const wrongSecret = new RecaptchaVerifier({
      secret: 'nope',
      siteKey: 'site-key',
      verifyUrl: `${baseUrl}/siteverify`,
    });
    expect(await wrongSecret.verify('good-token')).toBe(false);
  });

  it('throws CaptchaUnavailableError when siteverify fails, answers nonsense or is unreachable', async () => {
    for (const path of ['/broken', '/not-json'])
      await expect(
        new RecaptchaVerifier({
          secret: 's3cret',
          siteKey: 'site-key',
          verifyUrl: `${baseUrl}${path}`,
        }).verify('good-token'),
      ).rejects.toBeInstanceOf(CaptchaUnavailableError);
    const closed = new RecaptchaVerifier({
      secret: 's3cret',
      siteKey: 'site-key',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      timeoutMs: 2000,
    });
    await expect(closed.verify('good-token')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});

describe('createCaptchaVerifier', () => {
  it('uses reCAPTCHA when its keys are configured, which the page renders with its site key', async () => {
    const recaptcha = createCaptchaVerifier(
      { recaptcha: { secret: 'x', siteKey: 'public-site-key' } },
      database.db,
    );
    expect(recaptcha).toBeInstanceOf(RecaptchaVerifier);
    expect(await recaptcha.challenge()).toEqual({ kind: 'recaptcha', siteKey: 'public-site-key' });
  });

  it('uses the self-hosted ALTCHA otherwise', () => {
    expect(createCaptchaVerifier({}, database.db)).toBeInstanceOf(AltchaVerifier);
    expect(createCaptchaVerifier({ altchaSecret: 'a'.repeat(32) }, database.db).kind).toBe(
      'altcha',
    );
  });
});
