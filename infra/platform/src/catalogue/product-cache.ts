import type { Product } from '@specify/contracts';

export interface ProductCacheOptions {
  /** Product documents held at most (the memory bound: a document is 10–30 KB of JSON). */
  maxProducts: number;
  /** Lookup keys (a slug or a sku, found or known absent) held at most. */
  maxKeys: number;
  /**
   * How long an answer is trusted. Writes through this instance's store clear the cache at once;
   * a write by another instance on the same database is not signalled, so it shows here within
   * this time at the latest.
   */
  ttlMs: number;
  now?: () => number;
}

export const DEFAULT_PRODUCT_CACHE: ProductCacheOptions = {
  maxProducts: 2_000,
  maxKeys: 20_000,
  ttlMs: 30_000,
};

interface KeyEntry {
  productId: string | null;
  expiresAt: number;
}

/** A Map used as an LRU: reading an entry moves it last, the first one goes when full. */
class LruMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Product documents as stored, before the visibility rule: the store applies visibility and
 * handlers the market after every read, so one cached document serves every audience and market
 * and none can leak into another's answer. Documents are frozen because every reader shares them.
 */
export class ProductCache {
  private readonly keys: LruMap<string, KeyEntry>;
  private readonly docs: LruMap<string, Product>;
  private currentGeneration = 0;
  private readonly now: () => number;

  constructor(private readonly options: ProductCacheOptions = DEFAULT_PRODUCT_CACHE) {
    this.keys = new LruMap(options.maxKeys);
    this.docs = new LruMap(options.maxProducts);
    this.now = options.now ?? Date.now;
  }

  /** Taken before a read from the database: `remember` drops what a clear made stale meanwhile. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** The product under `key`, `null` when known absent, `undefined` when the database must say. */
  lookup(key: string): Product | null | undefined {
    const entry = this.keys.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.keys.delete(key);
      return undefined;
    }
    if (entry.productId === null) return null;
    return this.docs.get(entry.productId);
  }

  remember(generation: number, key: string, product: Product | null): void {
    if (generation !== this.currentGeneration) return;
    if (product) this.docs.set(product.productId, deepFreeze(product));
    this.keys.set(key, {
      productId: product?.productId ?? null,
      expiresAt: this.now() + this.options.ttlMs,
    });
  }

  clear(): void {
    this.currentGeneration += 1;
    this.keys.clear();
    this.docs.clear();
  }

  /** How many products fit. */
  get capacity(): number {
    return this.options.maxProducts;
  }

  get size(): { products: number; keys: number } {
    return { products: this.docs.size, keys: this.keys.size };
  }
}

export const slugKey = (slug: string) => `slug:${slug}`;
export const skuKey = (sku: string) => `sku:${sku}`;
