import { expect, test } from './fixtures';

test('an unknown path shows the not-found page and counts down to the home page', async ({
  page,
}) => {
  await page.clock.install();
  const response = await page.goto('/au/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('may have been deleted, renamed, or it never existed')).toBeVisible();
  await expect(page.getByText('Redirecting to homepage in 5 seconds.')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText('Redirecting to homepage in 4 seconds.')).toBeVisible();
  await page.clock.runFor(4000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});

test('/404 is the not-found page too', async ({ page }) => {
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
