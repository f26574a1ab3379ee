import type { Page } from '@playwright/test';
import { encodePassword, MARKET_STORE_KEYS } from '@specify/contracts';
import { expect, test } from './fixtures';
import { PASSWORD, inStockSkus, mailedLink, postAction } from './sign-in';

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'geo_popup_seen', value: '1', url: 'http://localhost:3100' }]);
});

/** The Total row's amount of the totals on the page. */
const orderTotal = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Total/ })
    .locator('xpath=following-sibling::dd');

/** A new account: signed up, its email confirmed by the mailed link, its company details given. */
async function newAccount(page: Page, email: string) {
  await page.goto('/au');
  await postAction(page, 'account/register', {
    Username: email,
    Password: encodePassword(PASSWORD),
    ConfirmPassword: encodePassword(PASSWORD),
    website: new URL(page.url()).origin,
    stores: [...MARKET_STORE_KEYS],
  });
  const link = new URL(await mailedLink(page, email, '/confirm-email'), page.url());
  await postAction(page, 'account/confirm', { token: link.searchParams.get('token') });
  await postAction(page, 'account/login', {
    email,
    password: encodePassword(PASSWORD),
    remember: false,
  });
  await postAction(page, 'account/update', {
    firstName: 'Olive',
    lastName: 'Order',
    role: 'Architect',
    phone: '0412345678',
    companyName: 'Harbour Architects',
    companyType: 'Architect',
    country: 'Australia',
    state: 'NSW',
    postal_code: '2000',
  });
  await postAction(page, 'account/logout', {});
}

test('a new user checks out: sign in from the cart, a new address, the method, the review, the order in My orders', async ({
  page,
}) => {
  const email = `e2e-checkout-${Date.now()}@example.com`;
  await newAccount(page, email);

  // A visitor fills the cart, then checks out: first the sign-in dialog, then back to the cart.
  const [sku] = await inStockSkus(page, 1);
  await postAction(page, 'cart/addItem', { variant: { sku, count: 2 } });
  await page.goto('/au/cart');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText('Sign in to check out.', { exact: false })).toBeVisible();
  await summary.getByRole('button', { name: 'Check out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/au\/cart$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Olive' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart items (2 items)' })).toBeVisible();

  await summary.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/au\/checkout$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 5: Ship to' })).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Olive');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Order');
  await form.getByRole('textbox', { name: 'Street number' }).fill('1');
  await form.getByRole('textbox', { name: 'Street', exact: true }).fill('George Street');
  await form.getByRole('textbox', { name: 'Suburb or city' }).fill('Sydney');
  await form.getByRole('combobox', { name: 'State or region' }).selectOption('NSW');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('2000');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: /1 George Street/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 4 of 5: Shipping method' }),
  ).toBeFocused();
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 5 of 5: Review your order' }),
  ).toBeFocused();
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText(
    '1 George Street',
  );
  await expect(page.getByRole('region', { name: 'Shipping method' })).toContainText(
    'Express delivery',
  );
  await expect(page.getByText('Shipping (estimate)')).toHaveCount(0);
  await expect(page.getByText('Shipping', { exact: true })).toBeVisible();
  const total = await orderTotal(page).textContent();
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expect(page.getByText(/No payment is taken now/)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
  const confirmation = page.getByRole('status').filter({ hasText: 'will be confirmed' });
  await expect(confirmation).toContainText(/Your order AU-\d{6} has been placed/);
  const orderNumber = /AU-\d{6}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByText('To be confirmed')).toBeVisible();
  await expect(page.getByText('Shipping (estimate)')).toHaveCount(0);
  await expect(orderTotal(page)).toHaveText(total ?? '');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }),
  ).toBeVisible();

  // The order is in My orders, from My Account.
  await page.goto('/au/my-account');
  await page
    .getByRole('region', { name: 'My orders' })
    .getByRole('link', { name: 'View your orders' })
    .click();
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders.getByRole('listitem')).toContainText('To be confirmed');
  await expect(orders.getByRole('listitem')).toContainText(total ?? '');
  await orders.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('2 items');
  await expect(orderTotal(page)).toHaveText(total ?? '');
});
