import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { postAction, signIn } from './sign-in';

/**
 * Issue 30 items 11 and 12 on the composed site: a member of staff edits and closes a trade
 * user's project from the dashboard, and the owner sees who changed it; a saved project whose
 * rooms were all deleted gets rooms again on tab 1, and one without rooms takes a product with a
 * new room from the catalogue's add-to-project dialog.
 */
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36).slice(-5);

interface Saved {
  id: string;
  version: number;
  roomLabels: string[];
}

async function createProject(page: Page, name: string): Promise<Saved> {
  return postAction<Saved>(page, 'project/createShoppingList', {
    projectDetails: { projectName: name, projectType: 'commercial', projectLocation: 'NSW' },
    selectedRoomDetails: [{ roomName: 'Kitchen', count: 1, value: [1] }],
    specifierDetails: { username: 'Tessa Trade' },
  });
}

/** A saved project whose every room was deleted, as tab 3 leaves it after the last room goes. */
async function projectWithoutRooms(page: Page, name: string): Promise<Saved> {
  const project = await createProject(page, name);
  return postAction<Saved>(page, 'project/performMutationOnMyProjectById', {
    projectId: project.id,
    version: project.version,
    allRoomsAreDeleted: true,
  });
}

async function rowMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  return page.getByRole('menu');
}

test('an internal user edits and closes a trade user’s project; the owner sees who changed it', async ({
  browser,
  page,
  tradeAccount,
}) => {
  const name = `Staff Edit ${suffix}`;
  const renamed = `Staff Edited ${suffix}`;
  await signIn(page, tradeAccount.email);
  const project = await createProject(page, name);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'internal@example.com');
  await staffPage.goto('/au/project-builder/');
  const board = staffPage.getByRole('region', { name: 'My Specifications' });
  await board.getByRole('tab', { name: /^Open/ }).click();
  await board.getByRole('combobox', { name: 'User' }).fill(tradeAccount.lastName);
  await board
    .getByRole('option', {
      name: `${tradeAccount.firstName} ${tradeAccount.lastName}`,
      exact: true,
    })
    .click();
  await expect(board.getByRole('link', { name })).toBeVisible();

  await (await rowMenu(staffPage, name)).getByRole('menuitem', { name: 'Edit' }).click();
  await expect(staffPage).toHaveURL(
    new RegExp(`/au/project-builder/edit\\?projectId=${project.id}`),
  );
  await expect(staffPage.getByLabel('Project name')).toHaveValue(name);
  await staffPage.getByLabel('Project name').fill(renamed);
  await staffPage.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(
    staffPage.getByRole('heading', { name: `Add products to ${renamed}` }),
  ).toBeVisible();

  await staffPage.goto('/au/project-builder/');
  await board.getByRole('tab', { name: /^Open/ }).click();
  const row = board.getByRole('article', { name: renamed });
  await expect(row.getByRole('definition').filter({ hasText: 'Imogen Internal' })).toBeVisible();
  await expect(row).toContainText('Last modified by');
  await (await rowMenu(staffPage, renamed)).getByRole('menuitem', { name: 'Close' }).click();
  const closing = staffPage.getByRole('dialog');
  await closing.getByRole('button', { name: 'Yes, please close' }).click();
  await expect(closing).toContainText('Project closed successfully.');
  expect(await seriousViolations(staffPage)).toEqual([]);
  await staff.close();

  await page.goto('/au/project-builder/');
  const own = page.getByRole('region', { name: 'My Specifications' });
  await own.getByRole('tab', { name: /^Closed/ }).click();
  const closed = own.getByRole('article', { name: renamed });
  await expect(closed).toContainText('Last modified by');
  await expect(closed).toContainText('Imogen Internal');
  const saved = await postAction<Saved & { status: string }>(page, 'project/getProjectById', {
    shoppingListId: project.id,
  });
  expect(saved.status).toBe('closed');
  await postAction(page, 'project/deleteProject', { id: project.id, version: saved.version });
});

test('a saved project whose rooms were all deleted gets rooms again on Project details', async ({
  page,
  tradeAccount,
}) => {
  const name = `No Rooms ${suffix}`;
  await signIn(page, tradeAccount.email);
  const project = await projectWithoutRooms(page, name);
  expect(project.roomLabels).toEqual([]);

  await page.goto(`/au/project-builder/edit?projectId=${project.id}`);
  await expect(page.getByLabel('Project name')).toHaveValue(name);
  // A chosen chip reads '✓ Laundry'.
  const laundry = page.getByRole('button', { name: /^(✓ )?Laundry$/ });
  await expect(laundry).toBeEnabled();
  await laundry.click();
  await expect(laundry).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByRole('heading', { name: `Add products to ${name}` })).toBeVisible();

  const add = page.getByRole('button', { name: /^Add to project: / }).first();
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Add to project' });
  await expect(dialog.getByRole('combobox', { name: 'Room', exact: true })).toHaveValue(
    'Laundry 1',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const saved = await postAction<Saved>(page, 'project/getProjectById', {
    shoppingListId: project.id,
  });
  expect(saved.roomLabels).toEqual(['Laundry 1']);
  await postAction(page, 'project/deleteProject', { id: project.id, version: saved.version });
});

test('the catalogue’s add-to-project dialog adds a room to a project without rooms', async ({
  page,
  tradeAccount,
}) => {
  const name = `Bare Shell ${suffix}`;
  await signIn(page, tradeAccount.email);
  const project = await projectWithoutRooms(page, name);

  await page.goto('/au/products/tapware/');
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('button', { name: /^Add to project: / }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to project' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await dialog.getByLabel('Project').selectOption({ label: name });
  await expect(dialog).toContainText(
    `${name} has no rooms yet. Choose the room to add with this product.`,
  );
  await dialog.getByRole('combobox', { name: 'New room' }).selectOption({ label: 'Kitchen' });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `was added to ${name}.` })).toBeVisible();

  const saved = await postAction<Saved & { lineItems: { roomName: string }[] }>(
    page,
    'project/getProjectById',
    { shoppingListId: project.id },
  );
  expect(saved.roomLabels).toEqual(['Kitchen 1']);
  expect(saved.lineItems.map((item) => item.roomName)).toEqual(['Kitchen 1']);
  await postAction(page, 'project/deleteProject', { id: project.id, version: saved.version });
});
