import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { postAction, signIn } from './sign-in';

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

/** The product name a card shows (its heading). */
async function nameOf(card: ReturnType<typeof cards>) {
  return (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
}

test('a visitor hearts a product on a card and on a product page, and finds both in the wishlist, before and after signing in', async ({
  page,
  tradeAccount,
}) => {
  // The account's wishlist outlives a run: empty it, then come back as a new visitor.
  await signIn(page, tradeAccount.email);
  await postAction(page, 'wishlist/deleteWishlist', {});
  await page.context().clearCookies();

  await page.goto('/au/products/tapware/');
  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  await expect(second).toBeVisible();
  const [firstName, secondName] = [await nameOf(first), await nameOf(second)];
  expect(firstName).not.toBe(secondName);

  const cardHeart = first.getByRole('button', { name: `Add to wishlist: ${firstName}` });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await cardHeart.click();
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // The card's link opens a new tab; the page it names is opened here.
  const productUrl = await second.getByRole('link', { name: secondName }).getAttribute('href');
  await page.goto(productUrl ?? '');
  const header = page.locator('header', {
    has: page.getByRole('heading', { level: 1, name: secondName }),
  });
  const pageHeart = header.getByRole('button', { name: `Add to wishlist: ${secondName}` });
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'false');
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  // Kept: a reload reads it back from the server.
  await page.reload();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
  const saved = page.getByRole('list', { name: 'Saved products' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.getByRole('link', { name: firstName })).toBeVisible();
  await expect(saved.getByRole('link', { name: secondName })).toBeVisible();
  await expect(saved.getByRole('textbox', { name: `Quantity of ${firstName}` })).toHaveValue('1');

  // Signing in brings the visitor's wishlist along; the account menu opens it.
  await signIn(page, tradeAccount.email);
  await page.goto('/au/products/tapware/');
  await page.getByRole('banner').getByRole('button', { name: tradeAccount.firstName }).click();
  await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/au\/wishlist$/);
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.getByRole('link', { name: firstName })).toBeVisible();
  await expect(saved.getByRole('link', { name: secondName })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
