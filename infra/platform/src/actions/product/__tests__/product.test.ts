import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type Product } from '@specify/contracts';
import { getProductResponseSchema } from '@specify/contracts/api/catalogue';
import { startTestPlatform, TestClient, type TestPlatform } from '../../../testing/test-platform';
import { TEST_ENGINES } from '../../../testing/test-databases';
import { DEV_PASSWORD } from '../../../seed/dev-accounts';

describe.each(TEST_ENGINES)('catalogue actions on %s', (engine) => {
  let platform: TestPlatform;
  let all: Product[];
  let visitor: TestClient;
  let internal: TestClient;

  beforeAll(async () => {
    platform = await startTestPlatform({ seedCatalogue: true, engine });
    all = await platform.services.catalogue.allProducts();
    visitor = new TestClient(platform.app);
    internal = new TestClient(platform.app);
    await internal.login('internal@example.com', DEV_PASSWORD);
    // Seeding the whole catalogue takes a while on a busy 2-core machine.
  }, 120_000);
  afterAll(() => platform.close());

  const internalProduct = () => all.find((product) => product.attributesAlgolia.IsGWAInternal)!;
  const mixedProduct = () =>
    all.find(
      (product) =>
        !product.attributesAlgolia.IsGWAInternal &&
        product.variants.some((variant) => variant.attributes.IsGWAInternal) &&
        product.variants.some((variant) => !variant.attributes.IsGWAInternal),
    )!;

  describe('product/getProduct', () => {
    it('returns a product by slug with its master variant selected and its link', async () => {
      const product = all.find(
        (candidate) =>
          !candidate.attributesAlgolia.IsGWAInternal &&
          candidate.variants.every((variant) => !variant.attributes.IsGWAInternal),
      )!;
      const response = await visitor.request('POST', '/action/product/getProduct', {
        slug: product.slug,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.product.productId).toBe(product.productId);
      expect(body.product.selectedVariant.id).toBe(product.masterVariantID);
      expect(body.product._url).toMatch(
        new RegExp(`^/au/product/${product.slug}-.*-${body.product.selectedVariant.sku}/$`),
      );
    });

    it('selects the variant asked for by sku', async () => {
      const product = mixedProduct();
      const variant = product.variants.find((candidate) => !candidate.attributes.IsGWAInternal)!;
      const body = (
        await visitor.request('GET', `/action/product/getProduct?sku=${variant.sku}`)
      ).json();
      expect(body.product.selectedVariant.sku).toBe(variant.sku);
    });

    it('hides internal-only products, variants and test reports from visitors but not from internal users', async () => {
      const hidden = internalProduct();
      const refused = await visitor.request('POST', '/action/product/getProduct', {
        slug: hidden.slug,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(
        'This product you have selected may no longer be available.',
      );
      expect(
        (await internal.request('POST', '/action/product/getProduct', { slug: hidden.slug }))
          .statusCode,
      ).toBe(200);

      const mixed = mixedProduct();
      const internalVariant = mixed.variants.find((variant) => variant.attributes.IsGWAInternal)!;
      const seen = (
        await visitor.request('POST', '/action/product/getProduct', { slug: mixed.slug })
      ).json().product;
      expect(
        seen.variants.some((variant: { sku: string }) => variant.sku === internalVariant.sku),
      ).toBe(false);
      const reports = seen.variants.flatMap((variant: Product['variants'][number]) =>
        variant.attributes.downloads.filter((entry) => entry.name === 'test-report'),
      );
      expect(reports).toEqual([]);
      expect(
        (await visitor.request('POST', '/action/product/getProduct', { sku: internalVariant.sku }))
          .statusCode,
      ).toBe(404);

      const full = (
        await internal.request('POST', '/action/product/getProduct', { slug: mixed.slug })
      ).json().product;
      expect(full.variants).toHaveLength(mixed.variants.length);
      expect(
        full.variants.some((variant: Product['variants'][number]) =>
          variant.attributes.downloads.some((entry) => entry.name === 'test-report'),
        ),
      ).toBe(true);
    });

    it('answers visitors one prepared answer, compressed as each client accepts, and staff their own', async () => {
      const mixed = mixedProduct();
      const internalVariant = mixed.variants.find((variant) => variant.attributes.IsGWAInternal)!;
      const url = `/action/product/getProduct?slug=${mixed.slug}`;
      const plain = await visitor.request('GET', url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      const answer = plain.json();
      v.parse(getProductResponseSchema, answer);
      const br = await visitor.request('GET', url, undefined, { 'accept-encoding': 'gzip, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
      const gzip = await visitor.request('GET', url, undefined, {
        'accept-encoding': 'br;q=0, gzip',
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(answer);
      // The visitors' answer never reaches staff, nor staff's a visitor.
      const staff = (await internal.request('GET', url)).json();
      expect(staff.product.variants.map((variant: { sku: string }) => variant.sku)).toContain(
        internalVariant.sku,
      );
      expect((await visitor.request('GET', url)).json()).toEqual(answer);
      expect(JSON.stringify(answer)).not.toContain(`"${internalVariant.sku}"`);
      // Another market, another answer.
      const nz = new TestClient(platform.app);
      nz.market = 'nz';
      expect((await nz.request('GET', url)).json().product._url).toMatch(/^\/nz\/product\//);
    });

    it('builds one answer for the visitors who ask for a product at once', async () => {
      // A product no other test here asks for, so its answer is not held yet.
      const product = all.filter((candidate) => !candidate.attributesAlgolia.IsGWAInternal)[7]!;
      const url = `/action/product/getProduct?slug=${product.slug}`;
      const reads = jest.spyOn(platform.services.catalogue, 'productBySlug');
      try {
        const answers = await Promise.all(
          Array.from({ length: 5 }, () => new TestClient(platform.app).request('GET', url)),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        expect(answers[0]!.json().product.slug).toBe(product.slug);
        expect(reads).toHaveBeenCalledTimes(1);
      } finally {
        reads.mockRestore();
      }
    });

    it('answers from the catalogue as it now is once its cached reads are forgotten', async () => {
      const product = all.find((candidate) => !candidate.attributesAlgolia.IsGWAInternal)!;
      const url = `/action/product/getProduct?slug=${product.slug}`;
      const nameIn = async () => (await visitor.request('GET', url)).json().product.name['en-AU'];
      const rename = async (name: string) => {
        await platform.database.db.execute(
          sql`update products set doc = jsonb_set(doc, '{name,en-AU}', to_jsonb(${name}::text)) where product_id = ${product.productId}`,
        );
        platform.services.catalogue.invalidate();
      };
      const name = product.name['en-AU'];
      expect(await nameIn()).toBe(name);
      await rename(`Renamed ${name}`);
      expect(await nameIn()).toBe(`Renamed ${name}`);
      await rename(name);
      expect(await nameIn()).toBe(name);
    });

    it('finds the product and variant a product page path names ({slug}-{colour}-{sku})', async () => {
      const product = mixedProduct();
      const variant = product.variants.find((candidate) => !candidate.attributes.IsGWAInternal)!;
      const colour = (variant.attributes.colour ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const path = [product.slug, colour, variant.sku].filter(Boolean).join('-');
      const body = (await visitor.request('POST', '/action/product/getProduct', { path })).json();
      expect(body.product.productId).toBe(product.productId);
      expect(body.product.selectedVariant.sku).toBe(variant.sku);
      expect(body.product._url).toBe(`/au/product/${path}/`);
    });

    it('answers 404 to a path whose sku or slug does not match, or names an internal-only variant for a visitor', async () => {
      const product = mixedProduct();
      const visible = product.variants.find((candidate) => !candidate.attributes.IsGWAInternal)!;
      const hidden = product.variants.find((candidate) => candidate.attributes.IsGWAInternal)!;
      for (const path of [
        `${product.slug}-chrome-NOPE-1`,
        `another-product-chrome-${visible.sku}`,
        `${product.slug}-chrome-${hidden.sku}`,
      ]) {
        const response = await visitor.request('POST', '/action/product/getProduct', { path });
        expect(response.statusCode).toBe(404);
      }
      const seen = await internal.request('POST', '/action/product/getProduct', {
        path: `${product.slug}-chrome-${hidden.sku}`,
      });
      expect(seen.json().product.selectedVariant.sku).toBe(hidden.sku);
    });

    it("answers the variants with the viewer's market price, its discounted price and priceValues", async () => {
      const onSaleInNz = (variant: Product['variants'][number]) =>
        !variant.attributes.IsGWAInternal &&
        variant.prices.some((price) => price.country === 'NZ' && price.discounted) &&
        variant.prices.some((price) => price.country === 'AU' && !price.discounted);
      const product = all.find(
        (candidate) =>
          !candidate.attributesAlgolia.IsGWAInternal && candidate.variants.some(onSaleInNz),
      )!;
      const variant = product.variants.find(onSaleInNz)!;
      const [au, nz] = ['AU', 'NZ'].map((country) =>
        variant.prices.find((price) => price.country === country)!,
      );
      const answer = async (market: 'au' | 'nz') => {
        const response = await new TestClient(platform.app, market).request(
          'POST',
          '/action/product/getProduct',
          { sku: variant.sku },
        );
        // Parsed as a remote parses it: the fields survive the contracts' schema.
        return v.parse(getProductResponseSchema, response.json()).product;
      };

      const inNz = await answer('nz');
      expect(inNz.selectedVariant.price).toEqual(nz!.value);
      expect(inNz.selectedVariant.discountedPrice).toEqual(nz!.discounted);
      expect(inNz.selectedVariant.priceValues).toEqual([
        { currencyCode: 'AUD', value: au!.value.centAmount },
        { currencyCode: 'NZD', value: nz!.value.centAmount },
      ]);
      expect(inNz.variants.find((entry) => entry.sku === variant.sku)?.discountedPrice).toEqual(
        nz!.discounted,
      );
      expect(inNz.selectedVariant.prices).toEqual(variant.prices);

      const inAu = await answer('au');
      expect(inAu.selectedVariant.price).toEqual(au!.value);
      expect(inAu.selectedVariant.discountedPrice).toBeUndefined();
    });

    it('refuses a body with neither slug, sku nor path with a clear message', async () => {
      const response = await visitor.request('POST', '/action/product/getProduct', {});
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Invalid request: Give the product slug, a variant sku or the product page path.',
      );
    });
  });

  describe('product/query, getRelatedProducts and getBundleData', () => {
    it('queries one category with a limit, never returning internal products to a visitor', async () => {
      const category = internalProduct().categories.at(-1)!;
      const body = (
        await visitor.request('POST', '/action/product/query', {
          limit: 15,
          query: { category: category.categoryId },
        })
      ).json();
      expect(body.data.items.length).toBeGreaterThan(0);
      expect(body.data.items.length).toBeLessThanOrEqual(15);
      expect(body.data.items.every((item: Product) => !item.attributesAlgolia.IsGWAInternal)).toBe(
        true,
      );
      expect(
        body.data.items.every((item: Product) =>
          item.categories.some((ref) => ref.categoryId === category.categoryId),
        ),
      ).toBe(true);
      const bad = await visitor.request('POST', '/action/product/query', { limit: 1000 });
      expect(bad.statusCode).toBe(400);
    });

    it.each([
      ['brand', 'kinnear'],
      ['range', 'luna'],
    ] as const)(
      "queries one %s's products, newest first, visible ones only",
      async (key, value) => {
        const body = (
          await visitor.request('POST', '/action/product/query', {
            limit: 15,
            query: { [key]: value },
          })
        ).json();
        const items: Product[] = body.data.items;
        expect(items).toHaveLength(15);
        expect(items.every((item) => item.attributesAlgolia[key] === value)).toBe(true);
        expect(items.every((item) => !item.attributesAlgolia.IsGWAInternal)).toBe(true);
        const created = items.map((item) => item.createdAt);
        expect(created).toEqual([...created].sort().reverse());
      },
    );

    it('relates products of the same category, without the product itself or internal-only items', async () => {
      const product = mixedProduct();
      const body = (
        await visitor.request('POST', '/action/product/getRelatedProducts', {
          productId: product.productId,
        })
      ).json();
      expect(body.data.items.length).toBeGreaterThan(0);
      expect(body.data.items.some((item: Product) => item.productId === product.productId)).toBe(
        false,
      );
      expect(
        body.data.items.every(
          (item: Product) =>
            !item.attributesAlgolia.IsGWAInternal &&
            item.variants.every((variant) => !variant.attributes.IsGWAInternal),
        ),
      ).toBe(true);
    });

    it('resolves bundle references to items in the spec shape, in reference order', async () => {
      const references = all
        .flatMap((product) =>
          product.variants.flatMap((variant) => variant.attributes['item-attributes']),
        )
        .map((attribute) =>
          attribute.name === 'bundle-references' ? (attribute.value as string[]) : [],
        )
        .find((codes) => codes.length > 1)!;
      const body = (
        await internal.request('POST', '/action/product/getBundleData', {
          variant: references,
          storeKey: 'specify-au',
        })
      ).json();
      expect(body.items.map((item: { ItemCode: string }) => item.ItemCode)).toEqual(references);
      expect(body.items[0]).toEqual({
        Slug: expect.any(String),
        Name: { 'en-AU': expect.any(String), 'en-NZ': expect.any(String) },
        SKU: expect.any(String),
        Colour: expect.any(String),
        ItemCode: references[0],
        Images: expect.arrayContaining([{ url: expect.stringMatching(/^\/files\//) }]),
        Prices: expect.arrayContaining([
          { country: 'AU', value: { centAmount: expect.any(Number) } },
        ]),
      });
    });
  });

  describe('product/queryCategories and searchableAttributes', () => {
    it('returns the category tree: one root per family with its slug categories below', async () => {
      const body = (await visitor.request('GET', '/action/product/queryCategories')).json();
      const tapware = body.items.find((node: { slug: string }) => node.slug === 'tapware');
      expect(tapware.subCategories.map((node: { slug: string }) => node.slug)).toEqual(
        expect.arrayContaining(['basin-mixers', 'kitchen-tapware']),
      );
    });

    it('lists the facet attributes the listings use', async () => {
      const body = (await visitor.request('GET', '/action/product/searchableAttributes')).json();
      expect(body.attributes.length).toBeGreaterThan(5);
      expect(body.attributes[0]).toEqual(
        expect.objectContaining({
          attribute: expect.any(String),
          type: expect.any(String),
          label: expect.any(String),
        }),
      );
    });
  });
});
