import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_SERVERS_LOG_DIR, STANDALONE_PORTS, STANDALONE_SERVERS } from '../playwright.config';
import { waitUntilServing } from '../servers';

type Market = 'au' | 'nz';
/** How a screen shows which market it was mounted for. */
type ShowsMarket = (screen: Locator, market: Market) => Promise<void>;

/** A listing's crumbs lead home to its market's page. */
const CRUMBS_HOME: ShowsMarket = (screen, market) =>
  expect(
    screen.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', `/${market}`);

const FIRST_ROUTE: Record<(typeof STANDALONE_PORTS)[number][0], [string, string, ShowsMarket]> = {
  'mf-catalogue': ['/au/products/tapware/', 'Product listing', CRUMBS_HOME],
  // The harness's MSW fixture product, priced by the market.
  'mf-product': [
    '/au/product/luna-basin-mixer-1234-chrome-LU1234-1/',
    'Product detail',
    (screen, market) =>
      expect(
        screen.locator('header').getByText(market === 'au' ? 'RRP $349.00' : 'RRP $389.00'),
      ).toBeVisible(),
  ],
  // The harness's MSW fixture pages name the market's country.
  'mf-content': [
    '/au/warranty',
    'Warranty',
    (screen, market) =>
      expect(
        screen.getByText(
          `Every product sold in ${market === 'au' ? 'Australia' : 'New Zealand'} carries a warranty.`,
        ),
      ).toBeVisible(),
  ],
  // The harness's MSW fixtures answer the cart: empty, with a way back to the market's home.
  'mf-account': [
    '/au/cart',
    'Cart',
    (screen, market) =>
      expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
        'href',
        `/${market}`,
      ),
  ],
  // The harness starts as a visitor, whom the dashboard asks to sign in on the market's page.
  'mf-project-builder': [
    '/au/project-builder/',
    'My Specifications',
    (screen, market) =>
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/${market}/project-builder?login=true`,
      ),
  ],
};

/** Sessions a remote's first route sends elsewhere (project-builder.md §6: no first name). */
const SENT_ON: Partial<Record<(typeof STANDALONE_PORTS)[number][0], Record<string, string>>> = {
  'mf-project-builder': { incomplete: '/company-registration' },
};

// The harnesses build in the background while the site's specs run (playwright.config.ts).
test.beforeAll(async () => {
  test.setTimeout(Math.max(...STANDALONE_SERVERS.map((server) => server.timeout)));
  await Promise.all(
    STANDALONE_SERVERS.map((server) => waitUntilServing(server, E2E_SERVERS_LOG_DIR)),
  );
});

for (const [remote, port] of STANDALONE_PORTS) {
  test(`${remote} runs standalone with market and session switches`, async ({ page }) => {
    const [path, title, showsMarket] = FIRST_ROUTE[remote];
    await page.goto(`http://localhost:${port}${path}`);
    const screen = page.getByRole('region', { name: title });
    await showsMarket(screen, 'au');

    await page.getByLabel('Market').selectOption('nz');
    await showsMarket(screen, 'nz');
    expect(new URL(page.url()).pathname.startsWith('/nz/')).toBe(true);

    let away = false;
    for (const session of ['trade', 'incomplete', 'internal', 'visitor']) {
      await page.getByLabel('Session').selectOption(session);
      // Back from where the last user was sent, now as this one.
      if (away) await page.goBack();
      const sentTo = SENT_ON[remote]?.[session];
      away = sentTo !== undefined;
      if (sentTo) await expect(page).toHaveURL((url) => url.pathname === sentTo);
      else await expect(page.getByRole('region', { name: title })).toBeVisible();
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

test('the mf-account harness answers from its fixtures for the chosen session', async ({
  page,
}) => {
  const port = STANDALONE_PORTS.find(([remote]) => remote === 'mf-account')?.[1];
  await page.goto(`http://localhost:${port}/au/my-account`);
  await page.getByLabel('Session').selectOption('trade');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue('trade@example.com');
  await page.getByLabel('Session').selectOption('incomplete');
  await expect(page).toHaveURL(/\/company-registration$/);
});

test('the mf-catalogue harness answers a deep link and opens a bare address on its listing, with its fixtures’ pictures', async ({
  page,
}) => {
  const port = STANDALONE_PORTS.find(([remote]) => remote === 'mf-catalogue')?.[1];
  const deepLink = await page.goto(`http://localhost:${port}/au/products/tapware/`);
  expect(deepLink?.status()).toBe(200);
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('article', { name: 'Luna Basin Mixer' });
  const picture = card.locator('img').first();
  await expect(picture).toBeVisible();
  // Drawn by the harness's server (tooling/build/harness-files.cjs), not a broken image.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto(`http://localhost:${port}/`);
  await expect(page).toHaveURL((url) => url.pathname === '/au/products/tapware/');
  await expect(page.getByRole('region', { name: 'Product listing' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Routes' }).getByRole('link', { name: 'Tapware' }),
  ).toHaveAttribute('aria-current', 'page');
});
