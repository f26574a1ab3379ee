import { DEV_PASSWORD } from '../../seed/dev-accounts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../testing/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('/action router', () => {
  it('answers an unknown action with 404 and a JSON error', async () => {
    const client = new TestClient(platform.app);
    for (const url of ['/action/account/nope', '/action/nothing/here', '/action/too/many/parts']) {
      const response = await client.request('POST', url, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ isError: true, code: 'UNKNOWN_ACTION' });
    }
  });

  it('refuses a state-changing action without the CSRF header, and as GET', async () => {
    const client = new TestClient(platform.app);
    await client.request('GET', '/action/account/getAccount');
    const forged = await client.request(
      'POST',
      '/action/account/register',
      {},
      { 'x-csrf-token': 'forged' },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'CSRF' });
    expect((await client.request('GET', '/action/account/logout')).statusCode).toBe(405);
  });

  it('refuses text holding the NUL character, which PostgreSQL cannot store, with 400', async () => {
    const client = new TestClient(platform.app);
    await client.login('trade@example.com', DEV_PASSWORD);
    for (const body of [{ addressId: '\u0000' }, { addressId: 'a', nested: ['x\u0000'] }]) {
      const response = await client.action('account/removeAddress', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isError: true, code: 'INVALID_BODY' });
    }
    const query = await client.request('GET', '/action/product/getProduct?slug=%00');
    expect(query.statusCode).toBe(400);
  });

  it('answers malformed, oversized and wrongly-typed bodies with 400 and a clear message', async () => {
    const client = new TestClient(platform.app);
    await client.request('GET', '/action/account/getAccount');
    const malformed = await client.request('POST', '/action/account/register', '{"Username":', {
      'content-type': 'application/json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'INVALID_JSON',
      message: 'The request body is not valid JSON.',
    });

    const oversized = await client.request('POST', '/action/account/register', {
      Username: 'x'.repeat(70 * 1024),
    });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toMatchObject({
      code: 'BODY_TOO_LARGE',
      message: 'The request body is larger than 64 KB.',
    });

    const wrongTypes = await client.request('POST', '/action/account/register', {
      Username: 42,
      Password: [],
      ConfirmPassword: 'x'.repeat(300),
    });
    expect(wrongTypes.statusCode).toBe(400);
    const body = wrongTypes.json();
    expect(body.code).toBe('INVALID_BODY');
    expect(body.message).toMatch(
      /^Invalid request: Username: Invalid type: Expected string but received 42/,
    );
    expect(body.message).toMatch(/ConfirmPassword: must be at most 200 characters/);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);

    // A string the client sent is never quoted back (the fuzz suite once took such an echo,
    // '.tS:4', for a leaked stack frame).
    const echoed = await client.request('POST', '/action/account/register', {
      Username: 'call 0800 000 000 .ts:4',
      Password: 'call 0800 000 000',
      ConfirmPassword: 42,
    });
    expect(echoed.statusCode).toBe(400);
    expect(echoed.json().message).toMatch(/ConfirmPassword: .*but received 42/);
    expect(echoed.json().message).not.toMatch(/0800|\.ts:4/);
    const wrongType = await client.request('POST', '/action/account/register', {
      Username: 'a@example.com',
      Password: 'p',
      ConfirmPassword: 'p',
      stores: 'call 0800 000 000 .ts:4',
    });
    expect(wrongType.json().message).toMatch(/stores: .*but received a string/);
    expect(wrongType.json().message).not.toMatch(/0800|\.ts:4/);
  });

  it('never leaks internals when a handler fails unexpectedly', async () => {
    const failing = await startTestPlatform();
    await failing.database.close();
    const client = new TestClient(failing.app);
    // The database is closed, so the action fails inside; the answer is the generic message.
    const response = await client.request('POST', '/action/product/getProduct', { slug: 'x' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      isError: true,
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong!',
      error: { message: 'Something went wrong!' },
      details: { errorMessage: 'Something went wrong!' },
    });
    await failing.app.close();
  });
});
