import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { findRepoRoot } from '@specify/registry';
import { buildPlatform } from '../../app';
import { parseEnv } from '../../config/env';
import { PdfRenderer } from '../../pdf/pdf-renderer';
import { createServices, type CreatedServices } from '../../services';
import { openTestDatabase, type OpenTestDatabase } from '../../testing/test-databases';
import { createSiteFixture, logCollector } from '../../site/__tests__/site-fixture';

/** The one error shape of the app: a stable code, a fixed message, the request id. */
function expectPlatformError(response: LightMyRequestResponse, statusCode: number, code: string) {
  expect(response.statusCode).toBe(statusCode);
  const requestId = response.headers['x-request-id'];
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({
    isError: true,
    statusCode,
    code,
    message: expect.any(String),
    requestId,
  });
}

describe('errors outside the action router and search (issue 17 hole 10)', () => {
  let site: Awaited<ReturnType<typeof createSiteFixture>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await createSiteFixture();
    app = await buildPlatform({ ...site.options, pdf: new PdfRenderer() });
  });
  afterAll(async () => {
    await app.close();
    await site.remove();
  });

  it.each(['/files/%E0%A4%A', '/%E0%A4%A', '/au/%E0%A4%A', '/remotes/%E0%A4%A/x.js'])(
    'answers the malformed URL %s with a generic 400',
    async (url) => {
      const response = await app.inject(url);
      expectPlatformError(response, 400, 'BAD_REQUEST');
      expect(response.body).not.toMatch(/URI|malformed|%E0|valid url component/i);
    },
  );

  it('answers a body that is not JSON with INVALID_JSON, not the parser message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/au/api/pdf-my-html/',
      headers: { 'content-type': 'application/json' },
      payload: '{"html": "<p>',
    });
    expectPlatformError(response, 400, 'INVALID_JSON');
    expect(response.body).not.toMatch(/Unexpected|position|Unterminated/);
  });

  it('answers a body of the wrong type with UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/nz/api/pdf-my-html/',
      headers: { 'content-type': 'text/x-unknown' },
      payload: 'html',
    });
    expectPlatformError(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(response.body).not.toContain('text/x-unknown');
  });

  it('answers a missing file with NOT_FOUND, without echoing the path', async () => {
    const response = await app.inject('/no-such-chunk.4f3a2b1c.js');
    expectPlatformError(response, 404, 'NOT_FOUND');
    expect(response.body).not.toContain('no-such-chunk');
  });

  it('keeps the message of a client error written for the client, and only that', async () => {
    const bare = await buildPlatform({});
    const clientError = (message: string, expose: boolean) =>
      Object.assign(new Error(message), { statusCode: 429, expose });
    bare.get('/exposed', async () => {
      throw clientError('Too many requests. Please try again in 1 minute.', true);
    });
    bare.get('/unexposed', async () => {
      throw clientError('limiter store at /var/lib/limits is full', false);
    });
    bare.get('/busy', async () => {
      throw Object.assign(new Error('pool of 10 connections exhausted'), { statusCode: 503 });
    });
    try {
      const exposed = await bare.inject('/exposed');
      expectPlatformError(exposed, 429, 'RATE_LIMITED');
      expect(exposed.json().message).toBe('Too many requests. Please try again in 1 minute.');
      const unexposed = await bare.inject('/unexposed');
      expectPlatformError(unexposed, 429, 'RATE_LIMITED');
      expect(unexposed.body).not.toContain('/var/lib');
      const busy = await bare.inject('/busy');
      expectPlatformError(busy, 503, 'UNAVAILABLE');
      expect(busy.body).not.toContain('pool');
    } finally {
      await bare.close();
    }
  });

  it('answers NOT_FOUND the same way on a platform without the site', async () => {
    const bare = await buildPlatform({});
    try {
      expectPlatformError(await bare.inject('/au/no-such-page'), 404, 'NOT_FOUND');
    } finally {
      await bare.close();
    }
  });
});

describe('a route whose database fails', () => {
  let testDatabase: OpenTestDatabase;
  let created: CreatedServices;
  let app: FastifyInstance;
  const log = logCollector();

  beforeAll(async () => {
    testDatabase = await openTestDatabase('pglite', 'site');
    created = await createServices({
      repoRoot: findRepoRoot(),
      database: testDatabase.database,
      env: parseEnv({ NODE_ENV: 'test' }),
    });
    app = await buildPlatform({
      services: created.services,
      log: { level: 'error', stream: log.stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await created.close();
    await testDatabase.close();
  });

  it('answers INTERNAL with the request id; the cause goes to the log under that id', async () => {
    expect((await app.inject('/cms/au/home')).statusCode).toBe(200);
    await created.services.db.execute(sql`drop table content_documents`);

    const response = await app.inject('/cms/au/home');
    expectPlatformError(response, 500, 'INTERNAL');
    expect(response.body).not.toMatch(/content_documents|relation|select|exist/i);

    const requestId = response.headers['x-request-id'];
    const failure = log.lines.find((line) => line.reqId === requestId && 'err' in line);
    expect(failure).toMatchObject({ level: 50, msg: 'The request failed' });
    expect(JSON.stringify(failure)).toContain('content_documents');
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        reqId: requestId,
        statusCode: 500,
        msg: 'Answered with a server error',
      }),
    );
  });
});
