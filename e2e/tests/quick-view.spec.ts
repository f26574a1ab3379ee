import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import type { Product } from '@specify/contracts';
import { postAction } from './sign-in';

test('a card opens the product in a quick view without its description; Escape closes it', async ({
  page,
}) => {
  await page.goto('/au/products/tapware/');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  const productPath = new URL(
    (await card.getByRole('link', { name }).getAttribute('href')) ?? '',
    page.url(),
  ).pathname.split('/')[3];
  const { product } = await postAction<{ product: Product }>(page, 'product/getProduct', {
    path: productPath,
  });

  const opener = card.getByRole('button', { name: `Quick view: ${name}` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Quick view' });
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(dialog.getByRole('link', { name: 'View full details' })).toBeVisible();
  // The dialog sits inside the window (its gallery's slider once widened it off the right edge).
  const box = await dialog.boundingBox();
  const windowWidth = page.viewportSize()?.width ?? 0;
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(windowWidth);
  // The modal version leaves the description out (storefront §2).
  const description = product.description['en-AU']
    .replace(/[*_#>`[\]()]/g, '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 40)
    .trim();
  if (description) await expect(dialog).not.toContainText(description);
  await expect(dialog.getByRole('heading', { name: 'Description' })).toHaveCount(0);

  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
