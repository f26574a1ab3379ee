import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { matchRoute, type Market } from '@specify/contracts';
import { contentDocumentSchema, findSection } from '@specify/contracts/content/client';
import type { ContentDocumentInput } from '@specify/contracts/content/model';
import { generateChromeContent } from '@specify/data';
import * as v from 'valibot';
import { contentDocuments } from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { CMS_CACHE_CONTROL } from '../routes';
import { ContentValidationError, publishIfChanged, writeContentDocument } from '../store';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'GET', url, headers });

function page(slug: string, label: string, market: Market = 'au'): ContentDocumentInput {
  return {
    market,
    slug,
    title: 'Test page',
    sections: [
      {
        type: 'navigation',
        items: [{ label, href: '/au/warranty', groups: [] }],
      },
    ],
  };
}

async function versionsOf(slug: string) {
  return platform.services.db
    .select()
    .from(contentDocuments)
    .where(and(eq(contentDocuments.market, 'au'), eq(contentDocuments.slug, slug)));
}

describe('CMS store', () => {
  it.each([
    ['a script link', { href: 'javascript:alert(1)' }, 'sections.0.items.0.href'],
    ['a protocol-relative link', { href: '//evil.example/' }, 'sections.0.items.0.href'],
    ['an empty label', { label: '   ' }, 'sections.0.items.0.label'],
  ])(
    'refuses a document with %s, naming where, and stores nothing',
    async (_what, change, path) => {
      const document = page('refused', 'Warranty');
      const item = {
        ...document.sections[0],
        items: [{ label: 'Warranty', href: '/au/warranty', groups: [], ...change }],
      };
      const write = writeContentDocument(
        platform.services.db,
        { ...document, sections: [item] },
        { publish: true, now: new Date() },
      );
      await expect(write).rejects.toBeInstanceOf(ContentValidationError);
      await expect(write).rejects.toThrow(path);
      expect(await versionsOf('refused')).toHaveLength(0);
    },
  );

  it('refuses an unknown section type and a bad slug', async () => {
    const now = new Date();
    await expect(
      writeContentDocument(
        platform.services.db,
        { ...page('x', 'A'), sections: [{ type: 'carousel' }] },
        { publish: true, now },
      ),
    ).rejects.toThrow(ContentValidationError);
    await expect(
      writeContentDocument(platform.services.db, page('../etc', 'A'), { publish: true, now }),
    ).rejects.toThrow('slug');
  });

  it('counts versions up; readers get the newest published one, never a draft', async () => {
    const db = platform.services.db;
    const now = new Date();
    expect(await writeContentDocument(db, page('versions', 'One'), { publish: true, now })).toEqual(
      { version: 1 },
    );
    expect(await writeContentDocument(db, page('versions', 'Two'), { publish: true, now })).toEqual(
      { version: 2 },
    );
    expect(
      await writeContentDocument(db, page('versions', 'Draft'), { publish: false, now }),
    ).toEqual({ version: 3 });
    const response = await get('/cms/au/versions');
    expect(response.statusCode).toBe(200);
    const document = v.parse(contentDocumentSchema, response.json());
    expect(document.version).toBe(2);
    expect(findSection(document, 'navigation')?.items[0]?.label).toBe('Two');
  });

  it('seeding again adds a version only when the content changed', async () => {
    const db = platform.services.db;
    const documents = [page('seeded', 'Same')];
    expect(await publishIfChanged(db, documents, new Date())).toBe(1);
    expect(await publishIfChanged(db, documents, new Date())).toBe(0);
    expect(await publishIfChanged(db, [page('seeded', 'Changed')], new Date())).toBe(1);
    expect(await versionsOf('seeded')).toHaveLength(2);
  });
});

describe('GET /cms/{market}/{slug}', () => {
  it('serves with a strong ETag and short cache headers, and 304 when the client has it', async () => {
    const response = await get('/cms/nz/navigation');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CMS_CACHE_CONTROL);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/cms/nz/navigation', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/cms/au/navigation', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('a new published version changes the ETag', async () => {
    const db = platform.services.db;
    await writeContentDocument(db, page('etag', 'One'), { publish: true, now: new Date() });
    const first = (await get('/cms/au/etag')).headers.etag;
    await writeContentDocument(db, page('etag', 'Two'), { publish: true, now: new Date() });
    const second = await get('/cms/au/etag', { 'if-none-match': String(first) });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first);
  });

  it.each([
    '/cms/au/no-such-page',
    '/cms/us/navigation',
    '/cms/au/%2e%2e/navigation',
    '/cms/au/about%2Fus',
    '/cms/au//navigation',
    '/cms/au/NAVIGATION',
    `/cms/au/${'a'.repeat(201)}`,
    '/cms/au/',
  ])('answers 404 without internals for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      isError: true,
      statusCode: 404,
      code: 'CONTENT_NOT_FOUND',
      message: 'There is no such content document.',
    });
  });
});

it('refuses dot segments sent as written (no client-side normalising)', async () => {
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as AddressInfo;
  const status = await new Promise<number | undefined>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/cms/au/../au/navigation' }, (response) => {
      response.resume();
      resolve(response.statusCode);
    })
      .on('error', reject)
      .end();
  });
  expect(status).toBe(404);
});

describe('seeded chrome documents', () => {
  it('exist for both markets and every link is a real page of the site', async () => {
    for (const market of ['au', 'nz'] as const) {
      for (const slug of ['navigation', 'footer']) {
        const response = await get(`/cms/${market}/${slug}`);
        expect(response.statusCode).toBe(200);
        const document = v.parse(contentDocumentSchema, response.json());
        const hrefs = JSON.stringify(document.sections).match(/"href":"[^"]+"/g) ?? [];
        expect(hrefs.length).toBeGreaterThan(10);
        for (const entry of hrefs) {
          const target = entry.slice(8, -1);
          if (target.startsWith('https://')) continue;
          const route = matchRoute(target);
          expect({ target, owner: route?.owner, market: route?.market }).toEqual({
            target,
            owner: expect.not.stringMatching(/^shell$/),
            market,
          });
        }
      }
    }
  });

  it('the menu holds all eight families, and each market only its own compliance solutions', () => {
    const [au, , nz] = generateChromeContent();
    const solutions = (document: ContentDocumentInput | undefined) =>
      JSON.stringify(document?.sections).match(/\/solutions\/[a-z0-9-]+/g) ?? [];
    expect(solutions(au)).toContain('/solutions/as14281-accessible');
    expect(solutions(au)).not.toContain('/solutions/nz4121-accessible');
    expect(solutions(nz)).toContain('/solutions/nz4121-accessible');
    const products = au?.sections[0]?.type === 'navigation' ? au.sections[0].items[0] : undefined;
    expect(products?.groups.map((group) => group.label)).toEqual([
      'Tapware',
      'Sanitaryware',
      'Basins',
      'Baths',
      'Showers',
      'Accessories',
      'Kitchen & Laundry',
      'Spare Parts & Valves',
    ]);
  });
});
