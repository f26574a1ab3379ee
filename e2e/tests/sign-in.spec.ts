import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { PASSWORD, mailedLink, signIn } from './sign-in';

test.beforeEach(async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'geo_popup_seen', value: '1', url: 'http://localhost:3100' }]);
});

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Sign in or create an account' });
}

async function signInWith(page: Page, email: string, password = PASSWORD) {
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: 'Email' }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  await modal.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('?login=true opens the modal; a trade user signs in and the header says Tessa', async ({
  page,
}) => {
  await page.goto('/au/products/tapware/?login=true');
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/au\/products\/tapware\/$/);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await signInWith(page, 'trade@example.com');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tessa' })).toBeVisible();
  await expect(page).toHaveURL(/\/au\/products\/tapware\/$/);
});

test('the header button opens it; a wrong password is refused with the spec message', async ({
  page,
}) => {
  await page.goto('/nz');
  await page.getByRole('button', { name: 'Sign in / Sign up' }).click();
  await signInWith(page, 'trade@example.com', 'Wrong#2026');
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Error logging in user. Please check your email/password.',
  );
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
});

test('an incomplete user lands on /company-registration', async ({ page }) => {
  await page.goto('/au?login=true');
  await signInWith(page, 'incomplete@example.com');
  // To come back to the page once the details are saved.
  await expect(page).toHaveURL(/\/company-registration\?returnTo=%2Fau$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Ivan' })).toBeVisible();
});

test('sign up, verify by the mailed link, sign in; then reset the password by mail', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto('/au?login=true');
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  const form = dialog(page).getByRole('form', { name: 'Sign up' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  await page.goto(await mailedLink(page, email, '/confirm-email'));
  await expect(page.getByText('Your email is confirmed. You can sign in now.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await signInWith(page, email);
  await expect(dialog(page)).toBeHidden();
  // A new account has no company yet: it is sent to complete it (from a sign-in page there is
  // nowhere to come back to, so no returnTo).
  await expect(page).toHaveURL(/\/company-registration$/);

  await page
    .getByRole('banner')
    .getByRole('button', { name: email.slice(0, 8) + '…' })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Sign in / Sign up' }).click();
  await dialog(page).getByRole('button', { name: 'Forgot your password?' }).click();
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(`/password-reset-confirm?email=${encodeURIComponent(email)}`);

  await page.goto(await mailedLink(page, email, '/reset-password'));
  await page.getByRole('textbox', { name: 'New password' }).fill('Brand#New2026');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Brand#New2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto('/au?login=true');
  await signInWith(page, email, 'Brand#New2026');
  await expect(dialog(page)).toBeHidden();
});

test('/login is the same form as a page, and returns where it was asked to', async ({ page }) => {
  await page.goto('/login?returnTo=%2Fnz%2Fproducts%2Fbaths%2F');
  await page.getByRole('textbox', { name: 'Email' }).fill('trade@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/nz\/products\/baths\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tessa' })).toBeVisible();
});

for (const returnTo of ['/\\evil.example/phish', '//evil.example/phish', '/\t/evil.example/']) {
  test(`/login never returns to another site: ${JSON.stringify(returnTo)}`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    await page.getByRole('textbox', { name: 'Email' }).fill('trade@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    // The home of the site, as without a returnTo.
    await expect(page).toHaveURL(`${baseURL}/au`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Tessa' })).toBeVisible();
  });
}

test('My account: a trade user updates the profile, and the header follows the new name', async ({
  page,
  tradeAccount,
}) => {
  await page.goto('/au?login=true');
  await signInWith(page, tradeAccount.email);
  await expect(dialog(page)).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Tessa' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'Email' })).toHaveValue(tradeAccount.email);
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('textbox', { name: 'First name' }).fill('Tess');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Profile has been successfully updated.');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tess' })).toBeVisible();
  // Put the worker's account back as it was: its other specs read the name.
  await details.getByRole('textbox', { name: 'First name' }).fill('Tessa');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Tessa' })).toBeVisible();
});

test('My account: a trade user adds an address, makes it the default and removes it', async ({
  page,
  tradeAccount,
}) => {
  await signIn(page, tradeAccount.email);
  await page.goto('/au/my-account');
  const addresses = page.getByRole('region', { name: 'Your addresses' });
  await addresses.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('dialog', { name: 'Add an address' });
  const street = `${Date.now()} George St`;
  await form.getByRole('textbox', { name: 'First name' }).fill('Site');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Office');
  await form.getByRole('textbox', { name: 'Street', exact: true }).fill(street);
  await form.getByRole('textbox', { name: 'Suburb or city' }).fill('Sydney');
  await form.getByRole('combobox', { name: 'State or region' }).selectOption('NSW');
  await form.getByRole('textbox', { name: 'Postcode' }).fill('2000');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();

  const card = addresses.getByRole('listitem').filter({ hasText: street });
  await expect(card).toContainText('Sydney NSW 2000');
  await card.getByRole('button', { name: 'Use for shipping: the address of Site Office' }).click();
  await expect(card).toContainText('Default shipping');
  await page.reload();
  await expect(card).toContainText('Default shipping');
  await card.getByRole('button', { name: 'Remove the address of Site Office' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this address?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(card).toHaveCount(0);
});

for (const width of [375, 1280]) {
  test(`axe: nothing serious or critical on the account pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const pages: [string, string][] = [
      ['/login', 'Sign in'],
      ['/verify?email=new%40example.com', 'Verify your email'],
      ['/password-reset-confirm?email=new%40example.com', 'Check your email'],
      ['/reset-password?token=abc', 'Choose a new password'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await signIn(page, 'incomplete@example.com');
    await page.goto('/company-registration');
    // The accessibility gate checks the company registration page, where the test ends.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your company details' }),
    ).toBeVisible();
  });
}
