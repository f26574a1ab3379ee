import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { searchIndices, type RuntimeConfig, type SearchRuntimeConfig } from '@specify/contracts';
import { KEY_RENEWAL_LEAD_MS, KEY_RETRY_MS, createSearchClient, type SearchClient } from '..';
import { prefetchSearchKey } from '../search-key';

const APP_ID = 'SPECIFYTEST';
const searchConfig: SearchRuntimeConfig = {
  appId: APP_ID,
  hosts: [{ url: window.location.host, protocol: 'http' }],
  insightsHost: window.location.origin,
  indexPrefix: 'specify',
  indices: searchIndices('specify'),
};
const config: RuntimeConfig = {
  environment: 'test',
  remotes: {},
  loadTimeoutMs: 5000,
  search: searchConfig,
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

/**
 * Answers getSearchKey from a script of replies and records the key each search carries (the
 * search answers no hits: only the key it was asked with matters here).
 */
function scriptKeys(replies: Array<{ apiKey: string; validForMs: number } | 'fail'>) {
  const searchedWith: (string | null)[] = [];
  let asked = 0;
  server.use(
    http.get('*/action/search/getSearchKey', () => {
      const reply = replies[Math.min(asked, replies.length - 1)];
      asked += 1;
      if (reply === 'fail' || !reply) return HttpResponse.json({}, { status: 503 });
      return HttpResponse.json({
        appId: APP_ID,
        apiKey: reply.apiKey,
        validUntil: Math.floor((Date.now() + reply.validForMs) / 1000),
      });
    }),
    http.post('*/1/indexes/*/queries', ({ request }) => {
      const url = new URL(request.url);
      searchedWith.push(
        request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key'),
      );
      return HttpResponse.json({ results: [] });
    }),
  );
  return { searchedWith, asked: () => asked };
}

async function waitForAsked(keys: { asked: () => number }, count: number) {
  for (let i = 0; i < 100 && keys.asked() < count; i += 1) {
    await jest.advanceTimersByTimeAsync(10);
  }
  expect(keys.asked()).toBe(count);
}

const search = (runtime: SearchClient) =>
  runtime.client.search({
    requests: [{ indexName: runtime.indices.products.newest, query: '', hitsPerPage: 1 }],
  });

it('renews the key before it expires, retries a failed renewal, and searches with the new key', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const keys = scriptKeys([
    { apiKey: 'first-key', validForMs: KEY_RENEWAL_LEAD_MS + 60_000 },
    'fail',
    { apiKey: 'second-key', validForMs: 3_600_000 },
  ]);
  const renewed: string[] = [];
  const runtime = await createSearchClient(config, 'au', {
    onKeyRenewed: (key) => renewed.push(key.apiKey),
  });
  await search(runtime);
  expect(keys.searchedWith).toEqual(['first-key']);

  // A minute later the key is within the renewal lead; that request fails, the retry succeeds.
  await jest.advanceTimersByTimeAsync(60_000);
  await waitForAsked(keys, 2);
  await jest.advanceTimersByTimeAsync(KEY_RETRY_MS);
  await waitForAsked(keys, 3);
  await search(runtime);
  expect(keys.searchedWith).toEqual(['first-key', 'second-key']);
  expect(runtime.client.apiKey).toBe('second-key');
  expect(renewed).toEqual(['second-key']);

  // Disposed with the screen: no more renewals.
  runtime.dispose();
  await jest.advanceTimersByTimeAsync(3_600_000);
  expect(keys.asked()).toBe(3);
});

it('reads the search section from /config.json when the runtime config has none', async () => {
  const keys = scriptKeys([{ apiKey: 'the-key', validForMs: 3_600_000 }]);
  server.use(
    http.get('*/config.json', () =>
      HttpResponse.json({ environment: 'test', remotes: {}, search: searchConfig }),
    ),
  );
  const runtime = await createSearchClient({ ...config, search: undefined }, 'nz');
  await search(runtime);
  runtime.dispose();
  expect(runtime.indices).toEqual(searchConfig.indices.nz);
  expect(keys.searchedWith).toEqual(['the-key']);
});

it('takes the key prefetched at mount once, then asks again', async () => {
  const keys = scriptKeys([
    { apiKey: 'prefetched-key', validForMs: 3_600_000 },
    { apiKey: 'later-key', validForMs: 3_600_000 },
  ]);
  prefetchSearchKey('au');
  expect(keys.asked()).toBe(0); // the request is under way, not yet answered
  const first = await createSearchClient(config, 'au');
  const second = await createSearchClient(config, 'au');
  await search(first);
  await search(second);
  first.dispose();
  second.dispose();
  expect(keys.asked()).toBe(2);
  expect(keys.searchedWith).toEqual(['prefetched-key', 'later-key']);
});

it('waits for a slow answer: the platform is its only host, with no other to try', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  // algoliasearch remembers a host that timed out (in localStorage) and waits longer for it next.
  localStorage.clear();
  scriptKeys([{ apiKey: 'the-key', validForMs: 3_600_000 }]);
  server.use(
    http.post('*/1/indexes/*/queries', async () => {
      // Past algoliasearch's default of 1 s to the first byte.
      await delay(3_000);
      return HttpResponse.json({ results: [{ hits: [], nbHits: 0, query: '' }] });
    }),
  );
  const runtime = await createSearchClient(config, 'au');
  const answer = search(runtime);
  await jest.advanceTimersByTimeAsync(3_000);
  await expect(answer).resolves.toEqual({ results: [{ hits: [], nbHits: 0, query: '' }] });
  runtime.dispose();
});
