import { projectPdfUrl, type ActionName } from '@specify/contracts';
import { buildPlatform } from '../../app';
import { DEV_PASSWORD } from '../../seed/dev-accounts';
import { PdfRenderer } from '../../pdf/pdf-renderer';
import { TEST_ENGINES } from '../../testing/test-databases';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';
import {
  ACTION_RATE_LIMITS,
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitSettings,
} from '../rate-limits';

const WINDOW_MS = 60_000;
/** Two requests a minute for every limit, so a third shows the limit. */
const SMALL_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { max: 2, windowMs: WINDOW_MS }]),
) as RateLimitSettings;

/** A new client address for each use, so one test's counts never reach another's. */
let lastOctet = 0;
const newAddress = () => `203.0.113.${(lastOctet += 1)}`;

function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(response.headers['x-ratelimit-limit']).toBeUndefined();
}

describe('per-address rate limits', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ search: true, rateLimits: SMALL_LIMITS });
  });
  afterAll(() => platform.close());

  const login = (client: TestClient) => client.login('trade@example.com', DEV_PASSWORD);

  it('answers the third sign-in from one address in the window with 429, Retry-After and the action error body', async () => {
    const client = new TestClient(platform.app, 'au', newAddress());
    expect((await login(client)).statusCode).toBe(200);
    expect((await login(client)).statusCode).toBe(200);
    const refused = await login(client);
    expectRateLimited(refused);
    expect(refused.json()).toEqual({
      isError: true,
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 1 minute.',
      error: { message: 'Too many requests. Please try again in 1 minute.' },
      details: { errorMessage: 'Too many requests. Please try again in 1 minute.' },
    });

    const elsewhere = new TestClient(platform.app, 'au', newAddress());
    expect((await login(elsewhere)).statusCode).toBe(200);
  });

  it('gives each named action its count, shared by the actions of one limit, and leaves the rest unlimited', async () => {
    const byLimit = new Map<RateLimitName, ActionName[]>();
    for (const [action, limit] of Object.entries(ACTION_RATE_LIMITS) as [
      ActionName,
      RateLimitName,
    ][])
      byLimit.set(limit, [...(byLimit.get(limit) ?? []), action]);
    expect([...byLimit.keys()].sort()).toEqual(
      [
        'contact',
        'feedback',
        'passwordReset',
        'searchKey',
        'signIn',
        'signUp',
        'verificationMail',
        'widgetToken',
      ].sort(),
    );

    for (const [limit, actions] of byLimit) {
      const client = new TestClient(platform.app, 'au', newAddress());
      // Bodies are refused or accepted after the count: every request counts.
      const sent = [actions[0]!, actions.at(-1)!];
      for (const action of sent) {
        const response = await client.action(action, {});
        expect({ limit, action, status: response.statusCode }).not.toMatchObject({ status: 429 });
      }
      for (const action of actions) {
        const refused = await client.action(action, {});
        expect({ limit, action, status: refused.statusCode }).toEqual({
          limit,
          action,
          status: 429,
        });
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      }
    }

    const client = new TestClient(platform.app, 'au', newAddress());
    for (let request = 0; request < 5; request += 1) {
      expect((await client.request('GET', '/action/account/getAccount')).statusCode).toBe(200);
      expect((await client.action('cart/getCart')).statusCode).toBe(200);
    }
  });

  it('counts afresh once the window has passed', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'queueMicrotask',
        'clearImmediate',
        'clearTimeout',
        'clearInterval',
        'hrtime',
        'performance',
      ],
    });
    try {
      const client = new TestClient(platform.app, 'au', newAddress());
      await login(client);
      await login(client);
      expect((await login(client)).statusCode).toBe(429);
      jest.setSystemTime(Date.now() + WINDOW_MS);
      expect((await login(client)).statusCode).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('rate limits of the site API routes', () => {
  it('gives the PDF routes, product and project, of both markets one count per address', async () => {
    const platform = await startTestPlatform();
    const app = await buildPlatform({
      services: platform.services,
      pdf: new PdfRenderer(),
      rateLimits: SMALL_LIMITS,
    });
    try {
      const post = (url: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload: {}, remoteAddress });
      const address = newAddress();
      expect((await post('/au/api/pdf-my-html/', address)).statusCode).toBe(400);
      expect((await post(projectPdfUrl('nz'), address)).statusCode).toBe(401);
      for (const url of ['/nz/api/pdf-my-html/', projectPdfUrl('au')]) {
        const refused = await post(url, address);
        expectRateLimited(refused);
        // Each route answers in its own error shape; every one carries the message.
        expect(refused.json()).toMatchObject({
          message: 'Too many requests. Please try again in 1 minute.',
        });
      }
      expect((await post('/nz/api/pdf-my-html/', newAddress())).statusCode).toBe(400);
    } finally {
      await app.close();
      await platform.close();
    }
  });

  it('limits SKU list uploads per address', async () => {
    const platform = await startTestPlatform({ rateLimits: SMALL_LIMITS });
    try {
      const client = new TestClient(platform.app, 'au', newAddress());
      const upload = () => client.request('POST', '/au/api/upload-excel/', {});
      expect((await upload()).statusCode).not.toBe(429);
      expect((await upload()).statusCode).not.toBe(429);
      const refused = await upload();
      expectRateLimited(refused);
      expect(refused.json()).toMatchObject({
        message: 'Too many requests. Please try again in 1 minute.',
      });
    } finally {
      await platform.close();
    }
  });
});

describe.each(TEST_ENGINES)('rate limits across instances on %s', (engine) => {
  it('counts one window for every instance on the database: the third sign-in, on the second instance, is refused', async () => {
    const platform = await startTestPlatform({ engine, rateLimits: SMALL_LIMITS });
    const second = await buildPlatform({ services: platform.services, rateLimits: SMALL_LIMITS });
    try {
      const address = newAddress();
      const onFirst = new TestClient(platform.app, 'au', address);
      const onSecond = new TestClient(second, 'au', address);
      expect((await onFirst.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
      expect((await onSecond.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
      expectRateLimited(await onSecond.login('trade@example.com', DEV_PASSWORD));
      expectRateLimited(await onFirst.login('trade@example.com', DEV_PASSWORD));
    } finally {
      await second.close();
      await platform.close();
    }
  });
});

it('an app without a database (the site and PDF alone) still limits, counting in memory', async () => {
  const app = await buildPlatform({ pdf: new PdfRenderer(), rateLimits: SMALL_LIMITS });
  try {
    const post = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/au/api/pdf-my-html/', payload: {}, remoteAddress });
    const address = newAddress();
    expect((await post(address)).statusCode).toBe(400);
    expect((await post(address)).statusCode).toBe(400);
    expectRateLimited(await post(address));
  } finally {
    await app.close();
  }
});
