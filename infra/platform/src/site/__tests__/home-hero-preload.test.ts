import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Market } from '@specify/contracts';
import { SHELL_PAGE_HEADS, SITE_DESCRIPTION } from '@specify/contracts/composition/page-head';
import { generatePageContent } from '@specify/data';
import { createRegistry, findRepoRoot } from '@specify/registry';
import { buildPlatform } from '../../app';
import { parseEnv } from '../../config/env';
import { createServices } from '../../services';
import { openTestDatabase } from '../../testing/test-databases';
import { withHeroPreload } from '../page-hints';
import { siteRoutes } from '../site-routes';

const SHELL_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Specify</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/** The shell's page as served, its head named: the site's own, or the not-found page's. */
const named = (title: string, description: string) =>
  SHELL_HTML.replace(
    '<title>Specify</title>',
    `<title>${title}</title><meta name="description" content="${description}">`,
  );
const SITE_PAGE = named('Specify', SITE_DESCRIPTION);
const NOT_FOUND_PAGE = named(
  SHELL_PAGE_HEADS.notFound.title,
  SHELL_PAGE_HEADS.notFound.description,
);

const banner = (src: string) => ({
  type: 'banner',
  slides: [
    { image: { src, alt: 'A bathroom' }, heading: 'Bathrooms' },
    { image: { src: '/files/content/second.svg', alt: '' }, heading: 'Kitchens' },
  ],
});

const preload = (src: string) =>
  `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;

let root: string;
let shellDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'platform-hero-'));
  shellDir = join(root, 'shell');
  await mkdir(shellDir, { recursive: true });
  await writeFile(join(shellDir, 'index.html'), SHELL_HTML);
});

afterAll(() => rm(root, { recursive: true, force: true }));

/**
 * The site beside a CMS that answers these home documents (a market left out has none), in a
 * plugin of its own as the platform registers it; `reads` lists every CMS request.
 */
async function siteWith(homes: Partial<Record<Market, unknown[]>> | 'no cms') {
  const app = Fastify();
  const reads: string[] = [];
  if (homes !== 'no cms')
    await app.register(async (cms) => {
      cms.get('/cms/*', async (request, reply) => {
        reads.push(request.url);
        const [, , market = '', slug = ''] = request.url.split('/');
        const sections = slug === 'home' ? homes[market as Market] : undefined;
        if (!sections)
          return reply.code(404).send({ message: 'There is no such content document.' });
        return { market, slug, title: 'Home', version: 1, publishedAt: '2026-11-01', sections };
      });
    });
  await app.register(siteRoutes, {
    registry: createRegistry(join(root, 'registry')),
    environment: 'local',
    shellDir,
  });
  return { app, reads };
}

describe("the home's hero preload", () => {
  let site: { app: FastifyInstance; reads: string[] };
  beforeEach(async () => {
    site = await siteWith({
      au: [banner('/files/content/hero-au.svg'), { type: 'columns', cards: [] }],
      nz: [banner('/files/content/hero-nz.svg')],
    });
  });
  afterEach(() => site.app.close());

  it("hints the first slide's image of the market's home, high priority, in the head", async () => {
    const au = await site.app.inject('/au');
    expect(au.statusCode).toBe(200);
    expect(au.headers['content-type']).toContain('text/html');
    const hint = au.body.indexOf(preload('/files/content/hero-au.svg'));
    expect(hint).toBeGreaterThan(au.body.indexOf('<head>'));
    expect(hint).toBeLessThan(au.body.indexOf('</head>'));
    expect(au.body).not.toContain('second.svg');
    expect((await site.app.inject('/nz/')).body).toContain(preload('/files/content/hero-nz.svg'));
  });

  it('hints the home document too, fetched as the content client fetches it', async () => {
    const au = await site.app.inject('/au');
    expect(au.body).toContain(
      '<link rel="preload" as="fetch" href="/cms/au/home" crossorigin="anonymous"></head>',
    );
    expect((await site.app.inject('/nz/')).body).toContain('href="/cms/nz/home"');
    expect((await site.app.inject('/au/warranty')).body).not.toContain('/cms/');
  });

  it('serves the bare home in the remembered market, and says the answer varies by cookie', async () => {
    const nz = await site.app.inject({ url: '/', headers: { cookie: 'locale=nz' } });
    expect(nz.body).toContain(preload('/files/content/hero-nz.svg'));
    expect(nz.headers.vary).toMatch(/cookie/i);
    expect((await site.app.inject('/')).body).toContain(preload('/files/content/hero-au.svg'));
    expect((await site.app.inject('/au')).headers.vary ?? '').not.toMatch(/cookie/i);
  });

  it('reads the home document once a minute per market, not once per visit', async () => {
    await site.app.inject('/au');
    await site.app.inject('/au');
    await site.app.inject({ url: '/', headers: { cookie: 'locale=au' } });
    expect(site.reads).toEqual(['/cms/au/home']);
  });

  it('leaves every other page as the shell is, without asking the CMS', async () => {
    const page = await site.app.inject('/au/warranty');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SITE_PAGE);
    const unknown = await site.app.inject('/au/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(NOT_FOUND_PAGE);
    expect(site.reads).toEqual([]);
  });

  it('answers a revalidation with 304 while the page, hint included, is unchanged', async () => {
    const first = await site.app.inject('/au');
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await site.app.inject({ url: '/au', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The other market's home is another page: its tag differs.
    const nz = await site.app.inject({ url: '/nz', headers: { 'if-none-match': etag } });
    expect(nz.statusCode).toBe(200);
  });
});

describe('no hint', () => {
  it('when the home does not open with a banner, has no document, or there is no CMS', async () => {
    const site = await siteWith({ au: [{ type: 'legal', heading: 'Home', body: 'Text' }] });
    expect((await site.app.inject('/au')).body).toBe(SITE_PAGE);
    const missing = await site.app.inject('/nz');
    expect([missing.statusCode, missing.body]).toEqual([200, SITE_PAGE]);
    await site.app.close();
    const bare = await siteWith('no cms');
    expect((await bare.app.inject('/au')).body).toBe(SITE_PAGE);
    await bare.app.close();
  });

  it('that could break out of its attribute', () => {
    expect(withHeroPreload(SHELL_HTML, '/files/a"><script>x</script>.svg')).toContain(
      'href="/files/a&#34;&#62;&#60;script&#62;x&#60;/script&#62;.svg"',
    );
    expect(withHeroPreload('<div id=root></div>', '/files/a.svg')).toBe('<div id=root></div>');
  });
});

describe('on the real platform', () => {
  it("hints the seeded home's hero image, read from the published document", async () => {
    const testDatabase = await openTestDatabase('pglite', 'site');
    const created = await createServices({
      repoRoot: findRepoRoot(),
      database: testDatabase.database,
      env: parseEnv({ NODE_ENV: 'test' }),
    });
    try {
      const app = await buildPlatform({
        services: created.services,
        site: { registry: createRegistry(join(root, 'registry')), environment: 'local', shellDir },
      });
      const home = generatePageContent().find((d) => d.market === 'au' && d.slug === 'home');
      const [hero] = home?.sections ?? [];
      if (hero?.type !== 'banner') throw new Error('the seeded home opens with its hero banner');
      const response = await app.inject('/au');
      expect(response.body).toContain(preload(hero.slides[0]!.image.src));
      await app.close();
    } finally {
      await created.close();
      await testDatabase.close();
    }
  });
});
