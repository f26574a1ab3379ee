import { http, HttpResponse } from 'msw';
import { server, setUpProjectServer } from '../../../testing/project-server';
import {
  FIXTURE_APP_ID,
  fixtureRuntimeConfig,
  searchHandlers,
} from '../../../testing/search-fixtures';
import {
  KEY_RENEWAL_LEAD_MS,
  KEY_RETRY_MS,
  createSearchRuntime,
} from '../api/create-search-runtime';

setUpProjectServer();
afterEach(() => jest.useRealTimers());

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
    ...searchHandlers(),
  );
  return { searchedWith, asked: () => asked };
}

async function waitForAsked(keys: { asked: () => number }, count: number) {
  for (let i = 0; i < 100 && keys.asked() < count; i += 1) {
    await jest.advanceTimersByTimeAsync(10);
  }
  expect(keys.asked()).toBe(count);
}

it('renews the key before it expires, retries a failed renewal, and searches with the new key', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const keys = scriptKeys([
    { apiKey: 'first-key', validForMs: KEY_RENEWAL_LEAD_MS + 60_000 },
    'fail',
    { apiKey: 'second-key', validForMs: 3_600_000 },
  ]);
  const runtime = await createSearchRuntime(fixtureRuntimeConfig(), 'au');
  const search = () =>
    runtime.client.search({
      requests: [{ indexName: runtime.indices['search-variant'].newest, hitsPerPage: 1 }],
    });
  await search();
  expect(keys.searchedWith).toEqual(['first-key']);

  // A minute later the key is within the renewal lead; that request fails, the retry succeeds.
  await jest.advanceTimersByTimeAsync(60_000);
  await waitForAsked(keys, 2);
  await jest.advanceTimersByTimeAsync(KEY_RETRY_MS);
  await waitForAsked(keys, 3);
  await search();
  expect(keys.searchedWith).toEqual(['first-key', 'second-key']);

  // Disposed with the tab: no more renewals.
  runtime.dispose();
  await jest.advanceTimersByTimeAsync(3_600_000);
  expect(keys.asked()).toBe(3);
});
