import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@specify/contracts';
import { createRegistry } from '@specify/registry';
import { buildPlatform } from '../../app';
import { withBootHints } from '../page-hints';

const SHELL_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

let root: string;
let app: FastifyInstance;
let version: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-boot-'));
  const shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), SHELL_HTML);
  const dist = join(root, 'content-dist');
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), '{"id":"mf_content"}');
  await writeFile(join(dist, 'remoteEntry.js'), 'var mf_content;');
  const registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', { contracts: '0.1.0', ui: '0.1.0' });
  version = (
    await registry.publish('mf-content', dist, '0.1.0', { contracts: '^0.1.0', ui: '^0.1.0' })
  ).version;
  await registry.promote('mf-content', version, 'local');
  app = await buildPlatform({ site: { registry, environment: 'local', shellDir } });
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

/** The runtime config a served page carries, as the shell reads it. */
function inlinedConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe("the shell's page carries what its boot needs", () => {
  it('inlines the runtime config /config.json serves, in the head', async () => {
    const page = await app.inject('/au/warranty');
    expect(page.statusCode).toBe(200);
    const config = (await app.inject('/config.json')).json();
    expect(inlinedConfig(page.body)).toEqual(config);
    expect(page.body.indexOf(RUNTIME_CONFIG_ELEMENT_ID)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it("preloads the manifest of the page's remote, as the shell fetches it, and not its entry", async () => {
    const page = await app.inject('/au/warranty');
    const base = `/remotes/mf-content/${version}`;
    expect(page.body).toContain(
      `<link rel="preload" as="fetch" href="${base}/mf-manifest.json" crossorigin="anonymous">`,
    );
    // A failed script preload would be reused by the runtime's <script> after Retry.
    expect(page.body).not.toContain('as="script"');
    // What the hint names is served.
    expect((await app.inject(`${base}/mf-manifest.json`)).statusCode).toBe(200);
  });

  it('preloads nothing for a remote that is not released, or a page the shell owns', async () => {
    const cart = await app.inject('/au/cart');
    expect(inlinedConfig(cart.body)).toBeDefined();
    expect(cart.body).not.toContain('rel="preload"');
    const unknown = await app.inject('/au/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('keeps a config value from closing its script element', () => {
    const config: RuntimeConfig = {
      environment: '</script><script>alert(1)</script>',
      remotes: {},
      loadTimeoutMs: 4000,
    };
    const html = withBootHints(SHELL_HTML, config);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlinedConfig(html)).toEqual(config);
  });
});
