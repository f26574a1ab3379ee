import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { contactForm, sendContactMessage } from '../tests/contact';
import { inStockSkus, postAction, signIn } from '../tests/sign-in';

/** Every page and state a visitor meets; each later screen adds its row as it lands. */
const PAGES: {
  name: string;
  path: string;
  /** What the page needs first (a signed-in user, a filled cart). */
  setup?: (page: Page) => Promise<void>;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'home',
    path: '/au',
    ready: async (page) => {
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Home' })).toBeVisible();
    },
  },
  {
    name: 'listing',
    path: '/au/products/tapware/',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Products' }).getByRole('article')).toHaveCount(12),
  },
  {
    name: 'menu-open',
    path: '/au/products/tapware/',
    ready: async (page) => {
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      const wide = (page.viewportSize()?.width ?? 0) >= 1024;
      if (wide)
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Products' })
          .click();
      else {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('button', { name: 'Products' })
          .click();
      }
    },
  },
  {
    name: 'product',
    path: '/au/product/luna-edge-hose-tap-100004-brushed-nickel-KN100004-1/',
    ready: (page) => expect(page.getByRole('region', { name: 'Related Products' })).toBeVisible(),
  },
  {
    name: 'product-lightbox',
    path: '/au/product/luna-edge-hose-tap-100004-brushed-nickel-KN100004-1/',
    ready: async (page) => {
      // Once the page is the remote's (the first paint's gallery is not yet interactive).
      await expect(page.getByRole('region', { name: 'Related Products' })).toBeVisible();
      await page.getByRole('button', { name: /View image 1 of/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'bim-product',
    path: '/au/tools-resources/bim-library/luna-edge-hose-tap-100004-brushed-nickel-KN100004-1?fromBim=true',
    ready: (page) => expect(page.getByRole('region', { name: 'Files' })).toBeVisible(),
  },
  {
    name: 'feedback',
    path: '/au',
    ready: async (page) => {
      const quick = page.getByRole('complementary', { name: 'Quick links' });
      const show = quick.getByRole('button', { name: 'Show quick links' });
      if (await show.isVisible()) await show.click();
      await quick.getByRole('button', { name: 'Share Feedback' }).click();
      await expect(page.getByRole('dialog', { name: 'Share your feedback' })).toBeVisible();
    },
  },
  {
    name: 'cart',
    path: '/au/cart',
    setup: async (page) => {
      await page.goto('/au');
      const [first, second] = await inStockSkus(page, 2);
      await postAction(page, 'cart/addItem', { variant: { sku: first, count: 1 } });
      await postAction(page, 'cart/addItem', { variant: { sku: second, count: 3 } });
    },
    ready: (page) =>
      expect(page.getByRole('list', { name: /^Cart items/ }).getByRole('listitem')).toHaveCount(2),
  },
  {
    name: 'wishlist',
    path: '/au/wishlist',
    setup: async (page) => {
      await page.goto('/au');
      const [first, second] = await inStockSkus(page, 2);
      await postAction(page, 'wishlist/addItem', { variant: { sku: first }, count: 1 });
      await postAction(page, 'wishlist/addItem', { variant: { sku: second }, count: 2 });
    },
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Saved products' }).getByRole('listitem')).toHaveCount(
        2,
      ),
  },
  {
    name: 'add-to-cart-open',
    path: '/au/products/tapware/',
    ready: async (page) => {
      const [sku] = await inStockSkus(page, 1);
      await page.evaluate((requested) => {
        window.dispatchEvent(
          new CustomEvent('specify:cart:add-requested', {
            detail: { sku: requested, count: 1, name: 'Basin mixer', details: 'Chrome' },
          }),
        );
      }, sku);
      await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    },
  },
  {
    name: 'my-account',
    path: '/au/my-account',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: (page) => expect(page.getByRole('form', { name: 'Your details' })).toBeVisible(),
  },
  {
    name: 'builder-dashboard',
    path: '/au/project-builder/',
    setup: async (page) => {
      await signIn(page, 'trade@example.com');
      await sampleProject(page);
    },
    ready: (page) =>
      expect(
        page.getByRole('list', { name: 'Open projects' }).getByRole('article').first(),
      ).toBeVisible(),
  },
  {
    name: 'builder-create',
    path: '/au/project-builder/create',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: (page) => expect(page.getByRole('button', { name: 'Save & Continue' })).toBeVisible(),
  },
  {
    name: 'builder-add-products',
    path: '/au/project-builder/',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: async (page) => {
      await page.goto(`/au/project-builder/edit?projectId=${await sampleProject(page)}`);
      await page.getByRole('tab', { name: 'Add products' }).click();
      await expect(page.getByRole('button', { name: 'Grid View' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Add to project/ }).first()).toBeVisible();
    },
  },
  {
    name: 'builder-view-products',
    path: '/au/project-builder/',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: async (page) => {
      await page.goto(`/au/project-builder/view?projectId=${await sampleProject(page)}`);
      await expect(page.getByRole('region', { name: 'Main Bathroom 1' })).toBeVisible();
    },
  },
  {
    name: 'builder-summary-portrait',
    path: '/au/project-builder/',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: async (page) => {
      await page.goto(`/au/project-builder/edit?projectId=${await sampleProject(page)}`);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    },
  },
  {
    name: 'builder-summary-landscape',
    path: '/au/project-builder/',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: async (page) => {
      await page.goto(`/au/project-builder/edit?projectId=${await sampleProject(page)}`);
      await page.getByRole('tab', { name: 'Preview' }).click();
      await page.getByRole('radio', { name: 'Landscape' }).check();
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'builder-share-summary',
    path: '/au/project-builder/',
    setup: async (page) => {
      await signIn(page, 'trade@example.com');
      const projectId = await sampleProject(page);
      const { shareToken } = await postAction<{ shareToken: string }>(
        page,
        'project/getShareLink',
        { shoppingListId: projectId },
      );
      sharedPath = `/au/project-builder/share-summary/?projectId=${projectId}&company=Harbour%20Architects&share=${shareToken}`;
      await page.context().clearCookies();
    },
    ready: async (page) => {
      await page.goto(sharedPath);
      await expect(page.getByRole('heading', { level: 1, name: 'Harbour House' })).toBeVisible();
    },
  },
  {
    name: 'quick-view-open',
    path: '/au/products/tapware/',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Quick view: / })
        .first()
        .click();
      await expect(
        page.getByRole('dialog', { name: 'Quick view' }).getByRole('heading', { level: 2 }).first(),
      ).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'add-to-project-open',
    path: '/au/products/tapware/',
    setup: async (page) => {
      await signIn(page, 'trade@example.com');
      await sampleProject(page);
    },
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Add to project: / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Add to project' })).toBeVisible();
    },
  },
  // The landings, search and the listing's other states.
  {
    name: 'brand',
    path: '/au/brands/kinnear/',
    ready: (page) => landing(page),
  },
  {
    name: 'sector',
    path: '/au/sectors/offices/',
    ready: (page) => landing(page),
  },
  {
    name: 'collection',
    path: '/au/collection/luna/',
    ready: (page) => landing(page),
  },
  {
    name: 'search',
    path: '/au/search?query=mixer',
    ready: (page) => firstCard(page),
  },
  {
    name: 'search-no-results',
    path: '/au/search?query=zzqxv',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'listing-list-view',
    path: '/au/products/tapware/',
    ready: async (page) => {
      await firstCard(page);
      await page.getByRole('button', { name: 'List View' }).click();
      await expect(page.getByRole('button', { name: 'Grid View' })).toBeVisible();
    },
  },
  {
    name: 'listing-filters-open',
    path: '/au/products/tapware/',
    ready: async (page) => {
      await firstCard(page);
      const filters = page.getByRole('button', { name: /^Filters/ });
      if (await filters.isVisible()) {
        await filters.click();
        await expect(page.getByRole('dialog', { name: 'Products' })).toBeVisible();
      }
    },
  },
  {
    name: 'bim-library',
    path: '/au/tools-resources/bim-library/',
    ready: (page) => firstCard(page),
  },
  // CMS pages.
  {
    name: 'our-story',
    path: '/au/our-story',
    ready: (page) => cmsPage(page),
  },
  {
    name: 'experience-centres',
    path: '/au/experience-centres/',
    ready: (page) => cmsPage(page),
  },
  {
    name: 'case-studies',
    path: '/au/case-studies',
    ready: (page) => cmsPage(page),
  },
  {
    name: 'case-study',
    path: '/au/case-studies/northbank-apartments',
    ready: (page) => cmsPage(page),
  },
  {
    name: 'product-releases',
    path: '/au/product-releases',
    ready: (page) => cmsPage(page),
  },
  {
    name: 'warranty',
    path: '/au/warranty',
    ready: async (page) => {
      await cmsPage(page);
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'contact-sent',
    path: '/au/about-us/contact-us',
    ready: (page) => sendContactMessage(contactForm(page)),
  },
  {
    name: 'not-found',
    path: '/au/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  // Account pages, empty and full.
  {
    name: 'login',
    path: '/login',
    ready: (page) => expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(),
  },
  {
    name: 'verify',
    path: '/verify?email=sam%40example.com',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'company-registration',
    path: '/company-registration',
    setup: (page) => signIn(page, 'incomplete@example.com'),
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'cart-empty',
    path: '/au/cart',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible(),
  },
  {
    name: 'wishlist-empty',
    path: '/au/wishlist',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'checkout',
    path: '/au/checkout',
    setup: async (page) => {
      await signIn(page, 'trade@example.com');
      const [sku] = await inStockSkus(page, 1);
      await postAction(page, 'cart/addItem', { variant: { sku, count: 2 } });
    },
    ready: (page) => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(),
  },
  {
    name: 'my-orders',
    path: '/au/my-account/orders',
    setup: (page) => signIn(page, 'trade@example.com'),
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible(),
  },
];

/** A listing's first product card is in. */
const firstCard = (page: Page) =>
  expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();

/** A CMS page, once its remote has taken over from the first paint (no loading sign left). */
async function cmsPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** A landing's content (its own front end's, in after the listing's cards) and its products. */
async function landing(page: Page) {
  await firstCard(page);
  await expect(page.getByRole('heading', { level: 2, name: /^About / })).toBeVisible();
}

/** Pictures load as they near the screen: a full-page shot scrolls through the page first. */
async function loadPictures(page: Page) {
  await page.evaluate(async () => {
    // The page as it first stands (a listing's next page, loaded at its foot, is not waited for).
    const end = document.body.scrollHeight;
    for (let y = 0; y < end; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    window.scrollTo(0, 0);
  });
  // Pictures the scroll brought near the screen (some, in closed slides, never load).
  await page.waitForLoadState('networkidle');
}

/** The share link the shared-summary screenshot opens, made in its set-up. */
let sharedPath = '';

/** A signed-in trade user's project with two rooms of products, made through the actions. */
async function sampleProject(page: Page): Promise<string> {
  const project = await postAction<{ id: string }>(page, 'project/createShoppingList', {
    projectDetails: {
      projectName: 'Harbour House',
      projectType: 'multi-res',
      projectLocation: 'NSW',
    },
    selectedRoomDetails: [
      { roomName: 'Main Bathroom', count: 1, value: [1] },
      { roomName: 'Kitchen', count: 1, value: [1] },
    ],
    specifierDetails: { username: 'Tessa Trade' },
  });
  const skus = await inStockSkus(page, 4);
  for (const [index, sku] of skus.entries())
    await postAction(page, 'project/updateShoppingList', {
      shoppingListId: project.id,
      sku,
      items: [{ roomName: index < 3 ? 'Main Bathroom 1' : 'Kitchen 1', quantity: index + 1 }],
    });
  return project.id;
}

const OUT = join(__dirname, '..', 'screenshots');

for (const width of [375, 1280]) {
  for (const entry of PAGES) {
    test(`${entry.name} at ${width} px`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'geo_popup_seen', value: '1', url: baseURL }]);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await entry.setup?.(page);
      await page.goto(entry.path);
      await entry.ready(page);
      const fullPage = !entry.name.endsWith('open') && entry.name !== 'feedback';
      if (fullPage) await loadPictures(page);
      await page.screenshot({
        path: join(OUT, `${entry.name}-${width}.png`),
        fullPage,
        animations: 'disabled',
      });
    });
  }
}
