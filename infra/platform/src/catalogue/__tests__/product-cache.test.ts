import type { Product } from '@specify/contracts';
import { ProductCache } from '../product-cache';

const product = (productId: string) => ({ productId }) as Product;

describe('ProductCache', () => {
  it('drops what a read brings back after the cache was cleared during it', () => {
    const cache = new ProductCache({ maxProducts: 10, maxKeys: 10, ttlMs: 1_000 });
    const { generation } = cache;
    cache.clear();
    cache.remember(generation, 'slug:a', product('a'));
    expect(cache.lookup('slug:a')).toBeUndefined();
    cache.remember(cache.generation, 'slug:a', product('a'));
    expect(cache.lookup('slug:a')).toEqual(product('a'));
  });

  it('remembers that a key has no product, until it expires', () => {
    let now = 0;
    const cache = new ProductCache({ maxProducts: 10, maxKeys: 10, ttlMs: 1_000, now: () => now });
    cache.remember(cache.generation, 'sku:none', null);
    expect(cache.lookup('sku:none')).toBeNull();
    now = 1_000;
    expect(cache.lookup('sku:none')).toBeUndefined();
    expect(cache.size.keys).toBe(0);
  });

  it('never holds more keys or documents than its bounds', () => {
    const cache = new ProductCache({ maxProducts: 3, maxKeys: 5, ttlMs: 1_000 });
    for (let index = 0; index < 50; index += 1) {
      cache.remember(cache.generation, `slug:${index}`, product(String(index)));
      cache.remember(cache.generation, `sku:${index}`, null);
    }
    expect(cache.size).toEqual({ products: 3, keys: 5 });
  });
});
