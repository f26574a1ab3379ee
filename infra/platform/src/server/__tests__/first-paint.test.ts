import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { FIRST_PAINT_MODULE } from '@specify/contracts/composition/first-paint';
import { createRegistry, type Registry } from '@specify/registry';
import { logCollector } from './site-fixture';
import { FIRST_PAINT_TIME_LIMIT_MS, FIRST_PAINT_MAX_HTML_BYTES } from '../first-paint';
import { siteRoutes } from '../site-routes';

const SHELL_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

let root: string;
let shellDir: string;
let registry: Registry;
let builds = 0;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-first-paint-'));
  shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), SHELL_HTML);
  registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', '0.2.0');
});

afterAll(() => rm(root, { recursive: true, force: true }));

/**
 * Releases mf-content with this first-paint module (CommonJS source; none: a version without
 * one) and makes it the environment's. Returns the version.
 */
async function release(firstPaintModule?: string): Promise<string> {
  builds += 1;
  const dist = join(root, `content-dist-${builds}`);
  await mkdir(join(dist, 'server'), { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), `{"id":"mf_content","build":${builds}}`);
  await writeFile(join(dist, 'remoteEntry.js'), 'var mf_content;');
  await writeFile(join(dist, 'first-paint.css'), '.hero{color:red}');
  if (firstPaintModule) await writeFile(join(dist, FIRST_PAINT_MODULE), firstPaintModule);
  const { version } = await registry.publish('mf-content', dist, '0.1.0', '^0.2.0');
  await registry.promote('mf-content', version, 'local');
  return version;
}

/** A module painting the home from its CMS document's title, as a remote's would. */
const PAINTS_FROM_DOCUMENT = `
exports.renderFirstPaint = async ({ route, market, getJson }) => {
  if (route !== 'home') return undefined;
  const document = await getJson('/cms/' + market + '/home');
  if (!document) return undefined;
  return { html: '<h1>' + document.title + '</h1>', stylesheet: 'first-paint.css' };
};`;

/** The site beside an in-process CMS whose reads are counted, logging to `log`. */
async function site(log = logCollector()) {
  const app: FastifyInstance = Fastify({ logger: { level: 'warn', stream: log.stream } });
  const reads: string[] = [];
  await app.register(async (actions) => {
    for (const name of ['product/getProduct', 'account/getAccount'])
      actions.post(`/action/${name}`, async (request) => {
        reads.push(
          `${name} ${JSON.stringify(request.body)} market=${String(request.headers['x-specify-market'])} cookie=${String(request.headers.cookie)}`,
        );
        return { name, input: request.body };
      });
  });
  await app.register(async (cms) => {
    cms.get('/cms/*', async (request, reply) => {
      reads.push(request.url);
      const [, , market = '', slug = ''] = request.url.split('/');
      if (slug !== 'home') return reply.code(404).send({ message: 'No such document.' });
      return { market, slug, title: `Home of ${market}`, version: 1, sections: [] };
    });
  });
  await app.register(siteRoutes, { registry, environment: 'local', shellDir });
  return { app, reads, log };
}

describe("a remote's first paint in the page", () => {
  it('puts the markup at the end of the body and its style sheet at the end of the head', async () => {
    const version = await release(PAINTS_FROM_DOCUMENT);
    const { app } = await site();
    const page = await app.inject('/au');
    expect(page.statusCode).toBe(200);
    const stylesheet = `<link rel="stylesheet" href="/remotes/mf-content/${version}/first-paint.css">`;
    expect(page.body).toContain(`${stylesheet}</head>`);
    expect(page.body).toContain(
      '<div id=root></div><div data-first-paint="mf-content"><h1>Home of au</h1></div></body>',
    );
    // The style sheet it names is served, with the version's other files.
    const css = await app.inject(`/remotes/mf-content/${version}/first-paint.css`);
    expect([css.statusCode, css.body]).toEqual([200, '.hero{color:red}']);
    expect((await app.inject('/nz')).body).toContain('<h1>Home of nz</h1>');
    await app.close();
  });

  it("reads a document once a minute, not once per visit, and the page's tag follows it", async () => {
    await release(PAINTS_FROM_DOCUMENT);
    const { app, reads } = await site();
    const first = await app.inject('/au');
    const again = await app.inject({
      url: '/au',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(reads.filter((path) => path === '/cms/au/home')).toHaveLength(1);
    await app.close();
  });

  it('is left out of pages the module does not paint, and of versions without a module', async () => {
    await release(PAINTS_FROM_DOCUMENT);
    const painted = await site();
    const warranty = await painted.app.inject('/au/warranty');
    expect(warranty.body).not.toContain('data-first-paint');
    expect(warranty.body).not.toContain('rel="stylesheet"');
    await painted.app.close();

    await release();
    const plain = await site();
    expect((await plain.app.inject('/au')).body).not.toContain('data-first-paint');
    await plain.app.close();
  });

  it('lets the module read published CMS documents only, never an action or a file', async () => {
    await release(`
exports.renderFirstPaint = async ({ getJson }) => {
  const paths = ['/action/account/getAccount', '/config.json', '/cms/au/../../config.json',
    '/cms/au/home?x=1', 'http://example.com/cms/au/home', '/cms/au/home'];
  const answers = [];
  for (const path of paths) answers.push((await getJson(path)) === undefined ? 'no' : 'yes');
  return { html: answers.join(',') };
};`);
    const { app } = await site();
    expect((await app.inject('/au')).body).toContain(
      '<div data-first-paint="mf-content">no,no,no,no,no,yes</div>',
    );
    await app.close();
  });

  it("lets the module read the public actions only, as a visitor in the page's market, once a minute", async () => {
    await release(`
exports.renderFirstPaint = async ({ market, readAction }) => {
  const product = await readAction('product/getProduct', { path: 'luna-LU1' });
  const account = await readAction('account/getAccount', {});
  const huge = await readAction('product/getProduct', { path: 'x'.repeat(2000) });
  return { html: [product && product.input.path, account, huge].join(',') };
};`);
    const { app, reads } = await site();
    const page = await app.inject({ url: '/nz', headers: { cookie: 'specify_session=secret' } });
    expect(page.body).toContain('<div data-first-paint="mf-content">luna-LU1,,</div>');
    await app.inject('/nz');
    // Read once, without the visitor's cookies, in the page's market; nothing else was asked.
    expect(
      reads.filter((read) => read.startsWith('product/') || read.startsWith('account/')),
    ).toEqual(['product/getProduct {"path":"luna-LU1"} market=nz cookie=undefined']);
    await app.close();
  });

  it('keeps a read that pages keep asking for while many others come and go', async () => {
    await release(`
exports.renderFirstPaint = async ({ search, readAction }) => {
  await readAction('product/getProduct', { path: 'hot' });
  await readAction('product/getProduct', { path: search });
  return { html: 'read' };
};`);
    const { app, reads } = await site();
    for (let visit = 0; visit < 100; visit += 1) await app.inject(`/au?visit=${visit}`);
    // The one every page asks for is read once; the hundred others once each.
    expect(reads.filter((read) => read.includes('{"path":"hot"}'))).toHaveLength(1);
    expect(reads.filter((read) => read.includes('?visit='))).toHaveLength(100);
    await app.close();
  });

  it('serves the page without it when the module throws, answers late or answers too much', async () => {
    const cases = [
      ['throws', 'exports.renderFirstPaint = async () => { throw new Error("boom"); };'],
      ['late', 'exports.renderFirstPaint = () => new Promise(() => {});'],
      [
        'too large',
        `exports.renderFirstPaint = async () => ({ html: 'x'.repeat(${FIRST_PAINT_MAX_HTML_BYTES + 1}) });`,
      ],
      [
        'a style sheet outside its version',
        `exports.renderFirstPaint = async () => ({ html: '<p>hi</p>', stylesheet: '../mf-account/x.css' });`,
      ],
      ['no function', 'exports.renderFirstPaint = "<p>hi</p>";'],
    ] as const;
    for (const [what, module] of cases) {
      await release(module);
      const log = logCollector();
      const { app } = await site(log);
      const started = Date.now();
      const page = await app.inject('/au');
      expect([what, page.statusCode]).toEqual([what, 200]);
      expect([what, page.body.includes('data-first-paint')]).toEqual([what, false]);
      expect(Date.now() - started).toBeLessThan(FIRST_PAINT_TIME_LIMIT_MS + 1000);
      expect([what, log.text()]).toEqual([what, expect.stringMatching(/first[- ]paint/i)]);
      // Nothing of the failure reaches the visitor.
      expect(page.body).not.toContain('boom');
      await app.close();
    }
  });

  it("never serves a version's server code", async () => {
    const version = await release(PAINTS_FROM_DOCUMENT);
    const { app } = await site();
    const base = `/remotes/mf-content/${version}`;
    for (const path of [
      `${base}/${FIRST_PAINT_MODULE}`,
      `${base}//${FIRST_PAINT_MODULE}`,
      `${base}/./${FIRST_PAINT_MODULE}`,
      `${base}/%73erver/first-paint.cjs`,
      `${base}/x/../${FIRST_PAINT_MODULE}`,
    ]) {
      const response = await app.inject(path);
      expect([path, response.statusCode]).toEqual([path, 404]);
      expect(response.body).not.toContain('renderFirstPaint');
    }
    await app.close();
  });
});
