import type { Page } from '@playwright/test';
import type { Product } from '@specify/contracts';
import { productHref } from '@specify/contracts';
import { postAction } from './sign-in';

interface CategoryNode {
  categoryId: string;
  subCategories: CategoryNode[];
}

/** Every product of the seeded catalogue the page's viewer may see, category by category. */
async function* catalogue(page: Page): AsyncGenerator<Product> {
  const tree = await page.request.get('/action/product/queryCategories');
  const { items } = (await tree.json()) as { items: CategoryNode[] };
  const leaves = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.flatMap((node) => (node.subCategories.length ? leaves(node.subCategories) : [node]));
  for (const category of leaves(items)) {
    const { data } = await postAction<{ data: { items: Product[] } }>(page, 'product/query', {
      limit: 100,
      query: { category: category.categoryId },
    });
    yield* data.items;
  }
}

/** The first product of the seeded catalogue that passes the test, as the page's viewer sees it. */
export async function findProduct(
  page: Page,
  test: (product: Product) => boolean,
): Promise<Product> {
  for await (const product of catalogue(page)) if (test(product)) return product;
  throw new Error('no product in the seeded catalogue passes the test');
}

/** The `{slug}-{colour}-{sku}` segment of a variant's product page. */
export function productPath(product: Product, sku: string): string {
  const variant = product.variants.find((entry) => entry.sku === sku);
  if (!variant) throw new Error(`${sku} is not a variant of ${product.slug}`);
  const link = productHref({
    market: 'au',
    slug: product.slug,
    ...(variant.attributes.colour ? { colour: variant.attributes.colour } : {}),
    sku,
  });
  return link.split('/')[3] ?? '';
}

/** A variant priced for visitors on au: not internal-only, not builder range, with an AU price. */
export function pricedOnAu(variant: Product['variants'][number]): boolean {
  return (
    !variant.attributes.IsGWAInternal &&
    variant.attributes['builder-range'] === 'NO' &&
    variant.prices.some((price) => price.country === 'AU')
  );
}
