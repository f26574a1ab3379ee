import { desc } from 'drizzle-orm';
import { FEEDBACK_MESSAGES } from '@specify/contracts';
import { feedback } from '../../../db/schema';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { FEEDBACK_RATE_LIMIT } from '..';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
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

it.each([
  [{ rating: 0, message: 'x' }, FEEDBACK_MESSAGES.rating],
  [{ rating: 3.5, message: 'x' }, FEEDBACK_MESSAGES.rating],
  [{ rating: 3, message: '   ' }, FEEDBACK_MESSAGES.message],
  [{ rating: 3, message: 'x'.repeat(1001) }, FEEDBACK_MESSAGES.messageLength],
  [{ rating: 3, message: 'x', email: 'not-an-email' }, FEEDBACK_MESSAGES.email],
  [{ rating: 3, message: 'x', page: '//evil.example/' }, 'a site path'],
  [{ rating: 3, message: 'x', extra: 'field' }, 'extra'],
])('refuses %o with a clear message and stores nothing', async (body, message) => {
  const response = await new TestClient(platform.app).action('feedback/submit', body);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'INVALID_BODY' });
  expect(response.json().message).toContain(message);
  expect(await stored()).toHaveLength(0);
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
