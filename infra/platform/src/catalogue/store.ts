import { EventEmitter } from 'node:events';
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { Category, Product, Variant } from '@specify/contracts';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import type { Database } from '../db/client';
import { categories, products, variantCodes } from '../db/schema';
import {
  DEFAULT_PRODUCT_CACHE,
  ProductCache,
  skuKey,
  slugKey,
  type ProductCacheOptions,
} from './product-cache';

export interface CatalogueData {
  categories: Category[];
  products: Product[];
}

export interface VariantMatch {
  product: Product;
  variant: Variant;
}

const INSERT_BATCH = 200;

/** Lookups of at most this many skus (a product page's path candidates) read through the cache. */
const MAX_CACHED_CODES = 4;

function isInternalOnly(product: Product): boolean {
  return (
    product.attributesAlgolia.IsGWAInternal ||
    product.variants.every((variant) => variant.attributes.IsGWAInternal)
  );
}

/**
 * The catalogue in the database. Reads apply the visibility rule (storefront §6) here, once, so
 * no endpoint can hand an internal-only product, variant or test report to a non-internal viewer.
 * A product page's reads (by slug, by sku) go through a bounded cache of the stored documents;
 * `replaceAll` is the only writer of the catalogue and refills it.
 */
export class CatalogueStore {
  private readonly changes = new EventEmitter();
  private readonly cache: ProductCache;

  constructor(
    private readonly db: Database,
    private readonly cacheOptions: ProductCacheOptions = DEFAULT_PRODUCT_CACHE,
  ) {
    this.cache = new ProductCache(cacheOptions);
  }

  /**
   * Replaces the whole catalogue in one transaction, refills the product cache with the new
   * documents, then tells listeners (the search index).
   */
  async replaceAll(data: CatalogueData): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(variantCodes);
      await tx.delete(products);
      await tx.delete(categories);
      for (let index = 0; index < data.categories.length; index += INSERT_BATCH) {
        const batch = data.categories.slice(index, index + INSERT_BATCH);
        await tx.insert(categories).values(
          batch.map((category) => ({
            categoryId: category.categoryId,
            slug: category.slug,
            parentId: category.parentId ?? null,
            orderHint: category.orderHint,
            doc: category,
          })),
        );
      }
      for (let index = 0; index < data.products.length; index += INSERT_BATCH) {
        const batch = data.products.slice(index, index + INSERT_BATCH);
        await tx.insert(products).values(
          batch.map((product) => ({
            productId: product.productId,
            slug: product.slug,
            isInternal: isInternalOnly(product),
            categoryIds: product.categories.map((category) => category.categoryId),
            createdAt: new Date(product.createdAt),
            doc: product,
          })),
        );
        await tx.insert(variantCodes).values(
          batch.flatMap((product) =>
            product.variants.map((variant) => ({
              sku: variant.sku,
              itemCode: variant.attributes['item-code'],
              productId: product.productId,
              variantId: variant.id,
              isInternal:
                product.attributesAlgolia.IsGWAInternal || variant.attributes.IsGWAInternal,
            })),
          ),
        );
      }
    });
    this.cache.clear();
    this.prefill(data.products);
    this.changes.emit('change');
  }

  /** The new catalogue's first products, as the database now holds them, ready for their pages. */
  private prefill(written: Product[]): void {
    const { generation } = this.cache;
    for (const product of written.slice(0, this.cache.capacity)) {
      // The cache owns its documents: a copy, as jsonb hands it back.
      const stored = JSON.parse(JSON.stringify(product)) as Product;
      this.cache.remember(generation, slugKey(stored.slug), stored);
      for (const variant of stored.variants)
        this.cache.remember(generation, skuKey(variant.sku), stored);
    }
  }

  /**
   * Changes whenever the cached reads are forgotten (`replaceAll`, `invalidate`): a cache of
   * answers built from these reads keys them by it, and takes it before it reads.
   */
  get generation(): number {
    return this.cache.generation;
  }

  /** How long a cached read is trusted (another instance's write shows within it). */
  get cacheTtlMs(): number {
    return this.cacheOptions.ttlMs;
  }

  /** Forgets every cached read: for a catalogue write that does not go through `replaceAll`. */
  invalidate(): void {
    this.cache.clear();
  }

  onChange(listener: () => void): () => void {
    this.changes.on('change', listener);
    return () => this.changes.off('change', listener);
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::int` }).from(products);
    return (row?.count ?? 0) === 0;
  }

  /** Every product, unfiltered: for the search indexer, which applies visibility by key. */
  async allProducts(): Promise<Product[]> {
    const rows = await this.db
      .select({ doc: products.doc })
      .from(products)
      .orderBy(products.productId);
    return rows.map((row) => row.doc);
  }

  async categories(): Promise<Category[]> {
    const rows = await this.db
      .select({ doc: categories.doc })
      .from(categories)
      .orderBy(categories.orderHint);
    return rows.map((row) => row.doc);
  }

  async productBySlug(slug: string, isInternalUser: boolean): Promise<Product | undefined> {
    let stored = this.cache.lookup(slugKey(slug));
    if (stored === undefined) {
      const { generation } = this.cache;
      const [row] = await this.db
        .select({ doc: products.doc })
        .from(products)
        .where(eq(products.slug, slug));
      stored = row?.doc ?? null;
      this.cache.remember(generation, slugKey(slug), stored);
    }
    return stored ? visibleProduct(stored, isInternalUser) : undefined;
  }

  async productById(productId: string, isInternalUser: boolean): Promise<Product | undefined> {
    const [row] = await this.db
      .select({ doc: products.doc })
      .from(products)
      .where(eq(products.productId, productId));
    return row ? visibleProduct(row.doc, isInternalUser) : undefined;
  }

  /** Variants by sku (or item code), with their products, as the viewer may see them. */
  async variantsByCodes(
    codes: readonly string[],
    isInternalUser: boolean,
    by: 'sku' | 'itemCode' = 'sku',
  ): Promise<VariantMatch[]> {
    if (codes.length === 0) return [];
    if (by === 'sku' && codes.length <= MAX_CACHED_CODES) {
      return this.variantsBySkusCached(codes, isInternalUser);
    }
    const column = by === 'sku' ? variantCodes.sku : variantCodes.itemCode;
    const rows = await this.db
      .select({ doc: products.doc, variantId: variantCodes.variantId })
      .from(variantCodes)
      .innerJoin(products, eq(products.productId, variantCodes.productId))
      .where(
        isInternalUser
          ? inArray(column, [...codes])
          : and(inArray(column, [...codes]), eq(variantCodes.isInternal, false)),
      );
    const matches: VariantMatch[] = [];
    for (const row of rows) {
      const product = visibleProduct(row.doc, isInternalUser);
      const variant = product?.variants.find((candidate) => candidate.id === row.variantId);
      if (product && variant) matches.push({ product, variant });
    }
    return matches;
  }

  /** The stored products of a few skus (null: no such sku), from the cache or in one query. */
  private async variantsBySkusCached(
    codes: readonly string[],
    isInternalUser: boolean,
  ): Promise<VariantMatch[]> {
    const skus = [...new Set(codes)];
    const stored = new Map(skus.map((sku) => [sku, this.cache.lookup(skuKey(sku))]));
    const missing = skus.filter((sku) => stored.get(sku) === undefined);
    if (missing.length > 0) {
      const { generation } = this.cache;
      const rows = await this.db
        .select({ doc: products.doc, sku: variantCodes.sku })
        .from(variantCodes)
        .innerJoin(products, eq(products.productId, variantCodes.productId))
        .where(inArray(variantCodes.sku, missing));
      const found = new Map(rows.map((row) => [row.sku, row.doc]));
      for (const sku of missing) {
        const doc = found.get(sku) ?? null;
        this.cache.remember(generation, skuKey(sku), doc);
        stored.set(sku, doc);
      }
    }
    return skus.flatMap((sku) => {
      const doc = stored.get(sku);
      const product = doc ? visibleProduct(doc, isInternalUser) : undefined;
      const variant = product?.variants.find((candidate) => candidate.sku === sku);
      return product && variant ? [{ product, variant }] : [];
    });
  }

  /** The newest products in a category, or of a brand or range, as the viewer may see them. */
  async productsWhere(
    where: { category: string } | { brand: string } | { range: string },
    limit: number,
    isInternalUser: boolean,
  ): Promise<Product[]> {
    const condition =
      'category' in where
        ? arrayContains(products.categoryIds, [where.category])
        : 'brand' in where
          ? sql`${products.doc}->'attributesAlgolia'->>'brand' = ${where.brand}`
          : sql`${products.doc}->'attributesAlgolia'->>'range' = ${where.range}`;
    const rows = await this.db
      .select({ doc: products.doc })
      .from(products)
      .where(isInternalUser ? condition : and(condition, eq(products.isInternal, false)))
      .orderBy(sql`${products.createdAt} desc`, products.productId)
      .limit(limit);
    return rows.flatMap((row) => visibleProduct(row.doc, isInternalUser) ?? []);
  }
}
