import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createRegistry } from '@specify/registry';
import { buildPlatform } from '../../app';

/** A few KB of varied script, so a copy compressed at build time differs from one made per request. */
function script(name: string): string {
  const lines = Array.from(
    { length: 120 },
    (_, index) => `export const ${name}${index} = ${(index * 7919) % 1009} + "${name}-${index}";`,
  );
  return `${lines.join('\n')}\n`;
}

/** A file and the copies a production build writes beside it (tooling/build/webpack.cjs). */
async function writeBuilt(dir: string, file: string, text: string, copies: ('br' | 'gz')[]) {
  await writeFile(join(dir, file), text);
  if (copies.includes('br')) {
    const br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    await writeFile(join(dir, `${file}.br`), br);
  }
  if (copies.includes('gz')) await writeFile(join(dir, `${file}.gz`), gzipSync(text, { level: 9 }));
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The brand face as the shell's build names it (tooling/build/font-preload-plugin.cjs). */
const FONT = 'figtree-latin-wght-normal.5ca1ab1e.woff2';
const FONT_BYTES = Buffer.from('wOF2 not really a font');

let root: string;
let shellDir: string;
let remoteDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-precompressed-'));
  shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeBuilt(
    shellDir,
    'index.html',
    `<!doctype html><html><head></head><body><div id="root"></div></body></html>`,
    ['br', 'gz'],
  );
  await writeBuilt(shellDir, 'main.js', script('shell'), ['br', 'gz']);
  await writeBuilt(shellDir, 'feedback.4314ffc0.js', script('feedback'), ['br', 'gz']);
  await writeBuilt(shellDir, 'search.0badf00d.js', script('search'), ['gz']);
  // A font is compressed already: the build writes no copies of it.
  await mkdir(join(shellDir, 'fonts'));
  await writeFile(join(shellDir, 'fonts', FONT), FONT_BYTES);

  const dist = join(root, 'content-dist');
  await mkdir(dist, { recursive: true });
  await writeBuilt(
    dist,
    'mf-manifest.json',
    JSON.stringify({ id: 'mf_content', pad: script('m') }),
    ['br', 'gz'],
  );
  await writeBuilt(dist, 'remoteEntry.0c0ffee0.js', script('content'), ['br', 'gz']);
  const registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', { contracts: '0.1.0', ui: '0.1.0' });
  const { version } = await registry.publish('mf-content', dist, '0.1.0', {
    contracts: '^0.1.0',
    ui: '^0.1.0',
  });
  await registry.promote('mf-content', version, 'local');
  remoteDir = `/remotes/mf-content/${version}`;
  app = await buildPlatform({ site: { registry, environment: 'local', shellDir } });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('static files with copies precompressed at build', () => {
  it.each([
    ['a shell file', () => ({ url: '/main.js', file: join(shellDir, 'main.js') })],
    [
      'a released remote file',
      () => ({
        url: `${remoteDir}/remoteEntry.0c0ffee0.js`,
        file: join(root, 'registry', `${remoteDir}/remoteEntry.0c0ffee0.js`),
      }),
    ],
  ])('send %s as its brotli copy, its gzip copy or itself', async (_, target) => {
    const { url, file } = target();
    const identity = await get(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload).toEqual(await readFile(file));
    expect(identity.headers['content-type']).toBe('application/javascript; charset=utf-8');

    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(await readFile(`${file}.br`));
    expect(br.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(br.headers.vary).toBe('accept-encoding');

    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(await readFile(`${file}.gz`));
    expect(gzip.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gzip.headers.vary).toBe('accept-encoding');
  });

  it('sends the gzip copy to a brotli client when the build wrote only that one', async () => {
    const response = await get('/search.0badf00d.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(await readFile(join(shellDir, 'search.0badf00d.js.gz')));
  });

  it('keeps the cache rules of the file a copy stands for', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      expect((await get('/main.js', encoding)).headers['cache-control']).toBe('no-cache');
      expect((await get('/feedback.4314ffc0.js', encoding)).headers['cache-control']).toBe(
        IMMUTABLE,
      );
      expect(
        (await get(`${remoteDir}/remoteEntry.0c0ffee0.js`, encoding)).headers['cache-control'],
      ).toBe(IMMUTABLE);
      const manifest = await get(`${remoteDir}/mf-manifest.json`, encoding);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(manifest.headers['content-encoding']).toBe(encoding);
    }
  });

  it("serves the shell's font file as a font, cached for good, which the page's policy allows", async () => {
    const font = await get(`/fonts/${FONT}`, 'gzip, deflate, br');
    expect(font.statusCode).toBe(200);
    expect(font.rawPayload).toEqual(FONT_BYTES);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe(IMMUTABLE);
    // This platform's policy is report-only (its default outside production): the same policy.
    const { headers } = await get('/au');
    const policy = String(
      headers['content-security-policy-report-only'] ?? headers['content-security-policy'],
    );
    expect(policy.split('; ')).toContain("font-src 'self'");
  });

  it("never serves the shell's index.html or its copies as a file: pages get it with the config", async () => {
    for (const url of ['/index.html', '/index.html.br', '/index.html.gz']) {
      expect((await get(url, 'br')).statusCode).toBe(404);
    }
    const page = await get('/au');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.body).toContain('application/json');
  });
});
