import { searchIndices } from '@specify/contracts';
import { cartCatalogue } from '../../../actions/cart/__tests__/fixtures';
import { startTestPlatform, type TestPlatform } from '../../../testing/test-platform';
import { publicSearch } from '../reads';
import { warmPages } from '../warm-pages';

/**
 * The first paint's search on the real platform (its search service and its key action), over a
 * small catalogue with an internal-only product.
 */
let platform: TestPlatform;
const indices = searchIndices('specify');

beforeAll(async () => {
  platform = await startTestPlatform({ search: true });
  await platform.services.catalogue.replaceAll(cartCatalogue());
  await platform.services.search?.reindex();
});
afterAll(() => platform.close());

/** The slugs a first paint's search finds for `query` on au's product index. */
async function slugsFound(search: (requests: unknown) => Promise<unknown>, query: string) {
  const answer = (await search([
    { indexName: indices.au.products.newest, params: { query, hitsPerPage: 12 } },
  ])) as { results: { hits: { slug: string }[] }[] } | undefined;
  return answer?.results[0]?.hits.map((hit) => hit.slug);
}

describe("a first paint's search", () => {
  it("finds what a visitor's search finds, and never an internal-only product", async () => {
    const search = publicSearch(platform.app, platform.app.log, indices)('au');
    expect(await slugsFound(search, 'SKU-A')).toContain('basin-mixer');
    // Secret suite is internal-only.
    expect(await slugsFound(search, 'SKU-SECRET')).toEqual([]);
  });

  it('asks for a key once while it is valid, and for a new one before it expires', async () => {
    let now = Date.now();
    // Watched, not replaced: every request still reaches the platform.
    const inject = jest.spyOn(platform.app, 'inject');
    const keys = () =>
      inject.mock.calls.filter(
        (call) => (call as { url?: string }[])[0]?.url === '/action/search/getSearchKey',
      );
    const search = publicSearch(platform.app, platform.app.log, indices, () => now)('au');
    await slugsFound(search, 'mixer');
    await slugsFound(search, 'basin');
    expect(keys()).toHaveLength(1);
    // An hour's key (the platform's default) is renewed a minute before it runs out.
    now += 59 * 60_000 + 1;
    await slugsFound(search, 'shower');
    expect(keys()).toHaveLength(2);
    inject.mockRestore();
  });
});

describe('the pages the first paints warm as the platform starts', () => {
  it('are the home, and the newest product a visitor finds, with its listing', async () => {
    // Category keys family first, as the catalogue's own products have them.
    const catalogue = cartCatalogue();
    await platform.services.catalogue.replaceAll({
      ...catalogue,
      products: catalogue.products.map((product) => ({
        ...product,
        categoryKeys: {
          'en-AU': ['tapware', ...product.categoryKeys['en-AU']],
          'en-NZ': ['tapware', ...product.categoryKeys['en-NZ']],
        },
      })),
    });
    await platform.services.search?.reindex();
    const search = { indices, queriesIn: publicSearch(platform.app, platform.app.log, indices) };
    const pages = await warmPages('au', search);
    expect(pages.map(({ remote, route, market }) => `${market} ${remote} ${route}`)).toEqual([
      'au mf-content home',
      'au mf-catalogue productFamily',
      'au mf-product product',
    ]);
    expect(pages[0]?.pathname).toBe('/au');
    // A product a visitor finds (never the internal-only suite), by its slug, colour and SKU.
    expect(pages[2]?.pathname).toMatch(
      /^\/au\/product\/(basin-mixer|mixed-tap|oos-thing|au-only)-[a-z-]*-?SKU-[A-Z]+\/$/,
    );
    // Its listing: its family and category.
    expect(pages[1]?.pathname).toBe('/au/products/tapware/basin-mixers/');
  });

  it('are the home alone without a search, or when the search fails', async () => {
    expect((await warmPages('nz')).map(({ pathname }) => pathname)).toEqual(['/nz']);
    const failing = {
      indices,
      queriesIn: () => () => Promise.reject(new Error('search down')),
    };
    expect((await warmPages('au', failing)).map(({ pathname }) => pathname)).toEqual(['/au']);
  });
});
