// Lab Core Web Vitals (issue 18, "Measured, not guessed"): LCP, CLS, TBT (the lab stand-in for
// INP) and FCP of the home, a listing and a product page in Chromium with a mobile profile, median
// of 5 cold loads each. A report, not a gate: it fails only when a metric cannot be measured.
// Run with `npm run bench` (or `npm run bench:vitals -w @specify/e2e` alone); VITALS_DETAIL=1 also
// prints the LCP element, requests and long tasks of each page's median load and of its slowest.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { recordFigure } from '../../tooling/build/bench-figures.cjs';
import {
  heaviestScripts,
  interactionToNextPaint,
  median,
  observeVitals,
  timeToInteractive,
  totalBlockingTime,
  type PageVitals,
} from './lab-vitals';
import { startSite } from './site-server';

const PORT = Number(process.env.BENCH_VITALS_PORT ?? 3250);
const RUNS = 5;
const GOALS = { lcpMs: 1200, cls: 0.05 };
/** A page that has not gone quiet (TTI) by then cannot give a TBT. */
const SETTLE_LIMIT_MS = 60_000;

/** Lighthouse's mobile profile (a Moto G Power) and its throttling. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Target {
  /** Its figures' key in tooling/bench-figures.json (`vitals.<key>.tbt` ...). */
  key: string;
  label: string;
  path: string;
  /** Another screen than the mobile profile's. */
  viewport?: { width: number; height: number };
  /** What the page shows once it has rendered, so an error fallback is never measured. */
  rendered(page: Page): Promise<void>;
  /** One interaction once the page is quiet (for INP), and what it shows when it has worked. */
  interaction?: { label: string; run(page: Page): Promise<void> };
}

/** The listing's product cards whose top is inside the first screen, unscrolled. */
async function cardsInFirstScreen(page: Page): Promise<number> {
  return page
    .getByRole('list', { name: 'Products' })
    .getByRole('article')
    .evaluateAll(
      (cards) => cards.filter((card) => card.getBoundingClientRect().top < innerHeight).length,
    );
}

interface Resource {
  url: string;
  type: string;
  start: number;
  end: number;
  bytes: number;
}

interface Load {
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  tti: number;
  inp?: number;
  cardsInFirstScreen: number;
  jsBytes: number;
  requests: number;
  vitals: PageVitals;
  resources: Resource[];
}

// tsx keeps function names by wrapping inner functions in its `__name` helper, which the page
// lacks: the serialised observer brings an identity stand-in along.
const IN_PAGE_OBSERVER = `(() => { const __name = (target) => target; (${observeVitals.toString()})(); })();`;

const REQUIRED_ENTRY_TYPES = ['paint', 'largest-contentful-paint', 'layout-shift', 'longtask'];

async function pageState(page: Page) {
  return page.evaluate(() => ({
    now: performance.now(),
    vitals: (window as unknown as { __labVitals: PageVitals }).__labVitals,
  }));
}

async function coldLoad(browser: Browser, base: string, target: Target): Promise<Load> {
  const context = await browser.newContext({
    ...MOBILE,
    ...(target.viewport ? { viewport: target.viewport } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: IN_PAGE_OBSERVER });

    // Requests in flight, on the wall clock, for TTI's network-quiet test (resource timing
    // lists a request only once it has finished).
    const inFlight = new Map<object, { start: number; end?: number }>();
    page.on('request', (request) => inFlight.set(request, { start: Date.now() }));
    const finish = (request: object) => {
      const span = inFlight.get(request);
      if (span) span.end = Date.now();
    };
    page.on('requestfinished', finish);
    page.on('requestfailed', finish);

    await page.goto(`${base}${target.path}`, { waitUntil: 'load', timeout: SETTLE_LIMIT_MS });
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    let state = await pageState(page);
    let tti: number | undefined;
    while (state.now < SETTLE_LIMIT_MS) {
      const requests = [...inFlight.values()].map((span) => ({
        start: span.start - timeOrigin,
        end: (span.end ?? Date.now()) - timeOrigin,
      }));
      const { fcp, longTasks } = state.vitals;
      tti = fcp === undefined ? undefined : timeToInteractive(fcp, longTasks, requests, state.now);
      if (tti !== undefined) break;
      await page.waitForTimeout(500);
      state = await pageState(page);
    }
    await target.rendered(page);
    const cards = await cardsInFirstScreen(page);
    let inp: number | undefined;
    if (target.interaction) {
      await target.interaction.run(page);
      // Event Timing reports an interaction once its next paint is done.
      await page.waitForTimeout(1000);
      state = await pageState(page);
      inp = interactionToNextPaint(state.vitals.interactions);
    }

    const { vitals } = state;
    const missing = REQUIRED_ENTRY_TYPES.filter((type) => !vitals.supported.includes(type));
    if (missing.length > 0) throw new Error(`${target.label}: no ${missing.join(', ')} entries`);
    if (vitals.fcp === undefined || vitals.lcp === undefined)
      throw new Error(`${target.label}: no ${vitals.fcp === undefined ? 'FCP' : 'LCP'} entry`);
    if (tti === undefined)
      throw new Error(`${target.label}: not quiet within ${SETTLE_LIMIT_MS} ms, so no TBT`);

    const resources = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return {
          url: resource.name,
          type: resource.initiatorType,
          start: resource.startTime,
          end: resource.responseEnd,
          bytes: resource.transferSize,
        };
      }),
    );
    const jsBytes = resources
      .filter((resource) => new URL(resource.url).pathname.endsWith('.js'))
      .reduce((sum, resource) => sum + resource.bytes, 0);
    return {
      lcp: vitals.lcp.time,
      cls: vitals.cls,
      tbt: totalBlockingTime(vitals.fcp, tti, vitals.longTasks),
      fcp: vitals.fcp,
      tti,
      inp,
      cardsInFirstScreen: cards,
      jsBytes,
      requests: inFlight.size,
      vitals,
      resources,
    };
  } finally {
    await context.close();
  }
}

/**
 * A real seeded product in more than one colour (so its page has a colour to switch to): the
 * first such card of the tapware listing, read unthrottled.
 */
async function seededProductPath(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/au/products/tapware/`);
    const link = page
      .getByRole('list', { name: 'Products' })
      .getByRole('article')
      .filter({ has: page.getByRole('combobox') })
      .first();
    const href = await link.getByRole('link').first().getAttribute('href', { timeout: 30_000 });
    if (!href) throw new Error('the tapware listing shows no product link');
    return new URL(href, base).pathname;
  } finally {
    await context.close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const goal = (met: boolean) => (met ? 'met' : 'NOT met');

function printTable(lines: string[][]) {
  const widths =
    lines[0]?.map((_, column) => Math.max(...lines.map((line) => line[column]?.length ?? 0))) ?? [];
  for (const line of lines)
    console.info(`  ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')}`);
}

function printDetail(label: string, load: Load) {
  const { lcp, clsSources, longTasks } = load.vitals;
  console.info(`\n  ${label}: LCP ${ms(load.lcp)} on ${lcp?.element}`);
  if (lcp?.url) console.info(`    LCP resource ${lcp.url} (${lcp.size} px²)`);
  console.info(`    FCP ${ms(load.fcp)}, TTI ${ms(load.tti)}`);
  for (const resource of [...load.resources].sort((a, b) => a.start - b.start))
    console.info(
      `    ${ms(resource.start).padStart(8)} → ${ms(resource.end).padStart(8)}  ${(resource.bytes / 1024).toFixed(1).padStart(6)} KB  ${resource.type.padEnd(14)} ${new URL(resource.url).pathname}`,
    );
  console.info(
    `    long tasks: ${longTasks.map((task) => `${ms(task.start)}+${ms(task.end - task.start)}`).join(', ') || 'none'}`,
  );
  for (const shift of clsSources)
    console.info(
      `    layout shift ${shift.value.toFixed(3)} at ${ms(shift.time)}: ${shift.nodes.join('; ')}`,
    );
}

async function main() {
  const site = await startSite(PORT, 'bench-vitals-registry');
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const productPath = await seededProductPath(browser, site.base);
    const firstCard = (page: Page) =>
      page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
    const targets: Target[] = [
      {
        key: 'home',
        label: '/au (home)',
        path: '/au',
        rendered: (page) => page.getByRole('region', { name: 'Home' }).waitFor(),
        interaction: {
          label: 'open the menu',
          run: async (page) => {
            await page.getByRole('button', { name: 'Menu' }).click();
            await page.getByRole('dialog', { name: 'Menu' }).waitFor();
          },
        },
      },
      {
        key: 'listing',
        label: '/au/products/tapware/ (listing)',
        path: '/au/products/tapware/',
        rendered: firstCard,
        interaction: {
          label: 'open the filters',
          run: async (page) => {
            await page.getByRole('button', { name: /^Filters/ }).click();
            await page.getByRole('dialog', { name: 'Products' }).waitFor();
          },
        },
      },
      {
        key: 'product',
        label: `${productPath} (product)`,
        path: productPath,
        rendered: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
        interaction: {
          label: 'next colour',
          run: async (page) => {
            const url = page.url();
            await page.getByLabel('Colour / finish').focus();
            await page.keyboard.press('ArrowDown');
            await page.waitForURL((next) => next.href !== url);
          },
        },
      },
      {
        key: 'phoneListing',
        label: '/au/products/tapware/ at 375x812',
        path: '/au/products/tapware/',
        viewport: { width: 375, height: 812 },
        rendered: firstCard,
      },
    ];

    const rows = [];
    for (const target of targets) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1)
        loads.push(await coldLoad(browser, site.base, target));
      const lcp = median(loads.map((load) => load.lcp));
      const cls = median(loads.map((load) => load.cls));
      rows.push({
        target,
        lcp,
        cls,
        tbt: median(loads.map((load) => load.tbt)),
        inp: target.interaction ? median(loads.map((load) => load.inp ?? 0)) : undefined,
        cards: median(loads.map((load) => load.cardsInFirstScreen)),
        fcp: median(loads.map((load) => load.fcp)),
        jsKb: median(loads.map((load) => load.jsBytes)) / 1024,
        requests: median(loads.map((load) => load.requests)),
        lcpRuns: loads.map((load) => Math.round(load.lcp)),
        medianLoad: loads.find((load) => load.lcp === lcp),
        slowestLoad: loads.reduce((slowest, load) => (load.lcp > slowest.lcp ? load : slowest)),
      });
    }

    console.info(
      `Lab Core Web Vitals: Chromium, ${MOBILE.viewport.width}x${MOBILE.viewport.height} @${MOBILE.deviceScaleFactor} mobile, ${CPU_SLOWDOWN}x CPU, ${NETWORK.latency} ms latency, 1.6 Mbps down / 750 kbps up, cold; median of ${RUNS} loads`,
    );
    console.info(
      '  TBT: long tasks clipped to FCP..TTI (Lighthouse: TTI starts the first 5 s with no long task and at most 2 requests in flight); CLS up to TTI',
    );
    printTable([
      [
        'page',
        'LCP',
        `LCP ≤ ${GOALS.lcpMs} ms`,
        'CLS',
        `CLS ≤ ${GOALS.cls}`,
        'TBT',
        'INP',
        'FCP',
        'JS',
        'requests',
      ],
      ...rows.map((row) => [
        row.target.label,
        ms(row.lcp),
        goal(row.lcp <= GOALS.lcpMs),
        row.cls.toFixed(3),
        goal(row.cls <= GOALS.cls),
        ms(row.tbt),
        row.inp === undefined ? '–' : `${ms(row.inp)} (${row.target.interaction?.label})`,
        ms(row.fcp),
        `${row.jsKb.toFixed(1)} KB`,
        String(row.requests),
      ]),
    ]);
    for (const row of rows)
      console.info(`  LCP of each load, ${row.target.label}: ${row.lcpRuns.join(', ')} ms`);
    for (const row of rows) {
      const frames = row.medianLoad?.vitals.frames ?? [];
      console.info(
        `  the longest-running scripts in long frames, ${row.target.label} (median load):`,
      );
      for (const { script, duration } of heaviestScripts(frames, 5))
        console.info(`    ${ms(duration).padStart(8)}  ${script}`);
    }
    for (const row of rows) {
      recordFigure(`vitals.${row.target.key}.tbt`, row.tbt);
      recordFigure(`vitals.${row.target.key}.lcp`, row.lcp);
      recordFigure(`vitals.${row.target.key}.cls`, row.cls);
      if (row.inp !== undefined) recordFigure(`vitals.${row.target.key}.inp`, row.inp);
      if (row.target.viewport)
        recordFigure(`vitals.${row.target.key}.cardsInFirstScreen`, row.cards);
    }
    if (process.env.VITALS_DETAIL === '1')
      for (const row of rows) {
        if (row.medianLoad) printDetail(`${row.target.label}, median-LCP load`, row.medianLoad);
        // An outlier is what a visitor remembers: where its time went.
        if (row.slowestLoad !== row.medianLoad)
          printDetail(`${row.target.label}, slowest load`, row.slowestLoad);
      }
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
