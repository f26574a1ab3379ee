import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createRegistry } from '@specify/registry';
import { buildPlatform } from '../../app';

let root: string;
let app: FastifyInstance;
let version: string;
/** The same site as production serves it. */
let production: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-'));
  const shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(shellDir, 'main.js'), 'console.info("shell")');
  await writeFile(join(shellDir, '184.4314ffc0.js'), `/* ${'chunk '.repeat(400)} */`);
  await writeFile(join(shellDir, '184.4314ffc0.js.map'), '{"version":3,"sources":["shell.tsx"]}');

  const dist = join(root, 'content-dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), '{"id":"mf_content"}');
  await writeFile(join(dist, 'remoteEntry.js'), 'var mf_content;');
  await writeFile(join(dist, 'remoteEntry.js.map'), '{"version":3,"sources":["root.tsx"]}');
  const registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', { contracts: '0.1.0', ui: '0.1.0' });
  version = (
    await registry.publish('mf-content', dist, '0.1.0', { contracts: '^0.1.0', ui: '^0.1.0' })
  ).version;
  await registry.promote('mf-content', version, 'local');
  app = await buildPlatform({ site: { registry, environment: 'local', shellDir } });
  production = await buildPlatform({
    site: { registry, environment: 'local', shellDir, production: true },
  });
});

afterAll(async () => {
  await app.close();
  await production.close();
  await rm(root, { recursive: true, force: true });
});

describe('platform site routes', () => {
  it('serves the environment runtime config, never cached', async () => {
    const response = await app.inject('/config.json');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({
      environment: 'local',
      remotes: {
        'mf-content': { version, manifest: `/remotes/mf-content/${version}/mf-manifest.json` },
      },
    });
  });

  it('names no configurator unless one is configured, then names it to every page', async () => {
    expect((await app.inject('/config.json')).json()).not.toHaveProperty('configuratorScriptUrl');
    const registry = createRegistry(join(root, 'registry'));
    const configured = await buildPlatform({
      site: {
        registry,
        environment: 'local',
        shellDir: join(root, 'shell'),
        configuratorScriptUrl: 'https://configurator.example.com/loader.js',
      },
    });
    expect((await configured.inject('/config.json')).json()).toMatchObject({
      configuratorScriptUrl: 'https://configurator.example.com/loader.js',
    });
    await configured.close();
  });

  it("tells the visitor's likely market from a CDN country header, else Accept-Language", async () => {
    const ask = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: '/geo/market', headers });
      expect(response.headers['cache-control']).toBe('private, no-store');
      return response.json();
    };
    expect(await ask({ 'cf-ipcountry': 'NZ', 'accept-language': 'en-AU' })).toEqual({
      market: 'nz',
    });
    expect(await ask({ 'x-country': 'AU' })).toEqual({ market: 'au' });
    expect(await ask({ 'accept-language': 'en-NZ,en;q=0.9' })).toEqual({ market: 'nz' });
    expect(await ask({ 'accept-language': `${'x'.repeat(5000)},en-NZ` })).toEqual({
      market: null,
    });
    expect(await ask({})).toEqual({ market: null });
  });

  it('serves released remote files immutably and their manifests revalidated', async () => {
    const entry = await app.inject(`/remotes/mf-content/${version}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await app.inject(`/remotes/mf-content/${version}/mf-manifest.json`);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/remotes/mf-content/0.0.0-missing/remoteEntry.js')).statusCode).toBe(
      404,
    );
  });

  it('serves source maps in development only', async () => {
    const maps = [`/remotes/mf-content/${version}/remoteEntry.js.map`, '/184.4314ffc0.js.map'];
    for (const map of maps) {
      expect([map, (await app.inject(map)).statusCode]).toEqual([map, 200]);
      const refused = await production.inject(map);
      expect([map, refused.statusCode]).toEqual([map, 404]);
      expect(refused.body).not.toContain('sources');
    }
    // Everything else is served the same.
    expect((await production.inject('/184.4314ffc0.js')).statusCode).toBe(200);
    expect(
      (await production.inject(`/remotes/mf-content/${version}/remoteEntry.js`)).statusCode,
    ).toBe(200);
  });

  it('caches content-hashed shell files forever and the rest revalidated', async () => {
    expect((await app.inject('/184.4314ffc0.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await app.inject('/main.js')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses what is worth compressing', async () => {
    const response = await app.inject({
      url: '/184.4314ffc0.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/au', '/nz/products/tapware/', '/search?query=basin', '/login'])(
    'answers page route %s with the shell',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('answers an unknown path with the shell (its not-found page) and a 404 status', async () => {
    const response = await app.inject('/au/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing file with a JSON 404, not the shell', async () => {
    const response = await app.inject('/missing.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      isError: true,
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Not found.',
      requestId: response.headers['x-request-id'],
    });
  });
});
