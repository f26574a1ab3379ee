// Site benchmark: what a first visit costs, how fast a failed remote gets its fallback, and how
// long one remote takes to build alone. Run with `npm run bench` (needs /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { recordFigure } from '../../tooling/build/bench-figures.cjs';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { REPO_ROOT, startSite } from './site-server';

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const BASE = `http://localhost:${PORT}`;
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function timeBuild(workspace: string): number {
  const started = performance.now();
  execFileSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });
  return performance.now() - started;
}

async function firstVisit(page: Page) {
  const scripts: Buffer[] = [];
  const styles: Buffer[] = [];
  let requests = 0;
  page.on('request', () => (requests += 1));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(await response.body());
    if (type === 'stylesheet') styles.push(await response.body());
  });
  await page.goto(`${BASE}/au`, { waitUntil: 'networkidle' });
  await page.getByRole('region', { name: 'Home' }).waitFor();
  const raw = scripts.reduce((sum, body) => sum + body.length, 0);
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  const cssGzip = styles.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { requests, scripts: scripts.length, raw, gzip, stylesheets: styles.length, cssGzip };
}

async function failureToFallback(page: Page, mode: 'refused' | 'hanging'): Promise<number> {
  let failedAt = 0;
  await page.route('**/remotes/mf-content/**', (route) => {
    failedAt = Date.now();
    if (mode === 'refused') void route.abort('connectionrefused');
  });
  await page.goto(`${BASE}/au/warranty`);
  await page.locator('[data-fallback="mf-content"]').waitFor({ timeout: 20_000 });
  return Date.now() - failedAt;
}

// --- mf-catalogue: the listing route's own JS and time to first results (cold load) ---
async function listingVisit(page: Page) {
  const catalogue: Buffer[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.includes('/mf-catalogue/'))
      catalogue.push(await response.body());
  });
  // Timed in the page, from navigation start to the first card's insertion: Playwright's
  // waitFor polls at growing intervals (up to 500 ms), too coarse for this figure.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('ul[aria-label="Products"] article')) return;
      (window as { firstResultsAt?: number }).firstResultsAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${BASE}/au/products/tapware/`);
  await page.getByRole('list', { name: 'Products' }).getByRole('article').first().waitFor();
  const firstResultsMs = Math.round(
    await page.evaluate(() => (window as { firstResultsAt?: number }).firstResultsAt ?? NaN),
  );
  await page.waitForLoadState('networkidle');
  const gzip = catalogue.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { firstResultsMs, gzip, scripts: catalogue.length };
}

// --- mf-product: the product route's own JS, its Largest Contentful Paint, and PDF renders ---
/** Issue 14: the product route's own JS beyond the shell, gzip. */
const PRODUCT_JS_BUDGET_KB = 120;
const PRODUCT_PATH = '/au/product/luna-edge-hose-tap-100004-brushed-nickel-KN100004-1/';

async function productVisit(page: Page) {
  const product: Buffer[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.includes('/mf-product/'))
      product.push(await response.body());
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) (window as { lcp?: number }).lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE}${PRODUCT_PATH}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const lcpMs = Math.round(await page.evaluate(() => (window as { lcp?: number }).lcp ?? NaN));
  const gzip = product.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { lcpMs, gzip, scripts: product.length };
}

/**
 * A page's Largest Contentful Paint in the lab profile of issues 12 and 14: 4x CPU slowdown,
 * 150 ms round trip, 1.6 Mbps down (Chrome DevTools Protocol throttling), cold cache.
 */
async function throttledVisit(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let requests = 0;
  page.on('request', () => (requests += 1));
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) (window as { lcp?: number }).lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${BASE}${path}`, { timeout: 120_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const lcpMs = Math.round(await page.evaluate(() => (window as { lcp?: number }).lcp ?? NaN));
  return { lcpMs, requests };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** The product's print view posted to the PDF service, as Download PDF posts it. */
async function pdfRenders(runs: number): Promise<number[]> {
  const { productPrintHtml } = await import('../../mf-product/src/features/pdf/product-pdf');
  const productPath = PRODUCT_PATH.split('/')[3];
  const answer = await fetch(`${BASE}/action/product/getProduct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: productPath }),
  });
  const { product } = (await answer.json()) as {
    product: Parameters<typeof productPrintHtml>[0]['product'] & {
      selectedVariant: Parameters<typeof productPrintHtml>[0]['variant'];
    };
  };
  const html = productPrintHtml({
    product,
    variant: product.selectedVariant,
    market: 'au',
    showPrice: true,
    rows: [{ label: 'Material', value: 'DZR Brass' }],
  });
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${BASE}/au/api/pdf-my-html/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ html, noPageMargins: false }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`PDF render failed: ${response.status}`);
    times.push(Math.round(performance.now() - started));
  }
  return times;
}

async function main() {
  const buildMs = timeBuild('mf-content');
  execFileSync('npm', ['run', 'build', '--silent', '-w', 'shell'], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
  });

  const site = await startSite(PORT, 'bench-registry');
  try {
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const visits = [];
    const refused: number[] = [];
    const hanging: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      visits.push(await firstVisit(await context.newPage()));
      refused.push(await failureToFallback(await context.newPage(), 'refused'));
      await context.close();
    }
    const listings = [];
    for (let run = 0; run < RUNS; run += 1) {
      const cold = await browser.newContext();
      listings.push(await listingVisit(await cold.newPage()));
      await cold.close();
    }
    const products = [];
    for (let run = 0; run < RUNS; run += 1) {
      const cold = await browser.newContext();
      products.push(await productVisit(await cold.newPage()));
      await cold.close();
    }
    const pdfs = await pdfRenders(12);
    const throttled = [];
    const throttledProducts = [];
    for (let run = 0; run < 3; run += 1) {
      const cold = await browser.newContext();
      throttled.push(await throttledVisit(await cold.newPage(), '/au'));
      await cold.close();
      const coldProduct = await browser.newContext();
      throttledProducts.push(await throttledVisit(await coldProduct.newPage(), PRODUCT_PATH));
      await coldProduct.close();
    }
    const context = await browser.newContext();
    hanging.push(await failureToFallback(await context.newPage(), 'hanging'));
    await browser.close();

    const visit = visits[0];
    if (visit) recordFigure('site.firstVisit.jsKB', visit.gzip / 1024);
    console.info('Specify site benchmark');
    console.info(
      `  first visit to /au: ${visit?.scripts} scripts, ${visit?.requests} requests in all`,
    );
    console.info(
      `  JS on first visit: ${((visit?.raw ?? 0) / 1024).toFixed(1)} KB raw, ${((visit?.gzip ?? 0) / 1024).toFixed(1)} KB gzip`,
      `  CSS on first visit: ${visit?.stylesheets} stylesheets, ${((visit?.cssGzip ?? 0) / 1024).toFixed(1)} KB gzip`,
    );
    console.info(
      `  remote refused -> fallback shown: median ${median(refused)} ms after navigation start over ${RUNS} runs`,
    );
    console.info(
      `  remote hanging -> fallback shown: ${median(hanging)} ms (load timeout 4000 ms)`,
    );
    console.info(
      `  /au/products/tapware/ cold: catalogue JS beyond the shell ${((listings[0]?.gzip ?? 0) / 1024).toFixed(1)} KB gzip in ${listings[0]?.scripts} scripts; first card in the page: median ${median(listings.map((l) => l.firstResultsMs))} ms after navigation start over ${RUNS} runs`,
    );
    console.info(
      `  ${PRODUCT_PATH} cold: product JS beyond the shell ${((products[0]?.gzip ?? 0) / 1024).toFixed(1)} KB gzip in ${products[0]?.scripts} scripts (budget ${PRODUCT_JS_BUDGET_KB} KB: ${(products[0]?.gzip ?? 0) / 1024 <= PRODUCT_JS_BUDGET_KB ? 'within' : 'OVER'}); Largest Contentful Paint median ${median(products.map((p) => p.lcpMs))} ms over ${RUNS} runs`,
    );
    console.info(
      `  ${PRODUCT_PATH} lab profile (4x CPU, 150 ms RTT, 1.6 Mbps, cold): Largest Contentful Paint median ${median(throttledProducts.map((t) => t.lcpMs))} ms over ${throttledProducts.length} runs, ${throttledProducts[0]?.requests} requests in all`,
    );
    console.info(
      `  product PDF render (print view, ${pdfs.length} renders, the first starts Chromium): p50 ${percentile(pdfs, 50)} ms, p95 ${percentile(pdfs, 95)} ms, first ${pdfs[0]} ms`,
    );
    console.info(
      `  /au lab profile (4x CPU, 150 ms RTT, 1.6 Mbps, cold): Largest Contentful Paint median ${median(throttled.map((t) => t.lcpMs))} ms over ${throttled.length} runs, ${throttled[0]?.requests} requests in all`,
    );
    console.info(`  build of mf-content alone: ${(buildMs / 1000).toFixed(1)} s`);
  } finally {
    site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
