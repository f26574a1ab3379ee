/**
 * Search latency and index memory, single process: typical listing queries (text + 2–3
 * refinements + facets: *, 12 hits, the disjunctive queries InstantSearch adds) and empty-query
 * category pages, on the default catalogue and at 100k variants; and how long a request may wait
 * while the platform reindexes.
 *
 *   node --import tsx bench/search.bench.ts [--quick] [--scale]
 *
 * --quick: 60 batches per row instead of 300; --scale: the 100k-variant dataset only.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { generateCatalogue } from '@specify/data';
import { searchIndices, type Product } from '@specify/contracts';
import { indexCatalogue, reindexCatalogue } from '../src/search/catalogue-indices';
import {
  SearchEngine,
  encodeParams,
  mergeRaw,
  parseFilters,
  readParams,
} from '@specify/search-engine';
import { recordFigure } from '../../../tooling/build/bench-figures.cjs';

const PREFIX = 'bench';

// A real heap figure needs a collection before and after building the indices.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const VISITOR = parseFilters('audience:visitor');

type Request = Record<string, unknown>;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function pick<T>(items: readonly T[], i: number): T {
  return items[i % items.length] as T;
}

/** What InstantSearch sends for a listing: the main query plus one per refined disjunctive facet. */
function listingBatch(index: string, query: string, refinements: [string, string][]): Request[] {
  const facetFilters = refinements.map(([attribute, value]) => [`${attribute}:${value}`]);
  const main = {
    indexName: index,
    query,
    facets: ['*'],
    maxValuesPerFacet: 999,
    hitsPerPage: 12,
    facetFilters,
    clickAnalytics: true,
  };
  const disjunctive = refinements.map(([attribute]) => ({
    indexName: index,
    query,
    facets: [attribute],
    hitsPerPage: 0,
    maxValuesPerFacet: 999,
    analytics: false,
    clickAnalytics: false,
    facetFilters: refinements
      .filter(([other]) => other !== attribute)
      .map(([a, v]) => [`${a}:${v}`]),
  }));
  return [main, ...disjunctive];
}

function run(engine: SearchEngine, batch: Request[]): number {
  const started = performance.now();
  for (const request of batch) {
    const raw = mergeRaw(request);
    engine.search(String(request.indexName), readParams(raw), encodeParams(raw), VISITOR);
  }
  return performance.now() - started;
}

function measure(label: string, engine: SearchEngine, batches: Request[][]) {
  for (const batch of batches.slice(0, 20)) run(engine, batch); // warm up
  const times = batches.map((batch) => run(engine, batch)).sort((a, b) => a - b);
  console.info(
    `  ${label.padEnd(46)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms   (${times.length} runs)`,
  );
  return { p95: percentile(times, 95) };
}

/** `figures`: the key prefix this dataset's figures are recorded under for the bench's summary. */
function dataset(label: string, products: Product[], figures?: string) {
  const variants = products.reduce((n, p) => n + p.variants.length, 0);
  gc();
  const before = process.memoryUsage();
  const engine = new SearchEngine();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  indexCatalogue(engine, PREFIX, { products });
  const cpu = process.cpuUsage(cpuBefore);
  const buildMs = performance.now() - started;
  gc();
  const after = process.memoryUsage();
  const heapMB = (after.heapUsed - before.heapUsed) / 1024 / 1024;
  // Typed arrays' contents live outside the JS heap: report them too, or packing postings into
  // typed arrays would look free.
  const buffersMB = (after.arrayBuffers - before.arrayBuffers) / 1024 / 1024;
  // On a shared machine the wall time counts other processes' turns; CPU time is this build's.
  const cpuS = (cpu.user + cpu.system) / 1e6;
  console.info(
    `\n${label}: ${products.length} products, ${variants} variants — indices (2 markets × 5 + replicas) built in ${(buildMs / 1000).toFixed(1)} s (CPU ${cpuS.toFixed(1)} s), index heap ${heapMB.toFixed(0)} MB + array buffers ${buffersMB.toFixed(0)} MB (load ${loadavg()[0]?.toFixed(1)})`,
  );

  if (figures) {
    recordFigure(`${figures}.heapMB`, heapMB + buffersMB);
    recordFigure(`${figures}.buildS`, buildMs / 1000);
  }

  const names = searchIndices(PREFIX).au;
  const texts = [
    'basin mixer',
    'toilet suite',
    'shower rail',
    'chrome',
    'kitchen sink',
    'towel',
    'bath',
    'cistern',
  ];
  const refinements = [
    'brand:kinnear',
    'brand:dorf',
    'colour:Chrome',
    'colour:Matte Black',
    'IsNew:true',
    'item-material:Brass',
    'sectors:101',
  ].map((entry) => entry.split(':') as [string, string]);
  const categories = [...new Set(products.flatMap((p) => p.categories.map((c) => c.slug)))];
  const runs = process.argv.includes('--quick') ? 60 : 300;

  for (const [indexLabel, index] of [
    ['products', names.products.newest],
    ['search-variant', names['search-variant'].newest],
  ] as const) {
    const listing = Array.from({ length: runs }, (_, i) =>
      listingBatch(index, pick(texts, i), [
        pick(refinements, i),
        pick(refinements, i + 3),
        ...(i % 2 ? [pick(refinements, i + 5)] : []),
      ]),
    );
    const batch = measure(
      `${indexLabel}: listing (text + 2–3 refinements), per batch`,
      engine,
      listing,
    );
    if (figures && indexLabel === 'search-variant') recordFigure(`${figures}.p95`, batch.p95);
    measure(
      `${indexLabel}: listing, main query only`,
      engine,
      listing.map((batch) => batch.slice(0, 1)),
    );
    const category = Array.from({ length: runs }, (_, i) => [
      {
        indexName: index,
        query: '',
        facets: ['*'],
        maxValuesPerFacet: 999,
        hitsPerPage: 12,
        filters: `categorySlugs:${pick(categories, i)}`,
      },
    ]);
    measure(`${indexLabel}: empty-query category page`, engine, category);
  }
  const code = products[7]?.variants[0]?.sku ?? '';
  measure(
    'search-variant: exact SKU',
    engine,
    Array.from({ length: runs }, () => [
      { indexName: names['search-variant'].newest, query: code, hitsPerPage: 12 },
    ]),
  );
}

/**
 * What a request waits for while the platform reindexes: the longest the event loop goes without
 * a turn during the sliced rebuild the search service runs on a catalogue change (V8's full
 * collections included).
 */
async function reindexWait(label: string, products: Product[], figures?: string) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  await reindexCatalogue(new SearchEngine(), PREFIX, { products });
  delay.disable();
  const longestMs = delay.max / 1e6;
  console.info(
    `  ${label}: a reindex while serving took ${((performance.now() - started) / 1000).toFixed(1)} s; the longest a request waited for the event loop: ${longestMs.toFixed(0)} ms`,
  );
  if (figures) recordFigure(`${figures}.reindexWaitMs`, longestMs);
}

if (!process.argv.includes('--scale')) {
  const products = generateCatalogue().products;
  dataset('Default dataset', products);
  await reindexWait('Default dataset', products);
}
const scale = generateCatalogue({ variantTarget: 100_000 }).products;
dataset('100k-variant scale', scale, 'search.100k');
await reindexWait('100k-variant scale', scale, 'search.100k');
