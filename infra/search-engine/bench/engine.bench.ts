/**
 * The engine alone, with no catalogue or HTTP: index build time and query latency over a
 * deterministic synthetic index (text, facets, numbers), at 10k and 100k records. The catalogue's
 * own search figures (real records and settings) are the platform's bench (bench/search.bench.ts).
 *
 *   node --import tsx bench/engine.bench.ts [--records N]
 */
import { parseArgs } from 'node:util';
import { SearchEngine, runQueries } from '../src/index';

const WORDS =
  `basin mixer wall sink shower rail toilet suite bath spout tap chrome matte black brushed
  nickel brass white round square slim care luna urbane opal kiri pika vanity cistern pan rose`
    .split(/\s+/)
    .filter(Boolean);
const BRANDS = ['Kinnear', 'LiveWell', 'Methven', 'Stylus', 'Clark', 'Dorf'];
const COLOURS = ['Chrome', 'Matte Black', 'Brushed Nickel', 'White', 'Brass'];

/** A small deterministic generator (mulberry32), so every run indexes the same records. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function records(count: number) {
  const next = random(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => ({
    objectID: String(index),
    name: [pick(WORDS), pick(WORDS), pick(WORDS)].join(' '),
    codes: [`SP${String(index).padStart(6, '0')}`],
    brand: pick(BRANDS),
    colour: pick(COLOURS),
    price: Math.round(next() * 300_000) / 100,
    audience: next() < 0.05 ? ['internal'] : ['visitor', 'internal'],
    createdAt: index,
  }));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function measure(label: string, runs: number, run: (i: number) => void) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.info(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}

const { values } = parseArgs({ options: { records: { type: 'string' } } });
const sizes = values.records ? [Number(values.records)] : [10_000, 100_000];
const key = { filters: 'audience:visitor' };

for (const size of sizes) {
  const data = records(size);
  const engine = new SearchEngine();
  const started = performance.now();
  engine.setIndex('bench', data, {
    searchableAttributes: ['name', 'codes', 'brand'],
    attributesForFaceting: ['searchable(brand)', 'colour', 'price', 'filterOnly(audience)'],
    codeAttributes: ['codes'],
    customRanking: ['desc(createdAt)'],
    replicas: { bench_oldest: ['asc(createdAt)'] },
  });
  console.info(`${size} records: index built in ${(performance.now() - started).toFixed(0)} ms`);
  measure('text + 2 refinements + facets *, 12 hits', 300, (i) =>
    runQueries(engine, key, {
      requests: [
        {
          indexName: 'bench',
          query: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]}`,
          facets: ['*'],
          hitsPerPage: 12,
          facetFilters: [[`brand:${BRANDS[i % BRANDS.length]}`], [`colour:${COLOURS[i % 5]}`]],
        },
      ],
    }),
  );
  measure('empty query, numeric filter, replica order', 300, (i) =>
    runQueries(engine, key, {
      requests: [
        { indexName: 'bench_oldest', numericFilters: [`price<=${500 + i}`], hitsPerPage: 12 },
      ],
    }),
  );
  measure('exact code', 300, (i) =>
    runQueries(engine, key, {
      requests: [{ indexName: 'bench', query: `SP${String((i * 31) % size).padStart(6, '0')}` }],
    }),
  );
  measure('facet value search', 300, (i) =>
    runQueries(engine, key, {
      requests: [
        {
          indexName: 'bench',
          type: 'facet',
          facet: 'brand',
          facetQuery: (BRANDS[i % BRANDS.length] ?? '').slice(0, 3),
        },
      ],
    }),
  );
}
