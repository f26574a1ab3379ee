import { http, HttpResponse } from 'msw';
import type { RuntimeConfig } from '@specify/contracts';
import { FIXTURE_APP_ID, fixtureSearchConfig } from '../../../testing/handlers';
import { server, setUpFixtureServer } from '../../../testing/render-catalogue';
import {
  KEY_RENEWAL_LEAD_MS,
  KEY_RETRY_MS,
  createSearchRuntime,
} from '../api/create-search-runtime';

setUpFixtureServer();
afterEach(() => jest.useRealTimers());

const config: RuntimeConfig = {
  environment: 'test',
  remotes: {},
  loadTimeoutMs: 5000,
  search: fixtureSearchConfig({ host: window.location.host, protocol: 'http' }),
};

/** Answers getSearchKey from a script of replies and records the key each search carries. */
function scriptKeys(replies: Array<{ apiKey: string; validForMs: number } | 'fail'>) {
  const searchedWith: (string | null)[] = [];
  let asked = 0;
  server.use(
    http.get('*/action/search/getSearchKey', () => {
      const reply = replies[Math.min(asked, replies.length - 1)];
      asked += 1;
      if (reply === 'fail' || !reply) return HttpResponse.json({}, { status: 503 });
      return HttpResponse.json({
        appId: FIXTURE_APP_ID,
        apiKey: reply.apiKey,
        validUntil: Math.floor((Date.now() + reply.validForMs) / 1000),
      });
    }),
    // Records, then falls through to the fixture search.
    http.post('*/1/indexes/*/queries', ({ request }) => {
      const url = new URL(request.url);
      searchedWith.push(
        request.headers.get('x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key'),
      );
    }),
  );
  return { searchedWith, asked: () => asked };
}

const search = (runtime: Awaited<ReturnType<typeof createSearchRuntime>>) =>
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
  const runtime = await createSearchRuntime(config, 'au', { status: 'anonymous' });
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

  // Disposed with the listing: no more renewals.
  runtime.dispose();
  await jest.advanceTimersByTimeAsync(3_600_000);
  expect(keys.asked()).toBe(3);
});

async function waitForAsked(keys: { asked: () => number }, count: number) {
  for (let i = 0; i < 100 && keys.asked() < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(keys.asked()).toBe(count);
}
