import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import JSZip from 'jszip';
import type { Product } from '@specify/contracts';
import { seriousViolations } from './axe';
import { expectFirstPaintHeld } from './first-paint';
import { findProduct, pricedOnAu, productPath } from './products';
import { signIn } from './sign-in';

const detail = (page: Page) => page.getByRole('region', { name: 'Product detail' });
const heading = (page: Page) => detail(page).getByRole('heading', { level: 1 });

/** A product with two visitor-priced variants of different prices, with files to download. */
async function productWithVariants(page: Page): Promise<Product> {
  await page.goto('/au');
  return findProduct(page, (product) => {
    const priced = product.variants.filter(pricedOnAu);
    const [a, b] = priced;
    return Boolean(
      a &&
      b &&
      a.prices[0]?.value.centAmount !== b.prices[0]?.value.centAmount &&
      a.attributes.downloads.some((entry) => /^\/files\//.test(String(entry.value))),
    );
  });
}

test.describe('product page', () => {
  test("a product's crumbs and first picture come with the page and stay put as the page loads", async ({
    browser,
    page,
  }) => {
    const product = await productWithVariants(page);
    const [first] = product.variants.filter(pricedOnAu);
    await expectFirstPaintHeld(
      browser,
      `/au/product/${productPath(product, first!.sku)}/`,
      async (painted) => {
        await expect(painted.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
          product.name['en-AU'],
        );
        const picture = painted.getByRole('img', { name: /image 1 of/ });
        await expect(picture).toBeVisible();
        return picture;
      },
      async (loaded) => {
        await expect(heading(loaded)).toHaveText(product.name['en-AU']);
        return detail(loaded).getByRole('img', { name: /image 1 of/ });
      },
    );
  });

  test('a listing card opens the product page in a new tab', async ({ page, context }) => {
    await page.goto('/au/products/tapware/');
    const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name }).first().click(),
    ]);
    await expect(tab).toHaveURL(/\/au\/product\/[^/]+\/\?category=tapware$/);
    await expect(heading(tab)).toHaveText(name);
    await expect(tab.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Tapware');
  });

  test('a variant change rewrites the URL and the price without a reload', async ({ page }) => {
    const product = await productWithVariants(page);
    const [first, second] = product.variants.filter(pricedOnAu);
    await page.goto(`/au/product/${productPath(product, first!.sku)}/`);
    await expect(heading(page)).toBeVisible();
    const header = detail(page).getByRole('banner').or(detail(page).locator('header')).first();
    const price = header.getByText(/^RRP \$/);
    const before = await price.textContent();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    const select = detail(page).getByLabel('Colour / finish');
    const option = await select
      .locator('option', { hasText: second!.attributes['item-code'] })
      .getAttribute('value');
    await select.selectOption(option ?? '');
    await expect(page).toHaveURL(new RegExp(`/au/product/${productPath(product, second!.sku)}/$`));
    await expect(header.getByText(`Item code ${second!.attributes['item-code']}`)).toBeVisible();
    await expect(price).not.toHaveText(before ?? '');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  for (const width of [375, 1280]) {
    test(`the related products slider starts as the visitor reaches it and turns, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await productWithVariants(page);
      await page.goto(`/au/product/${productPath(product, product.variants[0]!.sku)}/`);
      const row = detail(page)
        .getByRole('group', { name: /^(Related Products|Frequently bought together)$/ })
        .first();
      // The cards are there before the slider starts (it starts within a screen of the viewport).
      await expect(row.getByRole('article').first()).toBeAttached();
      await row.scrollIntoViewIfNeeded();
      const previous = row.getByRole('button', { name: 'Previous products' });
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await row.getByRole('button', { name: 'Next products' }).click();
      // Turned: the way back opens (swiper drops the attribute rather than set it false).
      await expect(previous).toBeVisible();
      await expect(previous).not.toHaveAttribute('aria-disabled', 'true');
    });
  }

  for (const width of [375, 1280]) {
    test(`the gallery turns, and a picture opens full screen and closes, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await productWithVariants(page);
      await page.goto(`/au/product/${productPath(product, product.variants[0]!.sku)}/`);
      const gallery = detail(page).getByRole('region', { name: / images$/ });
      const dots = gallery.getByRole('button', { name: /^Go to slide/ });
      // Swiper starts just after the page renders: its dots come with it.
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');
      const next = gallery.getByRole('button', { name: 'Next image' });
      if (width > 1024) {
        await next.click();
      } else {
        // No arrows up to 1024 px: the dots turn it (and a swipe).
        await expect(next).toBeHidden();
        await dots.nth(1).click();
      }
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await gallery.getByRole('button', { name: /^View image 2 of \d+ full screen$/ }).click();
      // The lightbox opens on the picture tapped: the second slide, in view.
      const lightbox = page.getByRole('dialog');
      await expect(
        lightbox.getByRole('group', { name: /^2 \/ \d+$/ }).getByRole('img'),
      ).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });
  }

  test('the side navigation scrolls to a section and marks it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const product = await productWithVariants(page);
    await page.goto(`/au/product/${productPath(product, product.variants[0]!.sku)}/`);
    const nav = detail(page).getByRole('navigation', { name: 'On this page' });
    await nav.getByRole('link', { name: 'Technical Information' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Technical Information' }),
    ).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Technical Information' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('Download all files saves files.zip holding the variant files; Download PDF saves a PDF', async ({
    page,
  }) => {
    const product = await productWithVariants(page);
    const variant = product.variants.find(pricedOnAu)!;
    // jszip (its messages name it) loads when Download all files is pressed, not with the page.
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      // A body of a page already left is gone; this page's scripts are what counts.
      scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(`/au/product/${productPath(product, variant.sku)}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((body) => body.includes('JSZip'))).toBe(false);
    const technical = page.getByRole('region', { name: 'Technical Information' });
    const links = technical.getByRole('link', { name: /opens in a new tab/ });
    await expect(links.first()).toBeVisible();
    const names = (await links.evaluateAll((anchors) =>
      anchors.map((anchor) =>
        decodeURIComponent(
          new URL((anchor as HTMLAnchorElement).href).pathname.split('/').pop() ?? '',
        ),
      ),
    )) as string[];

    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      technical.getByRole('button', { name: 'Download all files' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe('files.zip');
    expect(scripts.some((body) => body.includes('JSZip'))).toBe(true);
    const zip = await JSZip.loadAsync(await readFile((await zipDownload.path())!));
    expect(Object.keys(zip.files).sort()).toEqual([...new Set(names)].sort());

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      detail(page).getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(
      new RegExp(`^${variant.sku}-[a-z0-9-]+\\.pdf$`),
    );
    const pdf = await readFile((await pdfDownload.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an internal-only variant sends a visitor to the not-found page', async ({
    browser,
    page,
  }) => {
    const internal = await browser.newPage();
    await internal.goto('/au');
    await signIn(internal, 'internal@example.com');
    const mixed = await findProduct(
      internal,
      (product) =>
        !product.attributesAlgolia.IsGWAInternal &&
        product.variants.some((variant) => variant.attributes.IsGWAInternal) &&
        product.variants.some((variant) => !variant.attributes.IsGWAInternal),
    );
    const hidden = mixed.variants.find((variant) => variant.attributes.IsGWAInternal)!;
    const path = productPath(mixed, hidden.sku);
    await internal.goto(`/au/product/${path}/`);
    await expect(heading(internal)).toBeVisible();
    await internal.close();

    await page.goto(`/au/product/${path}/`);
    await expect(page).toHaveURL(/\/au\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('nz shows the Building Product Information Requirement link and au does not', async ({
    page,
  }) => {
    const product = await productWithVariants(page);
    const path = productPath(product, product.variants[0]!.sku);
    await page.goto(`/nz/product/${path}/`);
    await expect(
      page.getByRole('link', { name: 'Building Product Information Requirement' }),
    ).toHaveAttribute('href', new RegExp(product.variants[0]!.attributes['product-code']));
    await page.goto(`/au/product/${path}/`);
    await expect(heading(page)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Building Product Information Requirement' }),
    ).toHaveCount(0);
  });

  test('the BIM product page links to the product page with fromBim=false', async ({ page }) => {
    const product = await productWithVariants(page);
    const path = productPath(product, product.variants[0]!.sku);
    await page.goto(`/au/tools-resources/bim-library/${path}?fromBim=true`);
    const bim = page.getByRole('region', { name: 'BIM product' });
    await expect(bim.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Tools & ResourcesBIM Library',
    );
    await expect(bim.getByRole('region', { name: 'Files' })).toBeVisible();
    await bim.getByRole('link', { name: 'Go to Product Page' }).click();
    await expect(page).toHaveURL(new RegExp(`/au/product/${path}/\\?fromBim=false$`));
    await expect(page.getByRole('region', { name: 'Need advice?' })).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing serious on the product and BIM pages at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await productWithVariants(page);
      const path = productPath(product, product.variants[0]!.sku);
      await page.goto(`/au/product/${path}/`);
      await expect(page.getByRole('region', { name: 'Related Products' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/au/tools-resources/bim-library/${path}`);
      // The accessibility gate checks the BIM page, where the test ends.
      await expect(page.getByRole('region', { name: 'Files' })).toBeVisible();
    });
  }
});
