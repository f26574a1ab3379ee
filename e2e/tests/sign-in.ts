import { expect, type Page } from '@playwright/test';

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

/** Signs a dev account in through the account action, as the sign-in modal would. */
export async function signIn(page: Page, email: string) {
  await page.goto('/au');
  await postAction(page, 'account/login', {
    email,
    password: Buffer.from('Specify#2026').toString('base64'),
    remember: false,
  });
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
