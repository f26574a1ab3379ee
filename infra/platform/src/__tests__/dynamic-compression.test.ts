import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildPlatform } from '../app';
import { createSiteFixture } from '../site/__tests__/site-fixture';

let fixture: Awaited<ReturnType<typeof createSiteFixture>>;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = await createSiteFixture();
  // A page of a few KB of varied markup: compressed per request, as every page is (config inlined).
  const items = Array.from(
    { length: 150 },
    (_, index) => `<li data-n="${(index * 7919) % 1009}">item ${index}</li>`,
  );
  await writeFile(
    join(fixture.options.site.shellDir, 'index.html'),
    `<!doctype html><html><head></head><body><ul>${items.join('')}</ul></body></html>`,
  );
  app = await buildPlatform({ site: fixture.options.site });
});

afterAll(async () => {
  await app.close();
  await fixture.remove();
});

describe('dynamic answers', () => {
  it('are compressed with brotli at quality 3 and a 256 KB window, cheap enough for every request', async () => {
    const response = await app.inject({ url: '/au', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload);
    expect(body.toString()).toContain('item 149');
    expect(response.rawPayload).toEqual(
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 18 },
      }),
    );
  });

  it('are compressed with gzip at level 5 for a client without brotli', async () => {
    const response = await app.inject({ url: '/au', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(response.rawPayload);
    expect(body.toString()).toContain('item 149');
    expect(response.rawPayload).toEqual(gzipSync(body, { level: 5 }));
  });
});
