import type { DownloadEntry, DownloadType, Product, Variant } from '@specify/contracts';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { TEST_ENGINES } from '../../../testing/test-databases';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';

interface File {
  type: DownloadType;
  name: string;
  url: string;
}

const PAIRED = new Set<DownloadType>([
  'installation-guidelines',
  'installation-guidelines-set',
  'technical-manual',
  'technical-manual-set',
]);

/** A real link of the seed data, as opposed to one of the spec's "no file" markers. */
const hasFile = (entry: DownloadEntry | undefined) =>
  entry !== undefined &&
  (Array.isArray(entry.value) ? entry.value : [entry.value]).some((value) =>
    value.startsWith('/files/'),
  );

describe.each(TEST_ENGINES)('product/downloadFiles on %s', (engine) => {
  let platform: TestPlatform;
  let visible: Variant[];
  let visitor: TestClient;
  let trade: TestClient;
  let internal: TestClient;
  let internalOnly: Variant[];

  beforeAll(async () => {
    platform = await startTestPlatform({ seedCatalogue: true, engine });
    const all: Product[] = await platform.services.catalogue.allProducts();
    visible = all
      .filter((product) => !product.attributesAlgolia.IsGWAInternal)
      .flatMap((product) =>
        product.variants.filter((variant) => !variant.attributes.IsGWAInternal),
      );
    internalOnly = all.flatMap((product) =>
      product.variants.filter(
        (variant) => product.attributesAlgolia.IsGWAInternal || variant.attributes.IsGWAInternal,
      ),
    );
    visitor = new TestClient(platform.app);
    trade = new TestClient(platform.app);
    internal = new TestClient(platform.app);
    expect((await trade.login('trade@example.com', DEV_PASSWORD)).statusCode).toBe(200);
    expect((await internal.login('internal@example.com', DEV_PASSWORD)).statusCode).toBe(200);
    // Seeding the whole catalogue takes a while on a busy 2-core machine.
  }, 120_000);
  afterAll(() => platform.close());

  const entry = (variant: Variant, name: DownloadType) =>
    variant.attributes.downloads.find((candidate) => candidate.name === name);
  const variantWith = (test: (variant: Variant) => boolean) => {
    const found = visible.find(test);
    if (!found) throw new Error('the seed catalogue has no such variant');
    return found;
  };
  async function filesOf(sku: string, client = visitor): Promise<File[]> {
    const response = await client.request('POST', '/action/product/downloadFiles', { sku });
    expect(response.statusCode).toBe(200);
    expect(response.json().sku).toBe(sku);
    return response.json().files;
  }

  it.each([
    ['empty', ''],
    ["'-'", '-'],
    ["'NULL'", 'NULL'],
    ["'warrantyURL'", 'warrantyURL'],
  ])('skips an entry whose value is %s', async (_title, marker) => {
    // Not one of a plain/set pair, whose plain entry the set rule may hide anyway.
    const isMarked = (download: DownloadEntry) =>
      download.value === marker && !PAIRED.has(download.name);
    const variant = variantWith((candidate) => candidate.attributes.downloads.some(isMarked));
    const skipped = variant.attributes.downloads.find(isMarked)!;
    const files = await filesOf(variant.sku);
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.type)).not.toContain(skipped.name);
    expect(files.map((file) => file.url)).not.toContain(marker);
  });

  it.each([
    ['installation-guidelines', 'installation-guidelines-set', 'Installation Guidelines'],
    ['technical-manual', 'technical-manual-set', 'Technical Manual'],
  ] as const)(
    'prefers %s’s set counterpart when it has a file, and shows the plain entry only without it',
    async (plain, set, name) => {
      const both = variantWith(
        (variant) => hasFile(entry(variant, plain)) && hasFile(entry(variant, set)),
      );
      const preferred = (await filesOf(both.sku)).filter((file) => file.name.startsWith(name));
      expect(preferred.length).toBeGreaterThan(0);
      expect(preferred.every((file) => file.type === set)).toBe(true);
      const setLinks = entry(both, set)!.value;
      expect(preferred.map((file) => file.url)).toEqual(
        Array.isArray(setLinks) ? setLinks : [setLinks],
      );

      const plainOnly = variantWith(
        (variant) => hasFile(entry(variant, plain)) && !hasFile(entry(variant, set)),
      );
      expect((await filesOf(plainOnly.sku)).filter((file) => file.name === name)).toEqual([
        { type: plain, name, url: entry(plainOnly, plain)!.value },
      ]);
    },
  );

  it('names each file for its button and numbers the parts of a list', async () => {
    const variant = variantWith(
      (candidate) =>
        hasFile(entry(candidate, 'BOM-file')) &&
        hasFile(entry(candidate, 'RFA-file')) &&
        Array.isArray(entry(candidate, 'specification-sheet')?.value),
    );
    const files = await filesOf(variant.sku);
    const named = (type: DownloadType) =>
      files.filter((file) => file.type === type).map((file) => file.name);
    expect(named('BOM-file')).toEqual(['Exploded Diagram']);
    expect(named('RFA-file')).toEqual(['Revit (RFA)']);
    expect(named('specification-sheet')).toEqual([
      'Specification Sheet (part 1)',
      'Specification Sheet (part 2)',
    ]);
  });

  it('answers every link in its original size', async () => {
    const variant = variantWith((candidate) =>
      String(entry(candidate, 'technical-image')?.value).includes('/thumbnail/'),
    );
    const files = await filesOf(variant.sku);
    expect(files.find((file) => file.type === 'technical-image')).toEqual({
      type: 'technical-image',
      name: 'Technical Image',
      url: String(entry(variant, 'technical-image')!.value).replace('/thumbnail/', '/original/'),
    });
    expect(files.some((file) => file.url.includes('/thumbnail/'))).toBe(false);
  });

  it('lists the test report for an internal user only, never for a visitor or a trade user', async () => {
    const variant = variantWith((candidate) => hasFile(entry(candidate, 'test-report')));
    for (const client of [visitor, trade])
      expect((await filesOf(variant.sku, client)).map((file) => file.type)).not.toContain(
        'test-report',
      );
    expect(
      (await filesOf(variant.sku, internal)).filter((file) => file.type === 'test-report'),
    ).toEqual([
      { type: 'test-report', name: 'Test Report', url: entry(variant, 'test-report')!.value },
    ]);
  });

  it('answers an internal-only variant’s sku as unavailable to a visitor and a trade user, not to an internal user', async () => {
    const hidden = internalOnly.find((variant) => variant.attributes.downloads.some(hasFile))!;
    for (const client of [visitor, trade]) {
      const refused = await client.request('POST', '/action/product/downloadFiles', {
        sku: hidden.sku,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'error.product.unavailable',
        message: 'This product you have selected may no longer be available.',
      });
    }
    expect((await filesOf(hidden.sku, internal)).length).toBeGreaterThan(0);
    const unknown = await visitor.request('POST', '/action/product/downloadFiles', {
      sku: 'NO-SUCH-SKU',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    ['no sku', {}],
    ['an empty sku', { sku: '' }],
    ['a sku that is not text', { sku: 42 }],
    ['a sku longer than 60 characters', { sku: 'A'.repeat(61) }],
  ])('refuses a body with %s as 400', async (_title, body) => {
    const response = await visitor.request('POST', '/action/product/downloadFiles', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_BODY' });
    expect(response.json().message).toMatch(/^Invalid request: /);
  });

  it('answers a GET with the sku in the query string', async () => {
    const variant = visible[0]!;
    const response = await visitor.request(
      'GET',
      `/action/product/downloadFiles?sku=${encodeURIComponent(variant.sku)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().sku).toBe(variant.sku);
  });
});
