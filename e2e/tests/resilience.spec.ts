import { expect, test } from './fixtures';

const REMOTE_ROUTES = [
  ['mf-content', '/au/warranty', 'Warranty'],
  ['mf-catalogue', '/au/products/basins/', 'Product listing'],
  // A product of the seeded catalogue (the generator is deterministic).
  [
    'mf-product',
    '/au/product/luna-edge-hose-tap-100004-brushed-nickel-KN100004-1/',
    'Product detail',
  ],
  ['mf-account', '/au/cart', 'Cart'],
  ['mf-project-builder', '/au/project-builder/', 'My Specifications'],
] as const;

for (const [remote, path, title] of REMOTE_ROUTES) {
  test(`${remote} unreachable: its routes show a fallback with Retry, the rest works`, async ({
    page,
  }) => {
    await page.route(`**/remotes/${remote}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(path);
    const fallback = page.getByRole('alert').filter({ hasText: 'unavailable right now' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Another remote's route still works, by client-side navigation.
    const other = REMOTE_ROUTES.find(([name]) => name !== remote);
    if (!other) throw new Error('need a second remote');
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
    }, other[1]);
    await expect(page.getByRole('region', { name: other[2] })).toBeVisible();
    await expect(fallback).toHaveCount(0);

    // Back on the broken remote once it recovers, Retry brings it in without a reload.
    await page.goBack();
    await expect(fallback).toBeVisible();
    await page.unroute(`**/remotes/${remote}/**`);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  });
}

test('a slow remote gets its fallback after the load timeout', async ({ page }) => {
  await page.route('**/remotes/mf-content/**', () => {
    // Never answered: the remote hangs.
  });
  const started = Date.now();
  await page.goto('/au/warranty');
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable right now' })).toBeVisible({
    timeout: 10_000,
  });
  const elapsed = Date.now() - started;
  await expect(page.getByText('Error code SPEC-LOAD-002')).toBeVisible();
  test.info().annotations.push({ type: 'slow-remote-fallback-ms', description: String(elapsed) });
  expect(elapsed).toBeGreaterThan(3_000);
});

test('a bad manifest gets the fallback', async ({ page }) => {
  await page.route('**/remotes/mf-account/**/mf-manifest.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"not":"a manifest"' }),
  );
  await page.goto('/au/cart');
  await expect(page.getByRole('alert').filter({ hasText: 'unavailable right now' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
