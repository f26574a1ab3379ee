// Project summary exports benchmark (issue 16): how long a trade user waits, in the real site, from
// pressing Save to holding the project PDF (20 and 100 items), and from pressing Export to Excel
// to holding the workbook (100 items, an image per item). Run with `npm run bench`.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium';
import { inStockSkus, postAction, signIn } from '../tests/sign-in';

const PORT = Number(process.env.BENCH_EXPORTS_PORT ?? 3210);
const BASE = `http://localhost:${PORT}`;
const REPO_ROOT = resolve(__dirname, '../..');
const REGISTRY = resolve(REPO_ROOT, '.data/bench-exports-registry');
const RUNS = 3;
const ROOMS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the platform did not start');
}

/** A project of `items` products spread over five bathrooms, made through the actions. */
async function projectOf(page: Page, items: number, skus: string[]): Promise<string> {
  const { shoppingListId } = await postAction<{ shoppingListId: string }>(
    page,
    'project/createShoppingList',
    {
      projectDetails: {
        projectName: `Bench ${items} items ${Date.now().toString(36)}`,
        projectType: 'commercial',
        projectLocation: 'NSW',
      },
      selectedRoomDetails: [
        { roomName: 'Bathroom', count: ROOMS, value: [1, 2, 3, 4, 5].slice(0, ROOMS) },
      ],
      specifierDetails: { username: 'Bench Trade' },
    },
  );
  for (let item = 0; item < items; item += 1)
    await postAction(page, 'project/updateShoppingList', {
      shoppingListId,
      sku: skus[item % skus.length],
      items: [{ roomName: `Bathroom ${(item % ROOMS) + 1}`, quantity: 2 }],
    });
  return shoppingListId;
}

/** Milliseconds from pressing `button` on the project's Preview to the saved download. */
async function timeDownload(page: Page, projectId: string, button: string): Promise<number> {
  await page.goto(`/au/project-builder/edit?projectId=${projectId}`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  const press = page.getByRole('button', { name: button, exact: true });
  await press.waitFor({ timeout: 30_000 });
  const download = page.waitForEvent('download', { timeout: 180_000 });
  const started = performance.now();
  await press.click();
  await (await download).path();
  return Math.round(performance.now() - started);
}

async function measure(browser: Browser) {
  const context = await browser.newContext({ baseURL: BASE, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'trade@example.com');
  const skus = await inStockSkus(page, 100);
  const small = await projectOf(page, 20, skus);
  const large = await projectOf(page, 100, skus);
  const pdf20: number[] = [];
  const pdf100: number[] = [];
  const excel100: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    pdf20.push(await timeDownload(page, small, 'Save'));
    pdf100.push(await timeDownload(page, large, 'Save'));
    excel100.push(await timeDownload(page, large, 'Export to Excel'));
  }
  await context.close();
  return { pdf20, pdf100, excel100 };
}

async function main() {
  await rm(REGISTRY, { recursive: true, force: true });
  const server = spawn('node', ['--import', 'tsx', 'infra/platform/src/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(PORT), SPECIFY_REGISTRY_DIR: REGISTRY },
    stdio: 'ignore',
  });
  try {
    await waitForServer();
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    const { pdf20, pdf100, excel100 } = await measure(browser);
    await browser.close();
    console.info('Project summary exports (press to saved file, in Chromium)');
    console.info(`  PDF, 20 items: median ${median(pdf20)} ms (${pdf20.join(', ')})`);
    console.info(`  PDF, 100 items: median ${median(pdf100)} ms (${pdf100.join(', ')})`);
    console.info(
      `  Excel, 100 items with images: median ${median(excel100)} ms (${excel100.join(', ')})`,
    );
  } finally {
    server.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
