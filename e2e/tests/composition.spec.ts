import { expect, test } from './fixtures';

test.describe('composed site', () => {
  test('/au and /nz load with header, footer and the home remote', async ({ page }) => {
    for (const [path, market] of [
      // The seeded home's hero names the market's country.
      ['/au', 'for every project in Australia'],
      ['/nz', 'for every project in New Zealand'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const home = page.getByRole('region', { name: 'Home' });
      await expect(home).toBeVisible();
      await expect(home.getByText(market, { exact: false }).first()).toBeVisible();
    }
  });

  test('/ serves the au home, or the remembered market', async ({ page, context }) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Home' })
        .getByText('for every project in Australia', { exact: false })
        .first(),
    ).toBeVisible();
    await context.addCookies([{ name: 'locale', value: 'nz', url: page.url() }]);
    await page.goto('/search?query=basin');
    await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
    await expect(page.getByLabel('Market')).toHaveValue('nz');
  });

  test('navigates across remotes on the client, without a full reload', async ({ page }) => {
    await page.goto('/au');
    await expect(page.getByRole('region', { name: 'Home' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const nav = page.getByRole('navigation', { name: 'Main' });

    await nav.getByRole('button', { name: 'Products' }).click();
    await nav.getByRole('link', { name: 'Tapware', exact: true }).click();
    const listing = page.getByRole('region', { name: 'Product listing' });
    await expect(listing).toBeVisible();
    await expect(listing.getByRole('heading', { level: 1 })).toHaveText('Tapware');
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible();
    await nav.getByRole('button', { name: 'Tools & Resources' }).click();
    await nav.getByRole('link', { name: 'Project Builder' }).click();
    await expect(page.getByRole('region', { name: 'My Specifications' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Specifications' })).toHaveCount(0);

    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    expect(page.url()).toMatch(/\/au\/cart$/);
  });

  test('each page names its tab, in the page served and as the visitor moves on', async ({
    page,
  }) => {
    const served = await (await page.request.get('/au/products/tapware/')).text();
    expect(served).toContain('<title>Tapware | Specify</title>');
    await page.goto('/au/products/tapware/');
    await expect(page).toHaveTitle('Tapware | Specify');
    await page.getByRole('banner').getByRole('link', { name: 'Cart' }).click();
    await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible();
    await expect(page).toHaveTitle('Cart | Specify');
    await page.goBack();
    await expect(page).toHaveTitle('Tapware | Specify');
    for (const [path, title] of [
      ['/au/search?query=mixer', 'Search: mixer | Specify'],
      ['/au/no-such-page', 'Page not found | Specify'],
      ['/verify', 'Verify your email | Specify'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('the market toggle swaps the market segment and is remembered', async ({ page }) => {
    await page.goto('/au/products/tapware/');
    await page.getByLabel('Market').selectOption('nz');
    await expect(page).toHaveURL(/\/nz\/products\/tapware\/$/);
    await expect(page.getByRole('region', { name: 'Product listing' })).toBeVisible();
    await expect(page.getByLabel('Market')).toHaveValue('nz');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('nz');
  });

  test('loads exactly one copy of react-dom across shell and remotes', async ({ page }) => {
    // Every react-dom copy registers its renderer with the devtools hook once.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.assign(window, {
        __renderers: renderers,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: unknown) {
            renderers.push(renderer);
            return renderers.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto('/au');
    await expect(page.getByRole('region', { name: 'Home' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [item, link, region] of [
      ['Products', 'Tapware', 'Product listing'],
      ['Tools & Resources', 'Project Builder', 'My Specifications'],
      ['About', 'Contact Us', 'Contact us'],
    ] as const) {
      await nav.getByRole('button', { name: item }).click();
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('region', { name: region })).toBeVisible();
    }
    expect(
      await page.evaluate(
        () => (window as unknown as { __renderers: unknown[] }).__renderers.length,
      ),
    ).toBe(1);
  });

  test('start-up does not load remotes the first route does not need', async ({ page }) => {
    const requested = new Set<string>();
    page.on('request', (request) => {
      const match = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
      if (match?.[1]) requested.add(match[1]);
    });
    await page.goto('/au/cart');
    await expect(page.getByRole('region', { name: 'Cart' })).toBeVisible();
    expect([...requested]).toEqual(['mf-account']);
  });

  test("a worker makes the page's first Intl calls, within the site's script policy", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { __refused: refused });
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    // It formats as the markets' pages do, then closes itself (often before the page has loaded).
    const warmedUp = new Promise<string>((resolve) =>
      page.on('worker', (worker) => {
        if (/\/intl-warm-up\.[0-9a-f]{8}\.js$/.test(worker.url()))
          worker.on('close', () => resolve(worker.url()));
      }),
    );
    await page.goto('/nz/products/tapware/');
    await warmedUp;
    await expect(page.getByRole('region', { name: 'Product listing' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused),
    ).toEqual([]);
  });
});
