/**
 * The product and cart actions' requests for the load bench, sent as the site sends them
 * (callAction): the visitor's cookies, the CSRF cookie echoed in its header, the market header.
 */
import { productHref, type ActionName } from '@specify/contracts';
import { marketPrice } from '@specify/contracts/catalogue/rules';
import { visibleProduct } from '@specify/contracts/catalogue/visibility';
import type { Services } from '../src/kernel/services';
import type { LoadRequest } from './load-generator';
import { siteSession } from './site-session';

/** What Chromium adds to every request that matters to the server: it compresses for it. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Visitors with a cart each; every request of a step goes to the next one. */
const VISITORS = 200;
/**
 * Products each cart is filled with in turn. A cart line holds at most 999 of a product: at most
 * (100 + … + 3200) × 10 s / (200 × 10) ≈ 32 additions reach one line.
 */
const CART_SKUS = 10;

function request(name: ActionName, headers: Record<string, string>, body?: unknown): LoadRequest {
  return body === undefined
    ? { method: 'GET', path: `/action/${name}`, headers }
    : {
        method: 'POST',
        path: `/action/${name}`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
}

/** A visitor's headers once it has its CSRF cookie and, from its first addition, its cart. */
async function startVisitor(origin: string, firstSku: string): Promise<Record<string, string>> {
  const { keep, headers } = siteSession(BROWSER_HEADERS);
  keep(await fetch(`${origin}/action/account/getAccount`, { headers: headers() }));
  const first = request('cart/addItem', headers(), { variant: { sku: firstSku, count: 1 } });
  keep(await answered(origin, first));
  return headers();
}

async function answered(origin: string, sent: LoadRequest): Promise<Response> {
  const response = await fetch(`${origin}${sent.path}`, {
    method: sent.method,
    headers: sent.headers,
    body: sent.body ?? null,
  });
  if (!response.ok)
    throw new Error(
      `${sent.method} ${sent.path} answered ${response.status}: ${await response.text()}`,
    );
  return response;
}

/**
 * Per action, the requests a step sends in turn: the product page's getProduct by page path over
 * every visible product, addItem over the visitors' carts and products, getCart over the carts.
 * Each kind is answered once here before any load, so a broken request fails the bench at once.
 */
export async function actionLoads(
  origin: string,
  services: Pick<Services, 'catalogue'>,
): Promise<Record<string, LoadRequest[]>> {
  const products = (await services.catalogue.allProducts()).flatMap(
    (product) => visibleProduct(product, false) ?? [],
  );
  const pages = products.flatMap((product) =>
    product.variants.slice(0, 1).map((variant) => {
      const href = productHref({
        market: 'au',
        slug: product.slug,
        colour: variant.attributes.colour,
        sku: variant.sku,
      });
      // `/au/product/{path}/`: the product page asks for the path its route matched.
      return decodeURIComponent(href.split('/').filter(Boolean)[2] ?? '');
    }),
  );
  const skus = products
    .flatMap((product) => product.variants)
    .filter((variant) => marketPrice(variant.prices, 'au') !== undefined)
    .slice(0, CART_SKUS)
    .map((variant) => variant.sku);
  const visitors: Record<string, string>[] = [];
  for (let index = 0; index < VISITORS; index += 1)
    visitors.push(await startVisitor(origin, skus[index % skus.length] ?? ''));
  const visitor = (index: number) => visitors[index % visitors.length] ?? {};

  const loads = {
    'product/getProduct': pages.map((path, index) =>
      request('product/getProduct', visitor(index), { path }),
    ),
    // Visitor by visitor, then the next product: one cart is rarely written twice at once.
    'cart/addItem': skus.flatMap((sku) =>
      visitors.map((headers) => request('cart/addItem', headers, { variant: { sku, count: 1 } })),
    ),
    'cart/getCart': visitors.map((headers) => request('cart/getCart', headers)),
  };
  for (const [name, requests] of Object.entries(loads)) {
    const [first] = requests;
    if (!first) throw new Error(`${name}: nothing to send`);
    await answered(origin, first);
  }
  return loads;
}
