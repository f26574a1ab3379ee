import type { Product } from '@specify/contracts';
import { generateCatalogue } from '@specify/data';
import {
  openTestDatabase,
  TEST_ENGINES,
  type OpenTestDatabase,
} from '../../testing/test-databases';
import { DEFAULT_PRODUCT_CACHE } from '../product-cache';
import { CatalogueStore, type CatalogueData } from '../store';

const catalogue = generateCatalogue({ variantTarget: 300 });
const isPlain = (product: Product) =>
  !product.attributesAlgolia.IsGWAInternal &&
  product.variants.every((variant) => !variant.attributes.IsGWAInternal);
const plain = catalogue.products.filter(isPlain);
const internalOnly = catalogue.products.find((product) => product.attributesAlgolia.IsGWAInternal)!;
const mixed = catalogue.products.find(
  (product) =>
    !product.attributesAlgolia.IsGWAInternal &&
    product.variants.some((variant) => variant.attributes.IsGWAInternal) &&
    product.variants.some((variant) => !variant.attributes.IsGWAInternal),
)!;

/** The catalogue with one product's first price raised by `cents`. */
function repriced(data: CatalogueData, productId: string, cents: number): CatalogueData {
  return {
    ...data,
    products: data.products.map((product) =>
      product.productId !== productId
        ? product
        : {
            ...product,
            variants: product.variants.map((variant, index) =>
              index > 0
                ? variant
                : {
                    ...variant,
                    prices: variant.prices.map((price) => ({
                      ...price,
                      value: { ...price.value, centAmount: price.value.centAmount + cents },
                    })),
                  },
            ),
          },
    ),
  };
}

describe.each(TEST_ENGINES)('the catalogue store’s product cache on %s', (engine) => {
  let opened: OpenTestDatabase;
  let queries: string[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase(engine, 'schema', (query) => queries.push(query));
    await new CatalogueStore(opened.database.db).replaceAll(catalogue);
  }, 60_000);
  afterAll(() => opened.close());
  beforeEach(() => {
    queries = [];
  });

  const storeWith = (options = {}) =>
    new CatalogueStore(opened.database.db, { ...DEFAULT_PRODUCT_CACHE, ...options });

  it('answers a product page’s second read by slug, sku or path candidates without the database', async () => {
    const store = storeWith();
    const product = plain[0]!;
    const sku = product.variants[0]!.sku;
    const first = await store.productBySlug(product.slug, false);
    await store.variantsByCodes([sku, 'NOT-A-SKU'], false);
    expect(queries).toHaveLength(2);

    expect(await store.productBySlug(product.slug, false)).toEqual(first);
    const [match] = await store.variantsByCodes(['NOT-A-SKU', sku], false);
    expect(match?.variant.sku).toBe(sku);
    expect(match?.product.productId).toBe(product.productId);
    expect(queries).toHaveLength(2);
  });

  it('is filled by replaceAll with the new catalogue, so the new data is read without a query', async () => {
    const store = storeWith();
    const product = plain[1]!;
    const sku = product.variants[0]!.sku;
    const before = (await store.variantsByCodes([sku], false))[0]!.variant.prices[0]!;

    await store.replaceAll(repriced(catalogue, product.productId, 100));
    queries = [];
    const after = (await store.variantsByCodes([sku], false))[0]!.variant.prices[0]!;
    expect(after.value.centAmount).toBe(before.value.centAmount + 100);
    const bySlug = (await store.productBySlug(product.slug, false))!.variants[0]!.prices[0]!;
    expect(bySlug.value.centAmount).toBe(before.value.centAmount + 100);
    expect(queries).toEqual([]);
    await store.replaceAll(catalogue);
  });

  it('sees another instance’s catalogue change within the time to live, and not from the cache after', async () => {
    let now = 1_000;
    const other = storeWith({ now: () => now, ttlMs: 5_000 });
    const product = plain[3]!;
    const price = () =>
      other
        .productBySlug(product.slug, false)
        .then((found) => found!.variants[0]!.prices[0]!.value.centAmount);
    const original = await price();

    await storeWith().replaceAll(repriced(catalogue, product.productId, 50));
    now += 4_999;
    expect(await price()).toBe(original);
    now += 1;
    expect(await price()).toBe(original + 50);
    await storeWith().replaceAll(catalogue);
  });

  it('never answers a visitor what an internal user read, whichever came first', async () => {
    const store = storeWith();
    store.invalidate();
    expect(await store.productBySlug(internalOnly.slug, true)).toBeDefined();
    expect(await store.productBySlug(internalOnly.slug, false)).toBeUndefined();

    const hidden = mixed.variants.find((variant) => variant.attributes.IsGWAInternal)!;
    expect(await store.variantsByCodes([hidden.sku], true)).toHaveLength(1);
    expect(await store.variantsByCodes([hidden.sku], false)).toEqual([]);
    const seen = (await store.productBySlug(mixed.slug, false))!;
    expect(seen.variants.some((variant) => variant.sku === hidden.sku)).toBe(false);
    expect(
      seen.variants.flatMap((variant) =>
        variant.attributes.downloads.filter((entry) => entry.name === 'test-report'),
      ),
    ).toEqual([]);
    const full = (await store.productBySlug(mixed.slug, true))!;
    expect(full.variants).toHaveLength(mixed.variants.length);
    // One query per key (the internal product's slug, the hidden sku, the mixed product's slug).
    expect(queries).toHaveLength(3);
  });

  it('holds at most maxProducts documents and maxKeys lookups, the least recently read going first', async () => {
    const store = storeWith({ maxProducts: 2, maxKeys: 3 });
    store.invalidate();
    const [a, b, c] = plain;
    for (const product of [a!, b!, a!, c!]) await store.productBySlug(product.slug, false);
    expect(queries).toHaveLength(3);
    // b was read least recently: c took its place; a is still there.
    await store.productBySlug(a!.slug, false);
    expect(queries).toHaveLength(3);
    await store.productBySlug(b!.slug, false);
    expect(queries).toHaveLength(4);
  });

  it('hands out documents nobody can change for the next reader', async () => {
    const store = storeWith();
    const product = (await store.productBySlug(plain[4]!.slug, true))!;
    expect(() => {
      (product as { slug: string }).slug = 'changed';
    }).toThrow(TypeError);
  });
});
