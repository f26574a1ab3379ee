import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CHALLENGE_LIFETIME_MS,
  CaptchaUnavailableError,
  LocalChallengeVerifier,
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

describe('LocalChallengeVerifier', () => {
  let nowMs = Date.parse('2026-01-01T00:00:00Z');
  let verifier: LocalChallengeVerifier;
  beforeAll(() => {
    verifier = new LocalChallengeVerifier({
      db: database.db,
      secret: 'test-secret',
      now: () => new Date(nowMs),
    });
  });

  it('accepts the right answer once', async () => {
    const { challenge, question } = verifier.issue();
    const answer = solve(question);
    expect(await verifier.verify(`${challenge}:${answer + 1}`)).toBe(false);
    expect(await verifier.verify(`${challenge}:${answer}`)).toBe(true);
    expect(await verifier.verify(`${challenge}:${answer}`)).toBe(false);
  });

  it('refuses an expired challenge, a tampered one, garbage, and another secret’s', async () => {
    const expiring = verifier.issue();
    nowMs += 10 * 60_000 + 1;
    expect(await verifier.verify(`${expiring.challenge}:${solve(expiring.question)}`)).toBe(false);

    const { challenge, question } = verifier.issue();
    const [payload, signature] = challenge.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ n: 'x', e: nowMs + 1e9 })).toString(
      'base64url',
    );
    expect(await verifier.verify(`${forgedPayload}.${signature}:${solve(question)}`)).toBe(false);
    expect(await verifier.verify(`${payload}.AAAA:${solve(question)}`)).toBe(false);
    for (const garbage of ['', 'abc', ':', 'a.b:', `${challenge}:abc`, `${challenge}:9999`])
      expect(await verifier.verify(garbage)).toBe(false);
    const other = new LocalChallengeVerifier({
      db: database.db,
      secret: 'other',
      now: () => new Date(nowMs),
    });
    expect(await other.verify(`${challenge}:${solve(question)}`)).toBe(false);
  });

  it('accepts on one instance what another issued, once across both', async () => {
    const [first, second] = [1, 2].map(
      () =>
        new LocalChallengeVerifier({
          db: database.db,
          secret: 'shared-secret',
          now: () => new Date(nowMs),
        }),
    );
    const { challenge, question } = first!.issue();
    const token = `${challenge}:${solve(question)}`;
    expect(await second!.verify(token)).toBe(true);
    expect(await first!.verify(token)).toBe(false);
    expect(await second!.verify(token)).toBe(false);
  });

  it('accepts exactly one of several answers racing with the same challenge', async () => {
    const { challenge, question } = verifier.issue();
    const token = `${challenge}:${solve(question)}`;
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => verifier.verify(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('keeps a spent nonce until its challenge would have expired, for the retention job', async () => {
    await database.db.delete(spentCaptchaNonces);
    const { challenge, question } = verifier.issue();
    expect(await verifier.verify(`${challenge}:${solve(question)}`)).toBe(true);
    const spent = await database.db.select().from(spentCaptchaNonces);
    expect(spent.map((row) => row.expiresAt.getTime())).toEqual([nowMs + CHALLENGE_LIFETIME_MS]);
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
      verifyUrl: `${baseUrl}/siteverify`,
    });
    expect(await verifier.verify('good-token', '203.0.113.9')).toBe(true);
    expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    expect(received.at(-1)?.get('secret')).toBe('s3cret');
    expect(await verifier.verify('bad-token')).toBe(false);
    const wrongSecret = new RecaptchaVerifier({
      secret: 'nope',
      verifyUrl: `${baseUrl}/siteverify`,
    });
    expect(await wrongSecret.verify('good-token')).toBe(false);
  });

  it('throws CaptchaUnavailableError when siteverify fails, answers nonsense or is unreachable', async () => {
    for (const path of ['/broken', '/not-json'])
      await expect(
        new RecaptchaVerifier({ secret: 's3cret', verifyUrl: `${baseUrl}${path}` }).verify(
          'good-token',
        ),
      ).rejects.toBeInstanceOf(CaptchaUnavailableError);
    const closed = new RecaptchaVerifier({
      secret: 's3cret',
      verifyUrl: 'http://127.0.0.1:1/siteverify',
      timeoutMs: 2000,
    });
    await expect(closed.verify('good-token')).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});

describe('createCaptchaVerifier', () => {
  it('uses reCAPTCHA when a secret is configured, else the local challenge', () => {
    expect(createCaptchaVerifier({ recaptchaSecret: 'x' }, database.db)).toBeInstanceOf(
      RecaptchaVerifier,
    );
    expect(createCaptchaVerifier({}, database.db)).toBeInstanceOf(LocalChallengeVerifier);
    expect(createCaptchaVerifier({ recaptchaSecret: '' }, database.db)).toBeInstanceOf(
      LocalChallengeVerifier,
    );
  });
});
