import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { seriousViolations } from './axe';
import { pdfText } from './pdf-text';
import { postAction, signIn } from './sign-in';

/**
 * The project summary on the composed site (issue 16): a trade user's project of two rooms is
 * previewed in both templates, saved as a PDF, exported to Excel and CSV, its BIM files zipped,
 * and shared: the link opens a read-only summary for anyone, a tampered one the not-found page.
 */
test.describe.configure({ mode: 'serial' });

const NAME = `Summary House ${Date.now().toString(36).slice(-5)}`;
let projectId = '';
let skus: string[] = [];
/** The item codes the summary and its exports print as 'Prod Code'. */
let codes: string[] = [];
let bimFileNames: string[] = [];

interface QueriedVariant {
  sku: string;
  isOnStock: boolean;
  attributes: { 'item-code': string; downloads: { name: string; value: string | string[] }[] };
}
interface CategoryNode {
  categoryId: string;
  subCategories: CategoryNode[];
}
const BIM_TYPES = ['RFA-file', '3DS-file', 'DAE-file', 'OBJ-file', 'SKP-file', 'DXF-file'];
const hasFile = (value: string | string[]) =>
  (Array.isArray(value) ? value : [value]).some(
    (link) => !['', '-', 'NULL', 'warrantyURL'].includes(link.trim()),
  );

/** One sku with BIM files and one more, from the seeded catalogue. */
async function projectVariants(
  page: Page,
): Promise<{ withBim: QueriedVariant; other: QueriedVariant }> {
  const tree = await page.request.get('/action/product/queryCategories');
  const { items } = (await tree.json()) as { items: CategoryNode[] };
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => (node.subCategories.length ? leaves(node.subCategories) : [node]));
  let withBim: QueriedVariant | undefined;
  let other: QueriedVariant | undefined;
  for (const category of leaves(items)) {
    const { data } = await postAction<{ data: { items: { variants: QueriedVariant[] }[] } }>(
      page,
      'product/query',
      { limit: 10, query: { category: category.categoryId } },
    );
    for (const variant of data.items.flatMap((product) => product.variants.slice(0, 1))) {
      const bim = variant.attributes.downloads.some(
        (entry) => BIM_TYPES.includes(entry.name) && hasFile(entry.value),
      );
      if (bim && !withBim) withBim = variant;
      else if (!bim && !other) other = variant;
    }
    if (withBim && other) return { withBim, other };
  }
  throw new Error('the catalogue has no product with BIM files');
}

async function saved(download: Promise<Download>): Promise<{ name: string; path: string }> {
  const file = await download;
  return { name: file.suggestedFilename(), path: (await file.path()) ?? '' };
}

function ddmmyyyy(date = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`;
}

async function openPreview(page: Page) {
  await page.goto(`/au/project-builder/edit?projectId=${projectId}`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * The project every later test reads (the spec runs in order: `mode: 'serial'` above), checked as
 * the platform holds it before any of them relies on it.
 */
test('a project of two rooms, made through the actions', async ({ page, tradeAccount }) => {
  await signIn(page, tradeAccount.email);
  const variants = await projectVariants(page);
  skus = [variants.withBim.sku, variants.other.sku];
  codes = [variants.withBim.attributes['item-code'], variants.other.attributes['item-code']];
  const [withBim, other] = skus;
  const created = await postAction<{ shoppingListId: string }>(page, 'project/createShoppingList', {
    projectDetails: { projectName: NAME, projectType: 'commercial', projectLocation: 'NSW' },
    selectedRoomDetails: [
      { roomName: 'Kitchen', count: 1, value: [1] },
      { roomName: 'Laundry', count: 1, value: [1] },
    ],
    specifierDetails: { username: `${tradeAccount.firstName} ${tradeAccount.lastName}` },
  });
  projectId = created.shoppingListId;
  await postAction(page, 'project/updateShoppingList', {
    shoppingListId: projectId,
    sku: withBim,
    items: [{ roomName: 'Kitchen 1', quantity: 2 }],
  });
  await postAction(page, 'project/updateShoppingList', {
    shoppingListId: projectId,
    sku: other,
    items: [{ roomName: 'Laundry 1', quantity: 3 }],
  });
  const files = await postAction<{ files: { type: string; url: string }[] }>(
    page,
    'product/downloadFiles',
    { sku: withBim },
  );
  bimFileNames = files.files
    .filter((file) => BIM_TYPES.includes(file.type))
    .map((file) => decodeURIComponent(file.url.split('/').pop() ?? ''));
  expect(bimFileNames.length).toBeGreaterThan(0);

  const project = await postAction<{
    projectName: string;
    roomGroups: { roomName: string; items: { variant?: { sku: string }; quantity: number }[] }[];
  }>(page, 'project/getProjectById', { shoppingListId: projectId });
  expect(project.projectName).toBe(NAME);
  expect(
    project.roomGroups.map((room) => ({
      room: room.roomName,
      items: room.items.map((item) => [item.variant?.sku, item.quantity]),
    })),
  ).toEqual([
    { room: 'Kitchen 1', items: [[withBim, 2]] },
    { room: 'Laundry 1', items: [[other, 3]] },
  ]);
});

test('Preview in both templates; the choice is saved on the project', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  await openPreview(page);
  const summary = page.getByRole('main');
  await expect(summary.getByText(/^by /).first()).toBeVisible();
  for (const code of codes) await expect(summary).toContainText(code);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('radio', { name: 'Landscape' }).check();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Room',
    'Prod Code',
    'Product Name',
    'Qty',
    'RRP',
    'Total',
  ]);
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(2);
  // The project's total closes the table when prices are shown (and an item has one).
  const priced = await table.locator('tbody td').filter({ hasText: /^\$/ }).count();
  await expect(table.getByRole('rowheader', { name: 'Project total' })).toHaveCount(
    priced > 0 ? 1 : 0,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await expect
    .poll(async () => {
      const project = await postAction<{ showLandscape: boolean }>(page, 'project/getProjectById', {
        shoppingListId: projectId,
      });
      return project.showLandscape;
    })
    .toBe(true);

  // Print lays the chosen template out alone: no chrome, no options, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Landscape' })).toBeHidden();
  await expect(table).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Back to products' }).click();
  await expect(page.getByRole('heading', { name: `Add products to ${NAME}` })).toBeVisible();
});

test('Save makes a PDF holding the project name and each product code', async ({
  page,
  tradeAccount,
}) => {
  test.setTimeout(90_000);
  await signIn(page, tradeAccount.email);
  await openPreview(page);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  const pdf = await saved(download);
  expect(pdf.name).toMatch(new RegExp(`^${NAME}_summary_[A-Za-z0-9]{4}\\.pdf$`));
  const bytes = await readFile(pdf.path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
  expect(text).toContain(NAME);
  for (const code of codes) expect(text).toContain(code);
});

test('Export to Excel: Sheet1, one row per item, an image per item', async ({
  page,
  tradeAccount,
}) => {
  test.setTimeout(60_000);
  await signIn(page, tradeAccount.email);
  await openPreview(page);
  const download = page.waitForEvent('download', { timeout: 45_000 });
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await saved(download);
  expect(file.name).toBe(`${NAME}_${ddmmyyyy()}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file.path);
  const sheet = workbook.getWorksheet('Sheet1');
  expect(sheet).toBeDefined();
  const rows: string[] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) rows.push(JSON.stringify(row.values));
  });
  expect(rows).toHaveLength(2);
  for (const code of codes) expect(rows.some((row) => row.includes(code))).toBe(true);
  expect(sheet?.getImages()).toHaveLength(2);
});

test('Export to CSV holds each sku and quantity', async ({ page, tradeAccount }) => {
  await signIn(page, tradeAccount.email);
  await openPreview(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await saved(download);
  expect(file.name).toBe(`${NAME}_${ddmmyyyy()}.csv`);
  const csv = await readFile(file.path, 'utf8');
  const lines = csv.split(/\r?\n/);
  expect(lines.find((line) => line.includes(skus[0] ?? '-'))).toMatch(/,2,/);
  expect(lines.find((line) => line.includes(skus[1] ?? '-'))).toMatch(/,3,/);
});

test('Download all BIM files makes files.zip with the BIM files', async ({
  page,
  tradeAccount,
}) => {
  test.setTimeout(60_000);
  await signIn(page, tradeAccount.email);
  await openPreview(page);
  const download = page.waitForEvent('download', { timeout: 45_000 });
  await page.getByRole('button', { name: 'Download all BIM files' }).click();
  const file = await saved(download);
  expect(file.name).toBe('files.zip');
  const zip = await JSZip.loadAsync(await readFile(file.path));
  const names = Object.keys(zip.files).map((name) => name.split('/').pop());
  expect(bimFileNames.length).toBeGreaterThan(0);
  for (const name of bimFileNames) expect(names).toContain(name);
});

test('the share link opens a read-only summary signed out; a tampered one is not found', async ({
  page,
  browser,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  await openPreview(page);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`projectId=${projectId}`);
  expect(new URL(link).searchParams.get('share')).toMatch(/^[A-Za-z0-9_-]{22,}$/);

  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1, name: NAME })).toBeVisible({
    timeout: 15_000,
  });
  for (const code of codes) await expect(shared.getByRole('main')).toContainText(code);
  for (const name of ['Share', 'Save', 'Print', 'Back to products', 'Export to Excel'])
    await expect(shared.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(shared.getByRole('radio', { name: 'Landscape' })).toHaveCount(0);
  expect(await seriousViolations(shared)).toEqual([]);

  const tampered = new URL(link);
  tampered.searchParams.set('share', `${tampered.searchParams.get('share')?.slice(0, -2)}xx`);
  await shared.goto(tampered.href);
  await expect(shared.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible({
    timeout: 15_000,
  });
  await visitor.close();
});
