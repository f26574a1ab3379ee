import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { inStockSkus, postAction, signIn } from './sign-in';

/**
 * The Project Builder on the composed site (issue 15): a trade user builds a project from the
 * wizard, the catalogue's add-to-project dialog and a SKU-list upload, reviews it on tab 3, and
 * manages it from the dashboard; another user cannot reach it; an internal user finds it.
 */
test.describe.configure({ mode: 'serial' });

const NAME = `Harbour House ${Date.now().toString(36).slice(-5)}`;
let projectId = '';

async function openDashboard(page: Page) {
  await page.goto('/au/project-builder/');
  const board = page.getByRole('region', { name: 'My Specifications' });
  await expect(board.getByRole('heading', { level: 1, name: 'My Specifications' })).toBeVisible();
  return board;
}

async function rowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  return page.getByRole('menu');
}

test('create a project with two rooms; tab 2 opens with its name', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  await openDashboard(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Create a project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
  // Tabs 2 to 4 wait for the project.
  await expect(page.getByRole('tab', { name: 'Add products' })).toBeDisabled();

  await page.getByLabel('Project name').fill(`${NAME}!`);
  await expect(page.getByLabel('Project name')).toHaveValue(NAME);
  await page.getByLabel('Project type').selectOption({ label: 'Commercial' });
  await page.getByLabel('Project location').selectOption('NSW');
  await expect(page.getByLabel('Specifier')).toHaveValue(
    `${tradeAccount.firstName} ${tradeAccount.lastName}`,
  );
  await page.getByRole('button', { name: 'Kitchen', exact: true }).click();
  await page.getByRole('button', { name: 'Laundry', exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save & Continue' }).click();

  await expect(page.getByRole('heading', { name: `Add products to ${NAME}` })).toBeVisible();
  const lists = await postAction<{ results: { shoppingListId: string; projectName: string }[] }>(
    page,
    'project/getShoppingLists',
    {},
  );
  projectId = lists.results.find((project) => project.projectName === NAME)?.shoppingListId ?? '';
  expect(projectId).not.toBe('');
  // Saved, it is the project being edited: its own URL and title, and a reload keeps it and its tab.
  await expect(page).toHaveURL(new RegExp(`/au/project-builder/edit\\?projectId=${projectId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Add products', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Add products to ${NAME}` })).toBeVisible();
});

test('a listing card adds a product through the add-to-project dialog', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  await page.goto('/au/products/tapware/');
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: /^Add to project: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to project' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Project').selectOption({ label: NAME });
  await dialog.getByLabel('Room').selectOption('Kitchen 1');
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('3');
  await dialog.getByLabel('Note').fill('Island bench');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to project' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').filter({ hasText: `was added to ${NAME}.` });
  await expect(toast).toBeVisible();
  await toast.getByRole('link', { name: 'View project' }).click();
  await expect(page).toHaveURL(new RegExp(`/au/project-builder/view\\?projectId=${projectId}`));
  const kitchen = page.getByRole('region', { name: 'Kitchen 1' });
  await expect(kitchen.getByRole('listitem')).toHaveCount(1);
  await expect(kitchen).toContainText('Island bench');
});

test('a SKU list with a bad row: Partial Success and the error file', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  const [first, second] = await inStockSkus(page, 2);
  await page.goto(`/au/project-builder/edit?projectId=${projectId}`);
  await page.getByRole('tab', { name: 'Add products' }).click();
  await expect(page.getByRole('heading', { name: `Add products to ${NAME}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The Search button lines up with its box; the category tree offers no empty category.
  const searchBox = page.getByRole('searchbox', { name: 'Search products' });
  const search = page.getByRole('search').filter({ has: searchBox });
  const box = await searchBox.boundingBox();
  const button = await search.getByRole('button', { name: 'Search' }).boundingBox();
  if (!box || !button) throw new Error('the search box is not laid out');
  expect(Math.abs(box.y + box.height - (button.y + button.height))).toBeLessThanOrEqual(1);
  const categories = page.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('button', { name: 'Tapware' })).toBeVisible();
  await expect(categories.getByRole('button', { name: 'Brochures' })).toHaveCount(0);
  await expect(categories.getByRole('button', { name: 'Integrated Solutions' })).toHaveCount(0);
  await page.getByLabel('Choose a SKU list file').setInputFiles({
    name: 'list.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `sku,qty,section\n${first},2,Laundry\n${second},1,laundry 1\nNOT-A-REAL-SKU,1,Laundry\n`,
    ),
  });
  const result = page.getByRole('dialog', { name: 'Upload file operation' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Partial Success');
  const download = page.waitForEvent('download');
  await result.getByRole('link', { name: /Error file with validation remarks/ }).click();
  const errorFile = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(errorFile.split(/\r?\n/)[0]).toBe('sku,qty,section,remarks');
  expect(errorFile).toContain('NOT-A-REAL-SKU,1,Laundry,Product not found');
  await result
    .getByRole('button', { name: /Close|Done/ })
    .first()
    .click();

  const project = await postAction<{
    lineItems: { sku: string; roomName: string; quantity: number }[];
  }>(page, 'project/getProjectById', { shoppingListId: projectId });
  expect(project.lineItems.filter((item) => item.roomName === 'Laundry 1')).toHaveLength(2);
});

test('tab 3: change a quantity and reorder, saved on Save & Continue', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  await page.goto(`/au/project-builder/edit?projectId=${projectId}`);
  await page.getByRole('tab', { name: 'View products' }).click();
  const laundry = page.getByRole('region', { name: 'Laundry 1' });
  await expect(laundry.getByRole('listitem')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  const names = async () =>
    laundry
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => item.querySelector('h4, a')?.textContent?.trim() ?? ''),
      );
  const before = await names();
  await laundry
    .getByRole('button', { name: /^Move .* down$/ })
    .first()
    .click();
  await expect.poll(names).toEqual([before[1], before[0]]);

  const quantity = laundry.getByRole('textbox', { name: /^Quantity of / }).first();
  await quantity.fill('7');
  await quantity.blur();
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');

  const project = await postAction<{
    roomGroups: { roomName: string; items: { quantity: number }[] }[];
  }>(page, 'project/getProjectById', { shoppingListId: projectId });
  const saved = project.roomGroups.find((group) => group.roomName === 'Laundry 1');
  expect(saved?.items[0]?.quantity).toBe(7);
});

test('another user gets 404 for the project; an internal user finds it with the filters', async ({
  browser,
  tradeAccount,
}) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'incomplete@example.com');
  expect((await otherPage.request.get('/action/account/getAccount')).ok()).toBe(true);
  const csrf = (await other.cookies()).find((cookie) => cookie.name === 'specify_csrf')?.value;
  const answer = await otherPage.request.post('/action/project/getProjectById', {
    headers: { 'x-csrf-token': csrf ?? '', 'x-specify-market': 'au' },
    data: { shoppingListId: projectId },
  });
  expect(answer.status()).toBe(404);
  await other.close();

  const staff = await browser.newContext();
  const page = await staff.newPage();
  await signIn(page, 'internal@example.com');
  const board = await openDashboard(page);
  await board.getByRole('tab', { name: /^Open/ }).click();
  await board.getByRole('combobox', { name: 'User' }).fill(tradeAccount.lastName);
  await board
    .getByRole('option', {
      name: `${tradeAccount.firstName} ${tradeAccount.lastName}`,
      exact: true,
    })
    .click();
  await board.getByLabel('Project type').selectOption({ label: 'Commercial' });
  await expect(board.getByRole('link', { name: NAME })).toBeVisible();
  // Closing the context runs the accessibility gate on this page first.
  await staff.close();
});

// Each success message stays the spec's 3 s before its dialog closes, so the close-and-reopen and
// the clone-and-deletes are a test each, well inside the 30 s a test has.
test('the dashboard closes a project and reopens it', async ({ page, tradeAccount }) => {
  await signIn(page, tradeAccount.email);
  const board = await openDashboard(page);
  await expect(board.getByRole('link', { name: NAME })).toBeVisible();

  await (await rowMenu(page, NAME)).getByRole('menuitem', { name: 'Close' }).click();
  const closing = page.getByRole('dialog');
  await expect(closing).toContainText(`Are you sure you want to close ${NAME}`);
  await closing.getByRole('button', { name: 'Yes, please close' }).click();
  await expect(closing).toContainText('Project closed successfully.');
  await expect(closing).toBeHidden({ timeout: 10_000 });
  await expect(board.getByRole('link', { name: NAME })).toBeHidden();

  await board.getByRole('tab', { name: /^Closed/ }).click();
  await (await rowMenu(page, NAME)).getByRole('menuitem', { name: 'Open' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, please open' }).click();
  await expect(page.getByRole('dialog')).toContainText('Project opened successfully.');
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 10_000 });
  await board.getByRole('tab', { name: /^Open/ }).click();
  await expect(board.getByRole('link', { name: NAME })).toBeVisible();
});

test('the dashboard clones a project, then deletes the clone and the project', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  const board = await openDashboard(page);
  await (await rowMenu(page, NAME)).getByRole('menuitem', { name: 'Clone' }).click();
  const clone = page.getByRole('dialog');
  await clone.getByRole('textbox').fill(`${NAME} copy`);
  await clone.getByRole('button', { name: /Clone/ }).click();
  await expect(clone).toContainText('Project cloned successfully.');
  await expect(clone).toBeHidden({ timeout: 10_000 });
  await expect(board.getByRole('link', { name: `${NAME} copy` })).toBeVisible();

  for (const name of [`${NAME} copy`, NAME]) {
    await (await rowMenu(page, name)).getByRole('menuitem', { name: 'Delete' }).click();
    const deleting = page.getByRole('dialog');
    await expect(deleting).toContainText(`Are you sure you want to delete ${name}`);
    await deleting.getByRole('button', { name: 'Yes, please delete' }).click();
    await expect(deleting).toContainText('Project deleted successfully.');
    await expect(deleting).toBeHidden({ timeout: 10_000 });
  }
  await expect(board.getByRole('link', { name: NAME, exact: true })).toBeHidden();
});

for (const width of [375, 1280]) {
  test(`axe: nothing serious on the dashboard and the wizard at ${width} px`, async ({
    page,
    tradeAccount,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, tradeAccount.email);
    await openDashboard(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/au/project-builder/create');
    // The accessibility gate checks the wizard, where the test ends.
    await expect(page.getByRole('heading', { level: 1, name: 'Create Project' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
