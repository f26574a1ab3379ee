import {
  ActionCallError,
  DEFAULT_ACTION_TIMEOUT_MS,
  actionFailureMessage,
  NO_INTERNET_MESSAGE,
  callAction,
} from '../client';
import { actionMethod } from '../action-http';
import { NO_BODY, type ActionSpec } from '../action-spec';
import { ACTIONS, ACTION_NAMES } from '../actions';

const emptyWishlist = { wishlistId: null, lineItems: [] };

/** The platform as far as these tests need it: one answer for any request, recorded. */
function answer(body: unknown, status = 200) {
  const fetchMock = jest.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A platform that never answers (the request stays pending until aborted). */
function hang() {
  const fetchMock = jest.fn((_url: string, _init: RequestInit) => new Promise<Response>(() => {}));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('callAction', () => {
  it('sends a read-only action without input as GET, with the market header and no body', async () => {
    const fetchMock = answer(emptyWishlist);
    await expect(callAction('wishlist/getWishlist', { market: 'nz' })).resolves.toEqual(
      emptyWishlist,
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/action/wishlist/getWishlist');
    expect(init).toMatchObject({ method: 'GET', headers: { 'x-specify-market': 'nz' } });
    expect(init?.body).toBeUndefined();
  });

  it('sends a state-changing action as POST with its JSON body', async () => {
    const fetchMock = answer(emptyWishlist);
    await callAction('wishlist/addItem', { market: 'au', body: { variant: { sku: 'A1' } } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/action/wishlist/addItem');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-specify-market': 'au' },
      body: JSON.stringify({ variant: { sku: 'A1' } }),
    });
  });

  it('sends a read-only action with input as POST (a query string cannot carry typed JSON)', async () => {
    const fetchMock = answer({ data: { items: [] } });
    await callAction('product/query', { market: 'au', body: { query: { skus: ['A1'] } } });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
  });

  it("fails with the server's code and message", async () => {
    answer(
      {
        isError: true,
        statusCode: 404,
        code: 'error.product.unavailable',
        message: 'That product is not available.',
      },
      404,
    );
    const call = callAction('wishlist/addItem', { market: 'au', body: { variant: { sku: 'X' } } });
    await expect(call).rejects.toEqual(
      new ActionCallError(404, 'error.product.unavailable', 'That product is not available.'),
    );
    await expect(call).rejects.toMatchObject({ statusCode: 404 });
  });

  it('fails with HTTP when the error has no readable body', async () => {
    answer('<html>Bad gateway</html>', 502);
    await expect(callAction('cart/getCart', { market: 'au' })).rejects.toMatchObject({
      statusCode: 502,
      code: 'HTTP',
      message: 'Something went wrong!',
    });
  });

  it('fails with SPEC-CONTRACT-001 when the answer is not in the catalogue’s shape', async () => {
    answer({ wishlistId: 7, lineItems: 'none' });
    await expect(callAction('wishlist/getWishlist', { market: 'au' })).rejects.toMatchObject({
      code: 'SPEC-CONTRACT-001',
      message: 'wishlist/getWishlist answered in an unexpected shape.',
    });
  });

  it('gives up on a hung call after the default timeout, aborting the request', async () => {
    jest.useFakeTimers();
    const fetchMock = hang();
    const call = callAction('cart/getCart', { market: 'au' });
    const settled = expect(call).rejects.toEqual(
      new ActionCallError(
        0,
        'TIMEOUT',
        'cart/getCart did not answer within 15 s. Check the connection and try again.',
      ),
    );
    jest.advanceTimersByTime(DEFAULT_ACTION_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    await settled;
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true);
  });

  it('says the visitor is offline when the request cannot be sent at all', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(callAction('cart/getCart', { market: 'au' })).rejects.toEqual(
      new ActionCallError(0, 'NETWORK', NO_INTERNET_MESSAGE),
    );
  });

  it('takes a shorter timeout from the caller', async () => {
    jest.useFakeTimers();
    hang();
    const call = callAction('cart/getCart', { market: 'au', timeoutMs: 2_000 });
    const settled = expect(call).rejects.toMatchObject({ code: 'TIMEOUT', statusCode: 0 });
    jest.advanceTimersByTime(2_000);
    await settled;
  });

  it("stops when the caller's signal aborts, with the caller's reason", async () => {
    const fetchMock = hang();
    const controller = new AbortController();
    const call = callAction('cart/getCart', { market: 'au', signal: controller.signal });
    const reason = new Error('navigated away');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(true);
  });

  it('clears its timer once answered', async () => {
    jest.useFakeTimers();
    answer(emptyWishlist);
    await callAction('wishlist/getWishlist', { market: 'au' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('parses the answers of a namespace whose schemas load with its first call', async () => {
    answer({ items: 'none' });
    await expect(callAction('product/queryCategories', { market: 'au' })).rejects.toMatchObject({
      code: 'SPEC-CONTRACT-001',
      message: 'product/queryCategories answered in an unexpected shape.',
    });
  });

  it('sends the request before the schemas of its namespace have loaded', async () => {
    const fetchMock = answer({ attributes: [] });
    const call = callAction('product/searchableAttributes', { market: 'au' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(call).resolves.toEqual({ attributes: [] });
  });

  it('says the visitor is offline when the schemas of the namespace cannot be fetched', async () => {
    jest.resetModules();
    jest.doMock('../project', () => {
      throw new Error('Loading chunk project failed.');
    });
    const client = await import('../client');
    answer({ settings: {} });
    await expect(client.callAction('project/getSettings', { market: 'au' })).rejects.toEqual(
      new client.ActionCallError(0, 'NETWORK', NO_INTERNET_MESSAGE),
    );
    jest.dontMock('../project');
  });
});

describe('actionMethod', () => {
  it('calls with GET exactly the read-only actions without input', () => {
    for (const name of ACTION_NAMES) {
      const spec: ActionSpec = ACTIONS[name];
      const method = !spec.changesState && spec.request === NO_BODY ? 'GET' : 'POST';
      expect({ name, method: actionMethod(name) }).toEqual({ name, method });
    }
  });
});

describe('actionFailureMessage: what a failed call says, one rule for every screen', () => {
  const words = {
    offline: 'You are offline',
    timeout: 'Too slow',
    fallback: 'Something went wrong',
  };
  it.each([
    [
      'a refusal the platform wrote to be shown',
      new ActionCallError(404, 'error.address.unknown', 'We could not find that address.'),
      'We could not find that address.',
    ],
    [
      'a validation refusal',
      new ActionCallError(400, 'INVALID_BODY', 'Quantity must be at most 999.'),
      'Quantity must be at most 999.',
    ],
    ['no answer', new ActionCallError(0, 'NETWORK', 'net::ERR'), 'You are offline'],
    ['an answer too late', new ActionCallError(0, 'TIMEOUT', 'timeout'), 'Too slow'],
    [
      'an expected failure the platform names, 5xx or not',
      new ActionCallError(502, 'error.verification.send', 'Error in sending verification email'),
      'Error in sending verification email',
    ],
    [
      'an unexpected server failure, whatever its text',
      new ActionCallError(500, 'INTERNAL', 'pg: relation missing'),
      'Something went wrong',
    ],
    ['a gateway failure', new ActionCallError(502, 'HTTP', 'Bad Gateway'), 'Something went wrong'],
    [
      'an answer of the wrong shape',
      new ActionCallError(200, 'SPEC-CONTRACT-001', 'items: expected array'),
      'Something went wrong',
    ],
    ['anything that is not a failed call', new TypeError('x is undefined'), 'Something went wrong'],
  ])('%s', (_, error, said) => {
    expect(actionFailureMessage(error, words)).toBe(said);
  });
});
