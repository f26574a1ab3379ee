/**
 * API benchmark: getProduct, product query and the Project Builder's actions (p50/p95 latency and
 * requests per second) plus a 250-row SKU-list upload, through real HTTP on this machine, against
 * the platform on PGlite with the default seed catalogue.
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
import { DEV_PASSWORD } from '../src/seed/dev-accounts';
import { recordFigure } from '../../../tooling/build/bench-figures.cjs';
import { generateLoad, type LoadRequest } from './load-generator';
import { siteSession } from './site-session';

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

/** Requests made ahead for each case, sent in turn (more than a case completes in its time). */
const PREPARED_REQUESTS = 10_000;

/**
 * One case: `next()` gives each request; they are sent by `concurrency` connections for
 * `seconds` from the load generator's own thread (load-generator.ts), as clients on other
 * machines would, so the latencies are the server's, not a client's sharing its event loop.
 */
async function load(
  name: string,
  seconds: number,
  concurrency: number,
  next: () => [string, RequestInit?],
) {
  let origin = '';
  const requests: LoadRequest[] = Array.from({ length: PREPARED_REQUESTS }, () => {
    const [url, init = {}] = next();
    const parsed = new URL(url);
    origin = parsed.origin;
    return {
      method: init.method === 'POST' ? 'POST' : 'GET',
      path: `${parsed.pathname}${parsed.search}`,
      // As browsers ask for the answers.
      headers: { 'accept-encoding': 'br, gzip', ...(init.headers as Record<string, string>) },
      ...(typeof init.body === 'string' ? { body: init.body } : {}),
    };
  });
  // Server and load generator share this process: CPU per request counts both.
  const cpuBefore = process.cpuUsage();
  const figures = await generateLoad({ origin, requests, connections: concurrency, seconds });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, figures.completed);
  const failed = figures.errors + figures.non2xx;
  console.info(
    `${name.padEnd(28)} p50 ${figures.p50.toFixed(2)} ms  p95 ${figures.p95.toFixed(2)} ms  ` +
      `${figures.achieved.toFixed(0)} req/s  ${cpuPerRequest.toFixed(2)} ms CPU/req  ` +
      `(${figures.completed} requests, ${failed} failed)`,
  );
  return { p95: figures.p95 };
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
  const bySlug = await load('getProduct (by slug)', seconds, concurrency, () => [
    `${origin}/action/product/getProduct?slug=${pick(visible).slug}`,
  ]);
  // The figure: 8 clients on the default catalogue and database.
  if (concurrency === 8 && !values.variants && !process.env.BENCH_DATABASE_URL)
    recordFigure('api.getProduct.p95', bySlug.p95);
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
  await benchProjects(origin, visible, seconds, concurrency);
  await app.close();
  await database.close();
}

/** A signed-in trade user's cookies and CSRF header, as the browser would send them. */
async function signInTrade(origin: string): Promise<Record<string, string>> {
  const { keep, headers } = siteSession();
  keep(await fetch(`${origin}/action/account/getAccount`));
  const login = await fetch(`${origin}/action/account/login`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'trade@example.com',
      password: Buffer.from(DEV_PASSWORD).toString('base64'),
      remember: false,
    }),
  });
  if (!login.ok) throw new Error(`bench sign-in answered ${login.status}`);
  keep(login);
  return headers();
}

async function benchProjects(
  origin: string,
  visible: { variants: { sku: string }[] }[],
  seconds: number,
  concurrency: number,
) {
  const headers = await signInTrade(origin);
  const post = (name: string, body: unknown): [string, RequestInit] => [
    `${origin}/action/project/${name}`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  ];
  const skus = visible.flatMap((product) => product.variants.map((variant) => variant.sku));
  const projectIds: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    const created = await fetch(
      ...post('createShoppingList', {
        projectDetails: {
          projectName: `Bench project ${index}`,
          projectType: 'commercial',
          projectLocation: 'NSW',
        },
        selectedRoomDetails: [{ roomName: 'Bathroom', count: 3, value: [1, 2, 3] }],
        specifierDetails: { username: 'Bench Trade' },
      }),
    );
    const { id } = (await created.json()) as { id: string };
    projectIds.push(id);
    // Twenty products in three rooms: a realistic specification.
    for (let item = 0; item < 20; item += 1)
      await fetch(
        ...post('updateShoppingList', {
          shoppingListId: id,
          sku: skus[(index * 20 + item) % skus.length],
          items: [{ roomName: `Bathroom ${(item % 3) + 1}`, quantity: 2 }],
        }),
      );
  }
  let index = 0;
  const nextProject = () => projectIds[index++ % projectIds.length];
  console.info(`Project Builder: ${projectIds.length} projects of 20 items for one trade user`);
  await load('project getProjectById', seconds, concurrency, () =>
    post('getProjectById', { shoppingListId: nextProject() }),
  );
  await load('project dashboard (open, 10)', seconds, concurrency, () =>
    post('getMyProjectsDashboard', { status: 'open', limit: 10, offset: (index++ % 4) * 10 }),
  );
  await load('project updateShoppingList', seconds, concurrency, () =>
    post('updateShoppingList', {
      shoppingListId: nextProject(),
      sku: skus[index % skus.length],
      items: [{ roomName: 'Bathroom 1', quantity: 1 }],
    }),
  );

  const rows = Array.from(
    { length: 250 },
    (_, row) => `${skus[row % skus.length]},${(row % 5) + 1},Level ${(row % 10) + 1}`,
  );
  const csv = ['sku,qty,section', ...rows].join('\n');
  const uploads: number[] = [];
  for (let run = 0; run < 20; run += 1) {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'list.csv');
    form.set('projectId', nextProject() ?? '');
    const started = performance.now();
    const response = await fetch(`${origin}/au/api/upload-excel/`, {
      method: 'POST',
      headers,
      body: form,
    });
    const answer = (await response.json()) as { code: string };
    if (!response.ok || answer.code !== 'SUCCESS')
      throw new Error(`upload answered ${answer.code}`);
    uploads.push(performance.now() - started);
  }
  uploads.sort((a, b) => a - b);
  console.info(
    `${'upload-excel (250 rows csv)'.padEnd(28)} p50 ${percentile(uploads, 50).toFixed(2)} ms  p95 ${percentile(uploads, 95).toFixed(2)} ms  (${uploads.length} uploads, one at a time)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
