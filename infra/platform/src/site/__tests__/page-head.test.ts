import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RemoteName } from '@specify/contracts';
import { FIRST_PAINT_MODULE } from '@specify/contracts/composition/first-paint';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  SITE_DESCRIPTION,
} from '@specify/contracts/composition/page-head';
import { createRegistry, type Registry } from '@specify/registry';
import { logCollector } from './site-fixture';
import { siteRoutes } from '../site-routes';

// The shell's page as its build writes it (tooling/build/index.html): a title of its own.
const SHELL_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Specify</title></head><body><div id="root"></div></body></html>';

/**
 * First-paint modules as each remote's build answers the contract: the page's title and
 * description beside its markup, from what the module reads (a CMS document, a product).
 */
const MODULES: Partial<Record<RemoteName, string>> = {
  'mf-content': `
exports.renderFirstPaint = async ({ route, market, getJson }) => {
  if (route !== 'home') return undefined;
  const document = await getJson('/cms/' + market + '/home');
  return { html: '<h1>' + document.title + '</h1>', title: document.title + ' | Specify',
    description: document.summary };
};`,
  'mf-catalogue': `
const names = { '/au/products/tapware/': 'Tapware', '/au/brands/kinnear/': 'Kinnear' };
exports.renderFirstPaint = async ({ route, pathname, search }) => {
  if (route === 'search') {
    const query = new URLSearchParams(search).get('query');
    return { title: 'Search: ' + query + ' | Specify', description: 'Results for ' + query };
  }
  const name = names[pathname];
  return name && { html: '<h1>' + name + '</h1>', title: name + ' | Specify',
    description: name + ' at Specify' };
};`,
  'mf-product': `
exports.renderFirstPaint = async ({ readAction }) => {
  const { product } = await readAction('product/getProduct', { path: 'luna' });
  return { html: '<h1>painted</h1>', title: product.name, description: product.description };
};`,
  'mf-account': `
exports.renderFirstPaint = async ({ route }) => (route === 'cart' ? { title: 'Cart | Specify' } : undefined);`,
};

let root: string;
let shellDir: string;
let registry: Registry;
let builds = 0;

/** Releases a remote with this first-paint module and makes it the environment's. */
async function release(remote: RemoteName, module: string | undefined) {
  builds += 1;
  const dist = join(root, `dist-${builds}`);
  await mkdir(join(dist, 'server'), { recursive: true });
  await writeFile(join(dist, 'mf-manifest.json'), `{"id":"${remote}","build":${builds}}`);
  await writeFile(join(dist, 'remoteEntry.js'), 'var remote;');
  if (module) await writeFile(join(dist, FIRST_PAINT_MODULE), module);
  const { version } = await registry.publish(remote, dist, '0.1.0', {
    contracts: '^0.2.0',
    ui: '^0.1.0',
  });
  await registry.promote(remote, version, 'local');
}

/** A product name that would close the title and open a script if it went in as markup. */
const HOSTILE_NAME = 'Luna </title><script>alert(1)</script> "Basin" & Mixer\'s';
const LONG_DESCRIPTION = `The **Luna** basin mixer ${'pairs a slim spout with a quiet cartridge and '.repeat(6)}more.`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-page-head-'));
  shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), SHELL_HTML);
  registry = createRegistry(join(root, 'registry'));
  await registry.ensureEnvironment('local', { contracts: '0.2.0', ui: '0.1.0' });
  for (const [remote, module] of Object.entries(MODULES))
    await release(remote as RemoteName, module);
});

afterAll(() => rm(root, { recursive: true, force: true }));

async function site(log = logCollector()) {
  const app: FastifyInstance = Fastify({ logger: { level: 'warn', stream: log.stream } });
  await app.register(async (actions) => {
    actions.post('/action/product/getProduct', async () => ({
      product: { name: HOSTILE_NAME, description: LONG_DESCRIPTION },
    }));
  });
  await app.register(async (cms) => {
    cms.get('/cms/:market/home', async () => ({
      title: 'Home',
      summary: 'Bathroom and kitchen products for architects, builders and homes.',
      sections: [],
    }));
  });
  await app.register(siteRoutes, { registry, environment: 'local', shellDir });
  return app;
}

/** The page's titles and descriptions, as a crawler reads them from its head. */
function headOf(body: string) {
  const head = body.slice(0, body.indexOf('</head>'));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((found) => found[1]),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)">/g)].map(
      (found) => found[1],
    ),
  };
}

describe("the page's title and description in the HTML the platform serves", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await site();
  });
  afterAll(() => app.close());

  it.each([
    [
      'the home',
      '/au',
      'Home | Specify',
      'Bathroom and kitchen products for architects, builders and homes.',
    ],
    ['a listing', '/au/products/tapware/', 'Tapware | Specify', 'Tapware at Specify'],
    ['a brand', '/au/brands/kinnear/', 'Kinnear | Specify', 'Kinnear at Specify'],
    [
      'the search page (a head without markup)',
      '/au/search?query=mixer',
      'Search: mixer | Specify',
      'Results for mixer',
    ],
    ['an account page', '/au/cart', 'Cart | Specify', SITE_DESCRIPTION],
  ])('names %s by its first paint', async (_what, url, title, description) => {
    const page = await app.inject(url);
    expect(page.statusCode).toBe(200);
    // The shell's own title is replaced, not repeated.
    expect(headOf(page.body)).toEqual({ titles: [title], descriptions: [description] });
  });

  it('paints nothing into the body for a head without markup', async () => {
    const page = await app.inject('/au/search?query=mixer');
    expect(page.body).not.toContain('data-first-paint');
  });

  it("escapes a product's name and bounds its description at a word", async () => {
    const page = await app.inject('/au/product/luna-chrome-LU1/');
    const { titles, descriptions } = headOf(page.body);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(titles).toEqual([
      'Luna &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; &#34;Basin&#34; &#38; Mixer&#39;s',
    ]);
    const [description = ''] = descriptions;
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    // Markdown's marks gone, cut after a whole word.
    const plain = LONG_DESCRIPTION.replace(/\*/g, '');
    expect(description).toMatch(/^The Luna basin mixer pairs a slim spout [a-z ]*[a-z]…$/);
    expect(plain.startsWith(`${description.slice(0, -1)} `)).toBe(true);
  });

  it('names the not-found page, for a path no route has and for /404 itself', async () => {
    const unknown = await app.inject('/au/nowhere-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(headOf(unknown.body).titles).toEqual(['Page not found | Specify']);
    expect(headOf(unknown.body).descriptions).toHaveLength(1);
    expect(headOf((await app.inject('/au/404')).body).titles).toEqual(['Page not found | Specify']);
  });

  it("gives a page whose remote paints nothing the site's title and description", async () => {
    const page = await app.inject('/au/wishlist');
    expect(headOf(page.body)).toEqual({ titles: ['Specify'], descriptions: [SITE_DESCRIPTION] });
  });
});

it("serves the page with the site's title when the first paint fails, runs out of time or names no text", async () => {
  for (const module of [
    'exports.renderFirstPaint = async () => { throw new Error("boom"); };',
    'exports.renderFirstPaint = () => new Promise(() => {});',
    'exports.renderFirstPaint = async () => ({ title: { toString: () => "Tapware" } });',
    'exports.renderFirstPaint = async () => ({ title: "  ", description: 42 });',
  ]) {
    await release('mf-catalogue', module);
    const app = await site();
    const page = await app.inject('/au/products/tapware/');
    expect(page.statusCode).toBe(200);
    expect(headOf(page.body)).toEqual({ titles: ['Specify'], descriptions: [SITE_DESCRIPTION] });
    await app.close();
  }
  await release('mf-catalogue', MODULES['mf-catalogue']);
});

it('bounds a title a module names at any length', async () => {
  await release(
    'mf-catalogue',
    `exports.renderFirstPaint = async () => ({ title: 'Tapware '.repeat(5000) });`,
  );
  const app = await site();
  const [title = ''] = headOf((await app.inject('/au/products/tapware/')).body).titles;
  expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  expect(title).toMatch(/^Tapware Tapware .*Tapware…$/);
  await app.close();
  await release('mf-catalogue', MODULES['mf-catalogue']);
});
