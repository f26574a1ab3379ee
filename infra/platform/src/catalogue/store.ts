import { EventEmitter } from 'node:events';
import { and, arrayContains, eq, inArray, sql } from 'drizzle-orm';
import type { Category, Product, Variant } from '@specify/contracts';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import type { Database } from '../db/client';
import { categories, products, variantCodes } from '../db/schema';

export interface CatalogueData {
  categories: Category[];
  products: Product[];
}

export interface VariantMatch {
  product: Product;
  variant: Variant;
}

const INSERT_BATCH = 200;

function isInternalOnly(product: Product): boolean {
  return (
    product.attributesAlgolia.IsGWAInternal ||
    product.variants.every((variant) => variant.attributes.IsGWAInternal)
  );
}

/**
 * The catalogue in the database. Reads apply the visibility rule (storefront §6) here, once, so
 * no endpoint can hand an internal-only product, variant or test report to a non-internal viewer.
 */
export class CatalogueStore {
  private readonly changes = new EventEmitter();

  constructor(private readonly db: Database) {}

  /** Replaces the whole catalogue in one transaction, then tells listeners (the search index). */
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
    this.changes.emit('change');
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
    const [row] = await this.db
      .select({ doc: products.doc })
      .from(products)
      .where(
        isInternalUser
          ? eq(products.slug, slug)
          : and(eq(products.slug, slug), eq(products.isInternal, false)),
      );
    return row ? visibleProduct(row.doc, isInternalUser) : undefined;
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
