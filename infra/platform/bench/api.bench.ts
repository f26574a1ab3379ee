/**
 * API benchmark: getProduct and product query latency (p50/p95) and requests per second through
 * real HTTP on this machine, against the platform on PGlite with the default seed catalogue.
 * `node --import tsx bench/api.bench.ts [--variants N] [--seconds S] [--concurrency C]`
 */
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import { generateCatalogue } from '@specify/data';
import { findRepoRoot } from '@specify/registry';
import { buildPlatform } from '../src/app';
import { parseEnv } from '../src/config/env';
import { createServices } from '../src/services';
import { seedPlatform } from '../src/seed';

const { values } = parseArgs({
  options: {
    variants: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '8' },
  },
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(
  name: string,
  seconds: number,
  concurrency: number,
  next: () => [string, RequestInit?],
) {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(...next());
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.info(
    `${name.padEnd(28)} p50 ${percentile(latencies, 50).toFixed(2)} ms  p95 ${percentile(latencies, 95).toFixed(2)} ms  ` +
      `${(latencies.length / elapsed).toFixed(0)} req/s  (${latencies.length} requests, ${failures} failed)`,
  );
}

async function main() {
  const catalogue = generateCatalogue(
    values.variants ? { variantTarget: Number(values.variants) } : {},
  );
  const variantCount = catalogue.products.reduce(
    (sum, product) => sum + product.variants.length,
    0,
  );
  const { services, database } = await createServices({
    repoRoot: findRepoRoot(),
    inMemory: true,
    // BENCH_DATABASE_URL measures on a PostgreSQL server; by default an in-memory PGlite.
    env: parseEnv({ DATABASE_URL: process.env.BENCH_DATABASE_URL }),
  });
  await seedPlatform(services, { catalogue: false });
  await services.catalogue.replaceAll(catalogue);
  const app = await buildPlatform({ services });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  console.info(
    `API benchmark: ${catalogue.products.length} products, ${variantCount} variants, ${database.engine}, ` +
      `${values.concurrency} concurrent clients, ${values.seconds} s per case`,
  );

  const visible = catalogue.products.flatMap((product) => visibleProduct(product, false) ?? []);
  const categories = catalogue.categories.filter((category) => category.parentId);
  let index = 0;
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const pick = <T>(items: T[]): T => items[index++ % items.length] as T;
  await load('getProduct (by slug)', seconds, concurrency, () => [
    `${origin}/action/product/getProduct?slug=${pick(visible).slug}`,
  ]);
  await load('getProduct (by sku)', seconds, concurrency, () => [
    `${origin}/action/product/getProduct?sku=${pick(visible).variants[0]?.sku}`,
  ]);
  await load('product query (category, 15)', seconds, concurrency, () => [
    `${origin}/action/product/query`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 15, query: { category: pick(categories).categoryId } }),
    },
  ]);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
