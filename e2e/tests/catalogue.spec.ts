import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectFirstPaintHeld,
  expectListingDrawn,
  holdRequests,
  SHELL_SCRIPT,
} from './first-paint';
import { seriousViolations } from './axe';
import { filters, openGroup } from './filters';
import { signIn } from './sign-in';

const listing = (page: Page, name = 'Product listing') => page.getByRole('region', { name });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
test.describe('catalogue listings on the composed site', () => {
  // The accessibility gate runs axe on the page this test leaves: the listing with its 12 cards.
  test('a family page lists 12 cards with prices, and axe finds nothing serious', async ({
    page,
  }) => {
    await page.goto('/au/products/tapware/');
    await expect(cards(page)).toHaveCount(12);
    await expect(listing(page).getByRole('heading', { level: 1 })).toHaveText('Tapware');
    await expect(
      cards(page)
        .first()
        .getByText(/RRP \$|Contact us/),
    ).toBeVisible();
    // Colour swatches are the platform's swatch images, and they load.
    const swatch = (await openGroup(page, 'Colour')).locator('img').first();
    await swatch.scrollIntoViewIfNeeded();
    await expect
      .poll(() => swatch.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The grid is reachable by keyboard.
    await cards(page).first().getByRole('link').first().focus();
    await expect(cards(page).first().getByRole('link').first()).toBeFocused();
  });

  test("a listing's crumbs, heading and first cards come with the page and stay put as the listing loads", async ({
    browser,
    request,
  }) => {
    await expectListingDrawn(request, '/au/products/tapware/basin-mixers/');
    // At 375 px as at 1280: the products are in the first screen before any script has run.
    await expectFirstPaintHeld(
      browser,
      '/au/products/tapware/basin-mixers/',
      async (page) => {
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText('Basin Mixers');
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Tapware');
        const first = cards(page).first();
        await expect(first).toBeInViewport();
        await expect(first.locator('img').first()).toBeVisible();
        return first;
      },
      async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(listing(page)).not.toHaveAttribute('aria-busy');
        return cards(page).first();
      },
    );
  });

  test('a control on the painted listing waits for the page: Filters opens once the page has taken over', async ({
    page,
    request,
  }) => {
    await expectListingDrawn(request, '/au/products/tapware/');
    await page.setViewportSize({ width: 375, height: 812 });
    const releaseShell = await holdRequests(page, SHELL_SCRIPT);
    await page.goto('/au/products/tapware/', { waitUntil: 'commit' });
    const filtersButton = page.getByRole('button', { name: 'Filters' });
    await expect(filtersButton).toBeVisible();
    // Painted, not yet usable: the painted listing is inert, so nothing chosen on it is lost.
    expect(await filtersButton.evaluate((button) => Boolean(button.closest('[inert]')))).toBe(true);
    const clicked = filtersButton.click();
    releaseShell();
    await clicked;
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Products' })).toBeVisible();
  });

  test('List View shows a row per product: a small picture beside the name, code, colour and price', async ({
    page,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/au/products/tapware/');
      await expect(cards(page)).toHaveCount(12);
      await page.getByRole('button', { name: 'List View' }).click();
      await expect(page.getByRole('button', { name: 'Grid View' })).toBeVisible();
      const first = cards(page).first();
      const picture = await first.locator('img').first().boundingBox();
      const name = await first.getByRole('heading', { level: 3 }).boundingBox();
      const row = await first.boundingBox();
      if (!picture || !name || !row) throw new Error('the first card is not laid out');
      // The picture is small and beside the name, not above it; the row stays short.
      expect(picture.width).toBeLessThanOrEqual(130);
      expect(name.x).toBeGreaterThan(picture.x + picture.width);
      expect(row.height).toBeLessThan(width === 1280 ? 180 : 260);
      await expect(first.getByText(/RRP \$|Contact us/)).toBeVisible();
      await expect(first.getByRole('combobox', { name: /^Colour of / })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("at 375 px a card's colour shows its whole name, its name clears the heart, and Add to project keeps to one line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const view of ['Grid View', 'List View']) {
      await page.goto('/au/products/tapware/');
      await expect(cards(page)).toHaveCount(12);
      if (view === 'List View') await page.getByRole('button', { name: 'List View' }).click();
      const problems = await cards(page).evaluateAll((articles) =>
        articles.flatMap((card) => {
          const found: string[] = [];
          const name = card.querySelector('h3')?.textContent ?? '';
          // The chosen colour's text against the room the select gives it.
          const select = card.querySelector('select');
          if (select) {
            const style = getComputedStyle(select);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = select.selectedOptions[0]?.textContent ?? '';
            const room =
              select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            if (context.measureText(text).width > room) found.push(`${name}: "${text}" is cut`);
          }
          const heart = card.querySelector('button[aria-pressed]')?.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(card.querySelector('h3')!);
          const words = [...range.getClientRects()];
          if (
            heart &&
            words.some(
              (line) =>
                line.right > heart.left &&
                line.left < heart.right &&
                line.bottom > heart.top &&
                line.top < heart.bottom,
            )
          )
            found.push(`${name}: the name runs under the heart`);
          const add = [...card.querySelectorAll('button')].find((button) =>
            button.textContent?.startsWith('Add to project'),
          );
          if (add) {
            const text = document.createRange();
            text.selectNodeContents(add);
            const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1 || add.scrollWidth > add.clientWidth)
              found.push(`${name}: Add to project wraps`);
          }
          return found;
        }),
      );
      expect(problems, view).toEqual([]);
    }
  });

  test('at 375 px products fill the first screen; the Filters button opens the filters as a sheet, and they refine', async ({
    page,
  }) => {
    const screen = { width: 375, height: 812 };
    await page.setViewportSize(screen);
    await page.goto('/au/products/tapware/');
    // Measured once the page has taken over from its first paint: the painted cards are replaced
    // by the page's own, and a card measured as it is replaced has no box.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(listing(page)).not.toHaveAttribute('aria-busy');
    const picture = cards(page).first().locator('img').first();
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect(box, "the first card's picture is laid out").not.toBeNull();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(screen.height);
    // The filters are not drawn until asked for.
    await expect(filters(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Products' });
    await expect(sheet).toBeVisible();
    const brand = sheet.getByRole('group', { name: 'Brand' });
    const label = (await brand.getByRole('listitem').first().innerText()).replace(
      /\s*\(\d+\)\s*$/,
      '',
    );
    await brand.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/brand=/);
    // The sheet as a visitor sees it, open over the page.
    expect(await seriousViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    await expect(
      page
        .getByRole('region', { name: 'Active filters' })
        .getByRole('button', { name: `Remove Brand: ${label}` }),
    ).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('refines and un-refines by chips, Clear All, sort', async ({ page }) => {
    await page.goto('/au/products/tapware/');
    await expect(cards(page)).toHaveCount(12);
    const brand = filters(page).getByRole('group', { name: 'Brand' });
    const first = brand.getByRole('checkbox').first();
    const label = (await brand.getByRole('listitem').first().innerText()).replace(
      /\s*\(\d+\)\s*$/,
      '',
    );
    await first.check();
    const chips = page.getByRole('region', { name: 'Active filters' });
    const chip = chips.getByRole('button', { name: `Remove Brand: ${label}` });
    await expect(chip).toBeVisible();
    await expect(page).toHaveURL(/brand=/);
    await chip.click();
    await expect(chips).toHaveCount(0);
    await expect(page).not.toHaveURL(/brand=/);

    await first.check();
    await (await openGroup(page, 'Colour')).getByRole('checkbox').first().check();
    await expect(chips.getByRole('button', { name: /^Remove / })).toHaveCount(2);
    await chips.getByRole('button', { name: 'Clear All' }).click();
    await expect(chips).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Name A-Z' });
    await expect(page).toHaveURL(/sort=name_asc/);
    // The URL changes before the sorted results arrive: wait for the cards in name order.
    await expect(async () => {
      const names = await cards(page).getByRole('heading').allInnerTexts();
      expect(names).toHaveLength(12);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }).toPass();
    // Back/forward and reload keep the state.
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue(/name_asc/);
  });

  test('price bands refine and survive a reload; the BIM library sorts by name', async ({
    page,
  }) => {
    await page.goto('/au/products/tapware/');
    await expect(cards(page)).toHaveCount(12);
    const price = await openGroup(page, 'Price (AUD)');
    await price.getByRole('radio', { name: '$200 – $500' }).check();
    await expect(page).toHaveURL(/price\.AUD=200%3A500/);
    const chips = page.getByRole('region', { name: 'Active filters' });
    await expect(chips.getByRole('button', { name: 'Remove Price: from $200' })).toBeVisible();
    await page.reload();
    await expect(price.getByRole('radio', { name: '$200 – $500' })).toBeChecked();
    await price.getByRole('radio', { name: 'Any price' }).check();
    await expect(chips).toHaveCount(0);

    await page.goto('/au/tools-resources/bim-library/');
    await expect(cards(page).first()).toBeVisible();
    // The painted listing is inert, and its Sort by is a second one until the page takes over.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await page.getByLabel('Sort by').selectOption({ label: 'Name Z-A' });
    await expect(page).toHaveURL(/sort=name_desc/);
    await expect
      .poll(async () => {
        const names = await cards(page).getByRole('heading').allInnerTexts();
        return (
          names.length > 1 &&
          names.join('|') ===
            [...names]
              .sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true }))
              .join('|')
        );
      })
      .toBe(true);
  });

  test('the BIM library: one card per product, its files by name, leading to the BIM page', async ({
    page,
  }) => {
    await page.goto('/au/tools-resources/bim-library/');
    await expect(cards(page).first()).toBeVisible();
    // Its records are variants: distinct keeps one per product.
    const names = await cards(page).getByRole('heading').allInnerTexts();
    expect(new Set(names).size).toBe(names.length);
    const first = cards(page).first();
    await expect(first).toContainText(/Revit \(RFA\)|Collada \(DAE\)|SketchUp \(SKP\)|DWG|OBJ/);
    await expect(first).not.toContainText(/-file/);
    const name = names[0]!;
    const link = first.getByRole('link', { name, exact: true });
    const target = await link.getAttribute('href');
    expect(target).toMatch(/^\/au\/tools-resources\/bim-library\/[^/?]+\?fromBim=true$/);
    await page.goto(target!);
    const bim = page.getByRole('region', { name: 'BIM product' });
    await expect(bim.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(bim.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Tools & ResourcesBIM Library',
    );
    await expect(bim.getByRole('region', { name: 'Files' })).toBeVisible();
  });

  test('quick search, infinite scroll to a second page, a no-results query', async ({ page }) => {
    await page.goto('/au/products/tapware/');
    await expect(cards(page)).toHaveCount(12);
    // The painted listing's grid is replaced as the page takes over; scroll the page's own.
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    // The end of the grid coming into view loads exactly the next page.
    await page.getByTestId('infinite-scroll-sentinel').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(24);
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    // Jumping straight past the end of the grid (End key) loads more too: a page at a time for as
    // long as the end of the grid stays in view (the filter panel can be taller than the grid),
    // and the address names the last page loaded.
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/page=([3-9]|\d\d)/);
    // Once the loading stops, the grid holds every page up to the one the address names. (Read
    // together each time: a page read once can be overtaken by the next load while cards render.)
    await expect
      .poll(async () => {
        const loaded = Number(new URL(page.url()).searchParams.get('page'));
        return (await cards(page).count()) - loaded * 12;
      })
      .toBe(0);

    const box = page.getByLabel('Quick Search');
    await box.fill('mixer');
    await expect(page).toHaveURL(/query=mixer/);
    await expect(page).not.toHaveURL(/page=/);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).not.toHaveURL(/query=/);

    await page.goto('/au/search?query=zzqxv');
    const region = listing(page, 'Search results');
    await expect(region.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(region.getByText('No search results are found for your query:')).toContainText(
      'zzqxv',
    );
    await expect(region.getByRole('link', { name: 'Go back home' })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Tapware' })).toBeVisible();
  });

  test('nz hides the AS1428.1 filters, au hides NZ4121.1', async ({ page }) => {
    await page.goto('/nz/products/sanitaryware/');
    await expect(cards(page).first()).toBeVisible();
    await expect(filters(page).getByRole('button', { name: 'NZ4121.1 Accessible' })).toBeVisible();
    await expect(filters(page).getByRole('button', { name: /AS1428\.1/ })).toHaveCount(0);
    await page.goto('/au/products/sanitaryware/');
    await expect(cards(page).first()).toBeVisible();
    await expect(filters(page).getByRole('button', { name: 'AS1428.1 Accessible' })).toBeVisible();
    await expect(filters(page).getByRole('button', { name: /NZ4121\.1/ })).toHaveCount(0);
  });

  test('an internal-only item: hidden from a visitor, priced for an internal user', async ({
    page,
  }) => {
    await signIn(page, 'internal@example.com');
    // With the internal session's key, find a variant only internal users may see.
    const config = (await (await page.request.get('/config.json')).json()) as {
      search: { indices: { au: { 'search-variant': { newest: string } } } };
    };
    const key = (await (await page.request.get('/action/search/getSearchKey')).json()) as {
      appId: string;
      apiKey: string;
    };
    const response = await page.request.post('/1/indexes/*/queries', {
      headers: { 'x-algolia-application-id': key.appId, 'x-algolia-api-key': key.apiKey },
      data: {
        requests: [
          {
            indexName: config.search.indices.au['search-variant'].newest,
            params: 'filters=IsGWAInternal%3Atrue&hitsPerPage=1',
          },
        ],
      },
    });
    const body = (await response.json()) as { results: { hits: { 'item-code': string }[] }[] };
    const code = body.results[0]?.hits[0]?.['item-code'];
    expect(code).toBeTruthy();

    await page.goto(`/au/search?query=${code}`);
    const card = cards(page).filter({ hasText: String(code) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(/RRP \$[\d,]+\.\d\d/)).toBeVisible();

    await page.context().clearCookies();
    await page.goto(`/au/search?query=${code}`);
    await expect(
      listing(page, 'Search results').getByRole('heading', { name: 'No products found' }),
    ).toBeVisible();
  });

  test('a user without company details is prompted to complete the profile', async ({ page }) => {
    await signIn(page, 'incomplete@example.com');
    await page.goto('/au/products/tapware/');
    await cards(page)
      .first()
      .getByRole('button', { name: /^Add to project: / })
      .click();
    const notices = page.getByRole('status').filter({ hasText: 'complete your company profile' });
    await expect(notices).toBeVisible();
    await notices.getByRole('link', { name: 'Complete profile' }).click();
    await expect(page).toHaveURL(/\/company-registration$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your company details' }),
    ).toBeVisible();
  });
});
