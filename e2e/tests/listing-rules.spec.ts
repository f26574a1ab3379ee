import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openGroup } from './filters';
import { postAction, signIn } from './sign-in';

/** Issue 20 on the composed site: page sizes and route filters by page kind, link suffixes, labels, downloadFiles. */
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const countOf = async (page: Page) =>
  Number(
    (
      (await page
        .getByText(/^\d[\d,]* products?$/)
        .first()
        .textContent()) ?? '0'
    ).replace(/\D/g, ''),
  );

test('a brand page pages 48 at a time; its cards link with category=', async ({ page }) => {
  await page.goto('/au/brands/kinnear/');
  await expect(cards(page)).toHaveCount(48);
  await page.getByTestId('infinite-scroll-sentinel').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(96);
  const href = await cards(page).first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\?category=[a-z-]+%2F[a-z-]+/);
});

test('a LiveWell page pages 12 at a time', async ({ page }) => {
  await page.goto('/au/livewell/');
  await expect(cards(page)).toHaveCount(12);
  await page.getByTestId('infinite-scroll-sentinel').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(24);
});

test('a lead-free category path lists only lead-free items; an unknown slug is not found', async ({
  page,
}) => {
  await page.goto('/au/products/tapware/');
  await expect(cards(page)).toHaveCount(12);
  const all = await countOf(page);
  await page.goto('/au/products/tapware/lead-free/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Free' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const leadFree = await countOf(page);
  expect(leadFree).toBeGreaterThan(0);
  expect(leadFree).toBeLessThan(all);
  // Every item listed is lead free: the Lead Free facet offers only "Yes".
  const facet = await openGroup(page, 'Lead Free');
  await expect(facet.getByRole('checkbox')).toHaveCount(1);
  await expect(facet.getByRole('listitem').first()).toContainText('Yes');

  await page.goto('/au/brands/acme/');
  await expect(page).toHaveURL(/\/au\/404$/);
});

test("a pan's listing refines by Trap Type and its chip says so; the hob-mixer path lists hob mixers", async ({
  page,
}) => {
  await page.goto('/au/products/sanitaryware/toilet-pans/');
  await expect(cards(page).first()).toBeVisible();
  const trap = await openGroup(page, 'Trap Type');
  await trap.getByRole('checkbox', { name: /^S Trap/ }).check();
  await expect(page).toHaveURL(/trap-type=S\+Trap/);
  await expect(
    page
      .getByRole('region', { name: 'Active filters' })
      .getByRole('button', { name: 'Remove Trap Type: S Trap' }),
  ).toBeVisible();

  await page.goto('/au/products/tapware/hob-mixers/');
  await expect(cards(page).first()).toBeVisible();
  expect(await countOf(page)).toBeGreaterThan(0);
});

test('downloadFiles never lists a test report for a visitor; an internal user gets it', async ({
  page,
  browser,
}) => {
  await page.goto('/au');
  const visitor = await postAction<{ files: { type: string; url: string }[] }>(
    page,
    'product/downloadFiles',
    { sku: 'KN100003-1' },
  );
  expect(visitor.files.length).toBeGreaterThan(0);
  expect(visitor.files.map((file) => file.type)).not.toContain('test-report');
  expect(visitor.files.every((file) => !file.url.includes('/thumbnail/'))).toBe(true);

  const staff = await browser.newContext();
  const internal = await staff.newPage();
  await signIn(internal, 'internal@example.com');
  const answer = await postAction<{ files: { type: string }[] }>(
    internal,
    'product/downloadFiles',
    { sku: 'KN100003-1' },
  );
  expect(answer.files.map((file) => file.type)).toContain('test-report');
  await staff.close();
});
