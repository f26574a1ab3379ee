import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { expectFirstPaintHeld } from './first-paint';
import { contactForm, sendContactMessage } from './contact';

const home = (page: Page) => page.getByRole('region', { name: 'Home' });
/** The home's hero slides, in order (@specify/data's page content). */
const HERO_SLIDES = [
  'Bathrooms specified with confidence',
  'Kitchens that work hard',
  'Designed for every body',
];

/** Whether the element shows whole: inside the viewport and not clipped by the slider. */
function wholeInViewport(element: Element): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      resolve((entry?.intersectionRatio ?? 0) === 1);
    });
    observer.observe(element);
  });
}

test.describe('content pages', () => {
  test('the home renders its sections and the hero slider moves', async ({ page }) => {
    await page.goto('/au');
    await expect(
      home(page).getByRole('heading', { level: 1, name: 'Bathrooms specified with confidence' }),
    ).toBeVisible();
    for (const heading of [
      'Shop by category',
      'Featured ranges',
      'Made for specifiers',
      'Latest product releases',
    ])
      await expect(home(page).getByRole('heading', { name: heading })).toBeVisible();
    await expect(home(page).getByRole('link', { name: 'Tapware' })).toHaveAttribute(
      'href',
      '/au/products/tapware/',
    );
    // The slider loads when a visitor reaches for it (or turns by itself once its first 8 s are
    // up, which a slow machine can reach first): the next slide is the one after the one showing.
    const slider = home(page).getByRole('region', { name: 'Featured' });
    await slider.hover();
    const next = slider.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeVisible();
    const slides = HERO_SLIDES.map((name) => slider.getByRole('heading', { name }));
    let showing = -1;
    await expect(async () => {
      showing = -1;
      for (const [index, slide] of slides.entries())
        if (await slide.evaluate(wholeInViewport)) showing = index;
      expect(showing, 'one slide showing whole, the slider at rest').not.toBe(-1);
    }).toPass();
    await next.click();
    await expect(slides[(showing + 1) % slides.length]!).toBeInViewport({ ratio: 1 });
  });

  test("the home's hero comes with the page, before any script, and stays put as the page takes over", async ({
    browser,
  }) => {
    await expectFirstPaintHeld(
      browser,
      '/au',
      async (page) => {
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText('Bathrooms specified with confidence');
        await expect(page.getByRole('link', { name: 'Explore products' })).toHaveAttribute(
          'href',
          '/au/products/tapware/',
        );
        return heading;
      },
      // The remote's own hero has taken the first paint's place.
      async (page) => {
        await expect(home(page).getByRole('heading', { name: 'Shop by category' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        return home(page).getByRole('heading', { level: 1 });
      },
    );
  });

  test('a product release video opens in a modal and closes', async ({ page }) => {
    await page.goto('/au/product-releases');
    await page.getByRole('button', { name: 'Play video: Choosing a finish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choosing a finish' });
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/M7lc1UVf-VE/,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the warranty spreadsheet renders as a table', async ({ page }) => {
    await page.goto('/au/warranty');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Effective from' })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('cell', { name: 'January 2025' }).first()).toBeVisible();
    // On a phone its four columns fit the screen, none scrolled out of sight.
    await page.setViewportSize({ width: 375, height: 812 });
    const box = await table.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(375);
  });

  test('contact: the rules speak, then a submission succeeds; nz has no State', async ({
    page,
  }) => {
    await page.goto('/au/about-us/contact-us');
    const form = contactForm(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter a valid first name.')).toBeVisible();
    await expect(form.getByText('Description is required.')).toBeVisible();

    await sendContactMessage(form, { state: 'VIC' });
    await expect(form.getByLabel('Name')).toHaveValue('');

    await page.goto('/nz/about-us/contact-us');
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
    await expect(page.getByLabel(/^State/)).toHaveCount(0);
  });

  test('a brand listing shows mf-content landing content above its products', async ({ page }) => {
    await page.goto('/au/brands/kinnear/');
    const brand = page.getByRole('region', { name: 'Brand' });
    await expect(brand.getByRole('heading', { level: 1, name: 'Kinnear' })).toBeVisible();
    // One title: the hero below the h1 carries the brand's line, not its name again.
    await expect(brand.getByRole('heading', { name: 'Kinnear', exact: true })).toHaveCount(1);
    await expect(brand.getByRole('heading', { name: 'About Kinnear' })).toBeVisible();
    const related = brand.getByRole('group', { name: 'Related products' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expect(
      brand.getByRole('list', { name: 'Products' }).getByRole('article').first(),
    ).toBeVisible();
    // The landing's sliders stay within the page (they once widened it, and it them, without end).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a landing page does not jump: its products wait below until the landing above is in', async ({
    browser,
  }) => {
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/au/brands/kinnear/');
      const brand = page.getByRole('region', { name: 'Brand' });
      await expect(brand.getByRole('group', { name: 'Related products' })).toBeVisible();
      await expect(
        brand.getByRole('list', { name: 'Products' }).getByRole('article').first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      const total = await page.evaluate(
        () => (window as unknown as { shifts: { total: number } }).shifts.total,
      );
      expect(total, `layout shift at ${viewport.width} px`).toBeLessThanOrEqual(0.01);
      await context.close();
    }
  });

  for (const width of [375, 1280]) {
    test(`axe finds nothing serious on home, contact and our story at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, ready] of [
        ['/au', 'Shop by category'],
        ['/au/about-us/contact-us', 'Send us a message'],
        ['/au/our-story', 'Our timeline'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: ready })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  }
});
