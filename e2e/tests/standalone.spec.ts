import { expect, test } from '@playwright/test';
import { STANDALONE_PORTS } from '../playwright.config';

const FIRST_ROUTE: Record<(typeof STANDALONE_PORTS)[number][0], [string, string]> = {
  'mf-catalogue': ['/au/products/tapware/', 'Product listing'],
  'mf-product': ['/au/product/luna-basin-mixer-chrome-LU1234/', 'Product detail'],
  'mf-content': ['/au/warranty', 'Warranty'],
  'mf-account': ['/au/cart', 'Cart'],
  'mf-project-builder': ['/au/project-builder/', 'My Specifications'],
};

for (const [remote, port] of STANDALONE_PORTS) {
  test(`${remote} runs standalone with market and session switches`, async ({ page }) => {
    const [path, title] = FIRST_ROUTE[remote];
    await page.goto(`http://localhost:${port}${path}`);
    const screen = page.getByRole('region', { name: title });
    await expect(screen.getByText('au (Australia)')).toBeVisible();

    await page.getByLabel('Market').selectOption('nz');
    await expect(screen.getByText('nz (New Zealand)')).toBeVisible();
    expect(new URL(page.url()).pathname.startsWith('/nz/')).toBe(true);

    for (const session of ['trade', 'incomplete', 'internal', 'visitor']) {
      await page.getByLabel('Session').selectOption(session);
      await expect(page.getByRole('region', { name: title })).toBeVisible();
    }
  });
}

test('the mf-catalogue harness searches with the key of the chosen session', async ({ page }) => {
  const port = STANDALONE_PORTS.find(([remote]) => remote === 'mf-catalogue')?.[1];
  await page.goto(`http://localhost:${port}/au/products/sanitaryware/`);
  // The fixtures' only sanitaryware item is internal-only.
  await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();

  await page.getByLabel('Session').selectOption('internal');
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('article', { name: 'Opal Care Toilet Suite' })).toBeVisible();
});
