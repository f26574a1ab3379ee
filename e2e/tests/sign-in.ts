import { expect, type Page } from '@playwright/test';
import { MARKET_STORE_KEYS, encodePassword } from '@specify/contracts';

/** The dev accounts' password (seed/dev-accounts.ts), also given to the accounts made here. */
export const PASSWORD = 'Specify#2026';

/** Calls a platform action as the page's visitor would (same cookies, the CSRF token). */
export async function postAction<T = unknown>(page: Page, name: string, body: unknown): Promise<T> {
  // Any action call issues the CSRF cookie; the page's own calls may not have landed yet.
  expect((await page.request.get('/action/account/getAccount')).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'specify_csrf')?.value;
  const response = await page.request.post(`/action/${name}`, {
    headers: { 'x-csrf-token': csrf ?? '', 'x-specify-market': 'au' },
    data: body,
  });
  expect(response.ok(), `${name} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Signs a dev account in through the account action, as the sign-in modal would: the page's
 * context gets the session cookie, and the page stays where it is (a test goes where it needs to;
 * loading the home first only cost each sign-in a page).
 */
export async function signIn(page: Page, email: string) {
  await postAction(page, 'account/login', {
    email,
    password: encodePassword(PASSWORD),
    remember: false,
  });
}

/** The newest link of a kind mailed to an address, from the development outbox. */
export async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: { links: string[] }[] };
      link = messages.flatMap((message) => message.links).find((each) => each.includes(path));
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

/** A trade user of a test's own: its name, for the screens that show it. */
export interface TradeAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** Signs the page in as `email`; answers whether the platform took the password. */
async function tryToSignIn(page: Page, email: string): Promise<boolean> {
  expect((await page.request.get('/action/account/getAccount')).ok()).toBe(true);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'specify_csrf')?.value;
  const response = await page.request.post('/action/account/login', {
    headers: { 'x-csrf-token': csrf ?? '', 'x-specify-market': 'au' },
    data: { email, password: encodePassword(PASSWORD), remember: false },
  });
  return response.ok() && (await response.json()).loginStatusCode === 'OK';
}

/**
 * Signs `page` in as a trade user of a worker's own (`trade<N>` in its name and address), made
 * through the actions a visitor's sign-up, mailed link and company form call the first time the
 * database has none, and given its complete company details again each time (a test may have
 * changed them). Specs that change a trade user's cart or projects use it (fixtures.ts), so two
 * workers never share them; the seeded trade@example.com stays for specs that only read. Made
 * once per database, so repeated runs do not spend the per-address sign-up limit.
 */
export async function tradeAccount(page: Page, lastName: string): Promise<TradeAccount> {
  const account = {
    email: `${lastName.toLowerCase()}@example.com`,
    firstName: 'Tessa',
    lastName,
  };
  await page.goto('/au');
  if (!(await tryToSignIn(page, account.email))) {
    await postAction(page, 'account/register', {
      Username: account.email,
      Password: encodePassword(PASSWORD),
      ConfirmPassword: encodePassword(PASSWORD),
      website: new URL(page.url()).origin,
      stores: [...MARKET_STORE_KEYS],
    });
    const link = new URL(await mailedLink(page, account.email, '/confirm-email'), page.url());
    await postAction(page, 'account/confirm', { token: link.searchParams.get('token') });
    await signIn(page, account.email);
  }
  await postAction(page, 'account/update', {
    firstName: account.firstName,
    lastName: account.lastName,
    role: 'Architect',
    phone: '0412345678',
    companyName: 'Harbour Architects',
    companyType: 'Architect',
    country: 'Australia',
    state: 'NSW',
    postal_code: '2000',
  });
  return account;
}

interface QueriedProducts {
  data: { items: { variants: { sku: string; isOnStock: boolean }[] }[] };
}
interface CategoryNode {
  categoryId: string;
  subCategories: CategoryNode[];
}

/** Skus of in-stock products from the seeded catalogue, one per product. */
export async function inStockSkus(page: Page, count: number): Promise<string[]> {
  const tree = await page.request.get('/action/product/queryCategories');
  const { items } = (await tree.json()) as { items: CategoryNode[] };
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => (node.subCategories.length ? leaves(node.subCategories) : [node]));
  const skus: string[] = [];
  for (const category of leaves(items)) {
    const { data } = await postAction<QueriedProducts>(page, 'product/query', {
      limit: 10,
      query: { category: category.categoryId },
    });
    for (const product of data.items) {
      const variant = product.variants.find((candidate) => candidate.isOnStock);
      if (variant && !skus.includes(variant.sku)) skus.push(variant.sku);
    }
    if (skus.length >= count) return skus.slice(0, count);
  }
  throw new Error(`the catalogue has fewer than ${count} in-stock products`);
}
