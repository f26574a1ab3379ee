import { desc } from 'drizzle-orm';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '@specify/contracts/api/feedback';
import { feedback } from '../../../db/schema';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { FEEDBACK_RATE_LIMIT } from '..';

let platform: TestPlatform;
beforeAll(async () => {
  // This suite sends more forms in seconds than anyone would; the per-address limit has its own
  // test (server/__tests__/rate-limits.test.ts).
  platform = await startTestPlatform({
    rateLimits: { feedback: { max: 1_000, windowMs: 60_000 } },
  });
});
afterAll(() => platform.close());
beforeEach(() => platform.services.db.delete(feedback));

async function stored() {
  return platform.services.db.select().from(feedback).orderBy(desc(feedback.id));
}

it('stores a rating, the message, the optional email and the page', async () => {
  const client = new TestClient(platform.app, 'nz');
  const response = await client.action('feedback/submit', {
    rating: 4,
    message: '  The filters are great  ',
    email: 'jo@example.co.nz',
    page: '/nz/products/baths/',
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ isError: false, message: FEEDBACK_MESSAGES.success });
  expect(await stored()).toMatchObject([
    {
      market: 'nz',
      rating: 4,
      message: 'The filters are great',
      email: 'jo@example.co.nz',
      page: '/nz/products/baths/',
      accountId: null,
    },
  ]);
});

describe('an invalid body answers 400 with a message naming the field, and stores nothing', () => {
  const long = (length: number) => 'x'.repeat(length);

  it.each<[string, Record<string, unknown>, string]>([
    ['a rating of 0', { rating: 0, message: 'x' }, `rating: ${FEEDBACK_MESSAGES.rating}`],
    ['a fractional rating', { rating: 3.5, message: 'x' }, `rating: ${FEEDBACK_MESSAGES.rating}`],
    ['a rating as a string', { rating: '4', message: 'x' }, `rating: ${FEEDBACK_MESSAGES.rating}`],
    ['an empty message', { rating: 3, message: '' }, `message: ${FEEDBACK_MESSAGES.message}`],
    ['a blank message', { rating: 3, message: '   ' }, `message: ${FEEDBACK_MESSAGES.message}`],
    ['a message as a number', { rating: 3, message: 42 }, `message: ${FEEDBACK_MESSAGES.message}`],
    [
      `a message over ${FEEDBACK_LIMITS.message} characters`,
      { rating: 3, message: long(FEEDBACK_LIMITS.message + 1) },
      `message: ${FEEDBACK_MESSAGES.messageLength}`,
    ],
    [
      'a malformed email',
      { rating: 3, message: 'x', email: 'not-an-email' },
      `email: ${FEEDBACK_MESSAGES.email}`,
    ],
    [
      'an email as a number',
      { rating: 3, message: 'x', email: 7 },
      `email: ${FEEDBACK_MESSAGES.email}`,
    ],
    [
      `an email over ${FEEDBACK_LIMITS.email} characters`,
      { rating: 3, message: 'x', email: `${long(FEEDBACK_LIMITS.email)}@example.com` },
      `email: ${FEEDBACK_MESSAGES.email}`,
    ],
    [
      'a page on another site',
      { rating: 3, message: 'x', page: '//evil.example/' },
      'page: a site path',
    ],
    [
      `a page over ${FEEDBACK_LIMITS.page} characters`,
      { rating: 3, message: 'x', page: `/${long(FEEDBACK_LIMITS.page)}` },
      `page: Invalid length: Expected <=${FEEDBACK_LIMITS.page} but received ${FEEDBACK_LIMITS.page + 1}`,
    ],
  ])('%s', async (_, body, message) => {
    const response = await new TestClient(platform.app).action('feedback/submit', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      isError: true,
      code: 'INVALID_BODY',
      message: `Invalid request: ${message}`,
    });
    expect(await stored()).toHaveLength(0);
  });

  it('an unknown field', async () => {
    const response = await new TestClient(platform.app).action('feedback/submit', {
      rating: 3,
      message: 'x',
      extra: 'field',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_BODY' });
    expect(response.json().message).toContain('extra');
    expect(await stored()).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['null', null],
    ['an array', []],
  ])('an empty body (%s) names both required fields', async (_, body) => {
    const response = await new TestClient(platform.app).action('feedback/submit', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_BODY' });
    expect(response.json().message).toMatch(/^Invalid request: rating: .*; message: /);
    expect(await stored()).toHaveLength(0);
  });

  it('a body that is not a JSON object, not valid JSON, or larger than the limit', async () => {
    const client = new TestClient(platform.app);
    await client.request('GET', '/action/account/getAccount'); // the CSRF cookie
    const post = (payload: string, contentType: string) =>
      client.request('POST', '/action/feedback/submit', payload, { 'content-type': contentType });

    const text = await post('Great site', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({
      code: 'INVALID_BODY',
      // The client's text is never quoted back.
      message: 'Invalid request: Invalid type: Expected Object but received a string',
    });
    const form = await post('rating=3&message=Great', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as application/json.',
    });
    const broken = await post('{"rating": 3,', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });
    const huge = await post(
      JSON.stringify({ rating: 3, message: 'x'.repeat(64 * 1024) }),
      'application/json',
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      code: 'BODY_TOO_LARGE',
      message: 'The request body is larger than 64 KB.',
    });
    expect(await stored()).toHaveLength(0);
  });
});

it(`counts the message's length once trimmed: ${FEEDBACK_LIMITS.message} characters in spaces is accepted`, async () => {
  const message = 'x'.repeat(FEEDBACK_LIMITS.message);
  const response = await new TestClient(platform.app).action('feedback/submit', {
    rating: 2,
    message: `  ${message}  `,
  });
  expect(response.statusCode).toBe(200);
  expect(await stored()).toMatchObject([{ message }]);
});

it(`lets one client send ${FEEDBACK_RATE_LIMIT.max} in the window, then answers 429 and stores nothing`, async () => {
  const client = new TestClient(platform.app);
  for (let sent = 0; sent < FEEDBACK_RATE_LIMIT.max; sent += 1) {
    expect(
      (await client.action('feedback/submit', { rating: 5, message: `n${sent}` })).statusCode,
    ).toBe(200);
  }
  const refused = await client.action('feedback/submit', { rating: 5, message: 'one more' });
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe(String(FEEDBACK_RATE_LIMIT.windowMs / 1000));
  expect(refused.json()).toMatchObject({
    code: 'error.feedback.throttled',
    message: FEEDBACK_MESSAGES.throttled,
  });
  expect(await stored()).toHaveLength(FEEDBACK_RATE_LIMIT.max);

  platform.advanceClock(FEEDBACK_RATE_LIMIT.windowMs + 1000);
  expect((await client.action('feedback/submit', { rating: 5, message: 'later' })).statusCode).toBe(
    200,
  );
});
