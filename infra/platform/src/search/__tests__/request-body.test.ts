import { gzipSync } from 'node:zlib';
import { liteClient } from 'algoliasearch/lite';
import { SEARCH_LIMITS } from '@specify/search-engine';
import { APP_ID, PREFIX, startServer, type TestServer } from './helpers';

/** Search bodies as they arrive: gzip (the clients' `compression` option) within bounds. */
let server: TestServer;
const AU = `${PREFIX}_products_au`;

beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(() => server.app.close());

const visitorKey = () => server.service.securedKeyFor({ isInternalUser: false }).apiKey;

function post(body: Buffer, headers: Record<string, string>) {
  return server.app.inject({
    method: 'POST',
    url: '/1/indexes/*/queries',
    headers: { 'content-type': 'text/plain', 'x-algolia-application-id': APP_ID, ...headers },
    payload: body,
  });
}

describe('gzip request bodies', () => {
  it('answers the lite client with its gzip compression switched on', async () => {
    const client = liteClient(APP_ID, visitorKey(), {
      hosts: [server.host],
      compression: 'gzip',
    });
    // Over the client's 750-byte threshold, so the body really goes compressed.
    const requests = Array.from({ length: 20 }, () => ({ indexName: AU, query: 'basin' }));
    expect(JSON.stringify({ requests }).length).toBeGreaterThan(750);
    const { results } = await client.search({ requests });
    expect((results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
  });

  it('refuses a gzip bomb with 413 and the API error body', async () => {
    // 40 KB on the wire, 40 MB inflated.
    const bomb = gzipSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
    const response = await post(bomb, {
      'content-encoding': 'gzip',
      'x-algolia-api-key': visitorKey(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request body is too large', status: 413 });
  });

  it('checks the key before inflating anything', async () => {
    const notGzip = Buffer.from('definitely not gzip');
    const anonymous = await post(notGzip, { 'content-encoding': 'gzip' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({
      message: 'Invalid Application-ID or API key',
      status: 403,
    });
    const keyed = await post(notGzip, {
      'content-encoding': 'gzip',
      'x-algolia-api-key': visitorKey(),
    });
    expect(keyed.statusCode).toBe(400);
    expect(keyed.json()).toEqual({ message: 'Invalid gzip body', status: 400 });
  });

  it('refuses any other content encoding with 415', async () => {
    const response = await post(Buffer.from('{}'), {
      'content-encoding': 'br',
      'x-algolia-api-key': visitorKey(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported Content-Encoding', status: 415 });
  });

  it('answers a malformed JSON body with a stable message that quotes nothing of it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: {
        'content-type': 'application/json',
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': visitorKey(),
      },
      payload: '{"requests": [secret-looking-text',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid request body', status: 400 });
  });
});

describe('bounded search requests (issue 17 hole 2)', () => {
  const search = (body: unknown) =>
    post(Buffer.from(JSON.stringify(body)), { 'x-algolia-api-key': visitorKey() });

  it('answers a 20,000-digit number in a filter with a short 400, not a stalled event loop', async () => {
    const response = await search({
      requests: [{ indexName: AU, filters: `price < ${'1'.repeat(20_000)}x` }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Invalid value for filters: at most ${SEARCH_LIMITS.filterLength} characters`,
      status: 400,
    });
    const inside = await search({
      requests: [{ indexName: AU, filters: `price < ${'1'.repeat(4000)}x` }],
    });
    expect(inside.json()).toEqual({
      message: `filters: Unexpected token string(${'1'.repeat(40)}…) expected numeric value at col 9`,
      status: 400,
    });
  });

  it(`refuses more than ${SEARCH_LIMITS.requests} requests in one multi-query`, async () => {
    const requests = (count: number) =>
      Array.from({ length: count }, () => ({ indexName: AU, hitsPerPage: 0 }));
    expect((await search({ requests: requests(SEARCH_LIMITS.requests) })).statusCode).toBe(200);
    const response = await search({ requests: requests(SEARCH_LIMITS.requests + 1) });
    expect(response.json()).toEqual({
      message: `requests: at most ${SEARCH_LIMITS.requests} in one call`,
      status: 400,
    });
  });
});
