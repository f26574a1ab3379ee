/**
 * Load tests on loopback with autocannon, bounded in time (issue 18 "Measured, not guessed"):
 * - the search API answering a listing batch as InstantSearch sends it, with a session's secured
 *   key, at a fixed 500 requests/s, then without a cap (saturation);
 * - the product and cart actions as the product page and the cart send them, stepping the offered
 *   rate up to the highest one answered with p99 < 100 ms and no error, on PGlite and, when
 *   TEST_DATABASE_URL names a server, on a fresh PostgreSQL database.
 * Exits non-zero when the 500 requests/s search run has errors or non-2xx answers.
 *
 *   node --import tsx bench/load.bench.ts [--quick]
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { liteClient } from 'algoliasearch/lite';
import algoliasearchHelper from 'algoliasearch-helper';
import { PRODUCT_RETRIEVABLE_ATTRIBUTES } from '@specify/contracts/search/hits';
import { searchIndices } from '@specify/contracts';
import { parseEnv } from '../src/config/env';
import { startTestPlatform, type TestPlatform } from '../src/testing/test-platform';
import type { TestEngine } from '../src/testing/test-databases';
import { generateLoad, type LoadFigures, type LoadRequest } from './load-generator';
import { actionLoads, BROWSER_HEADERS } from './load-actions';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
  },
});

/** Other benches and helpers listen on 3100 and 3200. */
const PORT = 3300;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SEARCH_RATE = 500;
const ACTION_RATES = [50, 100, 200, 400, 800, 1600, 3200];
const P99_BUDGET_MS = 100;
const SECONDS = values.quick
  ? { fixedRate: 5, saturation: 5, step: 2 }
  : { fixedRate: 30, saturation: 10, step: 10 };
/**
 * autocannon caps a rate per connection and per second: at each second's start every connection
 * sends its share back to back, so as many requests as connections arrive at once. One connection
 * per 20 requests/s offered keeps that burst in proportion to the rate, as independent visitors
 * would, and still offers the rate while answers take 50 ms on average (half the p99 budget).
 */
const RATE_PER_CONNECTION = 20;
/** Uncapped, the search saturation run keeps autocannon's default number in flight throughout. */
const SATURATION_CONNECTIONS = 10;
const connectionsFor = (rate: number) => Math.ceil(rate / RATE_PER_CONNECTION);

interface Row {
  run: string;
  offered: string;
  figures: LoadFigures;
  verdict: string;
}

const rows: Row[] = [];
/** Per action and engine, the highest offered rate that held. */
const saturationPoints: string[] = [];

function report(run: string, rate: number | undefined, figures: LoadFigures, verdict = '') {
  const row = { run, offered: rate ? `${rate}/s` : 'no cap', figures, verdict };
  rows.push(row);
  console.info(`  ${format(row)}`);
}

function format({ run, offered, figures, verdict }: Row): string {
  const failed = figures.errors + figures.non2xx;
  const codes = Object.entries(figures.statusCodes)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return [
    run.padEnd(34),
    offered.padStart(7),
    `${figures.achieved.toFixed(0)}/s`.padStart(7),
    String(failed).padStart(6),
    `${figures.p50}`.padStart(5),
    `${figures.p99}`.padStart(5),
    `${(figures.bytesPerResponse / 1024).toFixed(1)} KB`.padStart(9),
    `  ${verdict || codes}`,
  ].join(' ');
}

const HEADING = [
  'run'.padEnd(34),
  'offered'.padStart(7),
  'req/s'.padStart(7),
  'errors'.padStart(6),
  'p50'.padStart(5),
  'p99'.padStart(5),
  'bytes/res'.padStart(9),
  '  (ms; bytes on the wire with headers; errors = failed + non-2xx)',
].join(' ');

async function started(engine: TestEngine, search: boolean): Promise<TestPlatform> {
  const platform = await startTestPlatform({ engine, seedCatalogue: true, search });
  await platform.app.listen({ port: PORT, host: '127.0.0.1' });
  await platform.services.search?.ready;
  return platform;
}

/**
 * The request InstantSearch makes for a listing with two refined list filters: algoliasearch-helper
 * builds it (the main query with every facet, one disjunctive query per refined attribute) and the
 * lite client sends it as a browser does (credentials in the query string, JSON as text/plain).
 * It is recorded on its way to the platform, whose answer must hold hits.
 */
async function listingBatch(key: { appId: string; apiKey: string }): Promise<LoadRequest> {
  const recorded: LoadRequest[] = [];
  const client = liteClient(key.appId, key.apiKey, {
    hosts: [{ url: `127.0.0.1:${PORT}`, protocol: 'http', accept: 'readWrite' }],
    requester: {
      send: async (request) => {
        const url = new URL(request.url);
        // A string: the client gzips bodies only when asked to (`compression`).
        const body = typeof request.data === 'string' ? request.data : undefined;
        recorded.push({
          method: 'POST',
          path: `${url.pathname}${url.search}`,
          headers: { ...BROWSER_HEADERS, ...request.headers },
          ...(body === undefined ? {} : { body }),
        });
        const response = await fetch(url, {
          method: request.method,
          headers: request.headers,
          body: body ?? null,
        });
        return { status: response.status, content: await response.text(), isTimedOut: false };
      },
    },
  });
  const index = searchIndices(parseEnv({ NODE_ENV: 'test' }).search.indexPrefix).au.products;
  const helper = algoliasearchHelper(client, index.newest, {
    facets: ['*'],
    // Only refined attributes add a query; the main one already asks for every facet.
    disjunctiveFacets: ['brand', 'colour'],
    hitsPerPage: 12,
    maxValuesPerFacet: 999,
    attributesToRetrieve: [...PRODUCT_RETRIEVABLE_ATTRIBUTES],
    clickAnalytics: true,
  })
    .addDisjunctiveFacetRefinement('brand', 'kinnear')
    .addDisjunctiveFacetRefinement('colour', 'Chrome');
  const { content } = await helper.searchOnce({});
  const [request] = recorded;
  if (!request || content.nbHits === 0)
    throw new Error('The listing batch found nothing: the refinements no longer match the seed');
  const queries = (JSON.parse(request.body ?? '{}') as { requests?: unknown[] }).requests;
  console.info(
    `  listing batch: ${queries?.length} queries, ${content.nbHits} hits for the main one, ` +
      `${request.body?.length} bytes sent`,
  );
  return request;
}

async function searchRuns(): Promise<LoadFigures> {
  const platform = await started('pglite', true);
  try {
    // One key, as a page view takes one: getSearchKey has a per-address limit of its own.
    const keyResponse = await fetch(`${ORIGIN}/action/search/getSearchKey`);
    if (!keyResponse.ok) throw new Error(`getSearchKey answered ${keyResponse.status}`);
    const request = await listingBatch(
      (await keyResponse.json()) as { appId: string; apiKey: string },
    );
    const answer = await fetch(`${ORIGIN}${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body ?? null,
    });
    console.info(
      `  answer: ${((await answer.arrayBuffer()).byteLength / 1024).toFixed(0)} KB of JSON, ` +
        `sent as ${answer.headers.get('content-encoding') ?? 'identity'}`,
    );
    const fixed = await generateLoad({
      origin: ORIGIN,
      requests: [request],
      connections: connectionsFor(SEARCH_RATE),
      seconds: SECONDS.fixedRate,
      rate: SEARCH_RATE,
    });
    report('search: listing batch', SEARCH_RATE, fixed, shortfalls(fixed, SEARCH_RATE).join(', '));
    const saturated = await generateLoad({
      origin: ORIGIN,
      requests: [request],
      connections: SATURATION_CONNECTIONS,
      seconds: SECONDS.saturation,
    });
    report(`search: saturation, ${SATURATION_CONNECTIONS} connections`, undefined, saturated);
    return fixed;
  } finally {
    await platform.close();
  }
}

/** What a run at a capped rate missed: answers that failed, or the rate itself. */
function shortfalls(figures: LoadFigures, rate: number): string[] {
  const failed = figures.errors + figures.non2xx;
  return [
    ...(failed > 0 ? [`${failed} failed`] : []),
    // Counted over the whole run, its start included: 5 % short is the generator's, more the server's.
    ...(figures.achieved < rate * 0.95 ? ['rate not reached'] : []),
  ];
}

/** Steps the offered rate up until a step misses p99 < 100 ms, fails a request or falls short. */
async function stepToSaturation(run: string, requests: LoadRequest[]): Promise<void> {
  let held: number | undefined;
  for (const rate of ACTION_RATES) {
    const figures = await generateLoad({
      origin: ORIGIN,
      requests,
      connections: connectionsFor(rate),
      seconds: SECONDS.step,
      rate,
    });
    const miss = [
      ...shortfalls(figures, rate),
      ...(figures.p99 >= P99_BUDGET_MS ? [`p99 ≥ ${P99_BUDGET_MS} ms`] : []),
    ];
    report(run, rate, figures, miss.length ? miss.join(', ') : 'holds');
    if (miss.length) break;
    held = rate;
  }
  saturationPoints.push(`${run.padEnd(34)} ${heldRate(held)}`);
}

function heldRate(held: number | undefined): string {
  if (held === undefined) return `below ${ACTION_RATES[0]} req/s`;
  return held === ACTION_RATES.at(-1) ? `${held} req/s or more (the last step)` : `${held} req/s`;
}

async function actionRuns(engine: TestEngine): Promise<void> {
  const platform = await started(engine, false);
  try {
    const loads = await actionLoads(ORIGIN, platform.services);
    for (const [name, requests] of Object.entries(loads))
      await stepToSaturation(`${name} (${engine})`, requests);
  } finally {
    await platform.close();
  }
}

/** The machine's 1-minute load average: above its core count, other work ran beside the bench. */
function loadAverage(): string {
  return `${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
}

async function main(): Promise<number> {
  console.info(
    `Load bench${values.quick ? ' (--quick)' : ''}, load average ${loadAverage()}.\n` +
      `The platform runs on ${ORIGIN} in this process's main thread, autocannon in a worker ` +
      `thread of it, one connection per ${RATE_PER_CONNECTION} requests/s offered (each sends its ` +
      `share of a second back to back); they share the machine's cores with whatever else runs.\n` +
      `Search: ${SECONDS.fixedRate} s at ${SEARCH_RATE}/s, then ${SECONDS.saturation} s without a ` +
      `cap. Actions: ${SECONDS.step} s per step, up to the first step that misses p99 < ` +
      `${P99_BUDGET_MS} ms, fails a request or falls short of its rate.\n${HEADING}`,
  );
  const search = await searchRuns();
  await actionRuns('pglite');
  if (process.env.TEST_DATABASE_URL) await actionRuns('postgres');
  else console.info('  PostgreSQL skipped: TEST_DATABASE_URL is not set');

  console.info(`\nSummary\n${HEADING}\n${rows.map((row) => format(row)).join('\n')}`);
  console.info(`\nLoad average at the end: ${loadAverage()}`);
  console.info(
    `\nHighest offered rate with p99 < ${P99_BUDGET_MS} ms and no failure\n${saturationPoints.join('\n')}`,
  );
  const failed = search.errors + search.non2xx;
  if (failed > 0) {
    console.error(`\nThe ${SEARCH_RATE} requests/s search run had ${failed} failed requests.`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
